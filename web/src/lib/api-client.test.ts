import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../test/fixtures';
import { mockApi } from '../test/render';
import {
  ApiError,
  api,
  errorMessage,
  request,
  resolveApiBase,
  setUnauthorizedHandler,
  upload,
} from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
});

describe('api client', () => {
  it('sends the cookie and JSON, and returns the parsed answer', async () => {
    const { fetchMock, calls } = mockApi({
      'POST /api/auth/password/request-reset': () => ({
        body: { success: true, message: 'OTP sent to your email (if the address exists).' },
      }),
    });
    await expect(api.post('/api/auth/password/request-reset', { email: 'a@x.in' })).resolves.toEqual({
      success: true,
      message: 'OTP sent to your email (if the address exists).',
    });
    expect(calls[0].body).toEqual({ email: 'a@x.in' });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('says the page is Hindi (x-shop-lang: hi) only on a Hindi page', async () => {
    const { fetchMock } = mockApi({
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out successfully' } }),
    });
    const sent = (i: number) => fetchMock.mock.calls[i][1]!.headers as Record<string, string>;
    const lang = document.documentElement.lang;
    try {
      document.documentElement.lang = 'hi';
      await api.post('/api/auth/logout');
      document.documentElement.lang = 'en';
      await api.post('/api/auth/logout');
      document.documentElement.lang = '';
      await api.post('/api/auth/logout');
    } finally {
      document.documentElement.lang = lang;
    }
    expect(sent(0)['x-shop-lang']).toBe('hi');
    expect(sent(1)['x-shop-lang']).toBeUndefined();
    expect(sent(2)['x-shop-lang']).toBeUndefined();
  });

  it('sends no body and no content type when there is none (logout)', async () => {
    const { fetchMock } = mockApi({
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out successfully' } }),
    });
    await api.post('/api/auth/logout');
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it("surfaces the server's message and status as an ApiError", async () => {
    mockApi({
      'POST /api/admin/categories': () => ({
        status: 409,
        body: { success: false, message: 'Already there' },
      }),
    });
    const error = await request('/api/admin/categories', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Already there' });
    expect(errorMessage(error, 'fallback')).toBe('Already there');
  });

  it('treats success:false as a failure even with status 200', async () => {
    // The capture answers 200 with success:false while a payment is not paid.
    mockApi({
      'POST /api/shop/order/capture': () => ({
        body: {
          success: false,
          message: 'Payment failed or cancelled',
          data: makeOrder({ paymentStatus: 'failed' }),
        },
      }),
    });
    await expect(
      request('/api/shop/order/capture', { method: 'POST', body: { orderId: 'o1' } }),
    ).rejects.toMatchObject({
      status: 200,
      message: 'Payment failed or cancelled',
    });
  });

  it('uses the fallback when the server said nothing or could not be reached', async () => {
    mockApi({ 'POST /api/auth/password/confirm-reset': () => ({ status: 502 }) });
    expect(
      errorMessage(
        await request('/api/auth/password/confirm-reset', { method: 'POST', body: {} }).catch(
          (e: unknown) => e,
        ),
        'Failed to reset password',
      ),
    ).toBe('Failed to reset password');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await request('/api/any').catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0 });
    expect(errorMessage(offline, 'Failed to send OTP')).toBe('Failed to send OTP');
  });

  it('calls the session-ended handler on a 401, unless the call expects one', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    mockApi({
      'GET /api/shop/cart/get/u1': () => ({
        status: 401,
        body: { success: false, message: 'Please log in' },
      }),
    });
    await expect(request('/api/shop/cart/get/u1')).rejects.toMatchObject({
      status: 401,
      message: 'Please log in',
    });
    expect(ended).toHaveBeenCalledTimes(1);
    await expect(request('/api/shop/cart/get/u1', { ignoreUnauthorized: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('uses the last entry of a comma-separated API base (SPEC §7)', () => {
    expect(resolveApiBase(undefined)).toBe('');
    expect(resolveApiBase('https://a.example, https://b.example/')).toBe('https://b.example');
    expect(resolveApiBase('https://only.example')).toBe('https://only.example');
  });
});

describe('upload', () => {
  /** A stand-in XMLHttpRequest the test drives: upload progress, the end of the upload, then the answer. */
  class FakeXhr {
    static last: FakeXhr;
    upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
    status = 0;
    responseText = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    sent?: unknown;
    url = '';
    constructor() {
      FakeXhr.last = this;
    }
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      this.sent = body;
    }
    abort() {
      this.onabort?.();
    }
  }

  it('reports the bytes sent, 100 once the upload ends (before the answer), and resolves the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const done = upload<{ success: true; n: number }>('/api/admin/products/import?dryRun=true', form, {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/admin/products/import?dryRun=true');
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    expect(progress).toEqual([25]);
    xhr.upload.onload?.();
    expect(progress).toEqual([25, 100]);
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ success: true, n: 1 });
    xhr.onload?.();
    await expect(done).resolves.toEqual({ success: true, n: 1 });
  });

  it('rejects a 4xx with the server’s message and its body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = upload('/api/admin/products/import', new FormData());
    const xhr = FakeXhr.last;
    xhr.status = 400;
    xhr.responseText = JSON.stringify({ success: false, message: 'The file is larger than 10 MB' });
    xhr.onload?.();
    await expect(done).rejects.toMatchObject({
      status: 400,
      message: 'The file is larger than 10 MB',
      body: { success: false, message: 'The file is larger than 10 MB' },
    });
  });
});
