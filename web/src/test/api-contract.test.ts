import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFakeAnswer, fakeAnswer, FakeAnswerError, takeFakeAnswerViolations } from './api-contract';
import { emptyCart, makeProduct } from './fixtures';
import { mockApi } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
  // These tests make fakes fail on purpose; what they recorded must not fail them in web-setup.
  takeFakeAnswerViolations();
});

describe('fake API answers are checked against the server’s answer contracts', () => {
  it('lets an answer the server gives through', () => {
    expect(() =>
      checkFakeAnswer('GET', '/api/shop/products/get/p1', 200, { success: true, data: makeProduct() }),
    ).not.toThrow();
    expect(() =>
      checkFakeAnswer('GET', '/api/shop/cart/get/u1', 401, { success: false, message: 'Please log in' }),
    ).not.toThrow();
  });

  it('refuses a field of the wrong type, naming the route, the field and the issue', () => {
    const wrong = { success: true, data: { ...makeProduct(), price: '118.00' } };
    expect(() => checkFakeAnswer('GET', '/api/shop/products/get/p1', 200, wrong)).toThrow(FakeAnswerError);
    expect(() => checkFakeAnswer('GET', '/api/shop/products/get/p1', 200, wrong)).toThrow(
      /GET \/api\/shop\/products\/get\/p1 \(200\)[\s\S]*GET \/api\/shop\/products\/get\/:id[\s\S]*expected number, received string[\s\S]*data\.price/,
    );
  });

  it('refuses an invented field, a missing field and an invented message shape', () => {
    expect(() =>
      checkFakeAnswer('GET', '/api/shop/cart/get/u1', 200, {
        success: true,
        data: { ...emptyCart('u1'), coupon: 'X' },
      }),
    ).toThrow(/Unrecognized key: "coupon"/);
    expect(() => checkFakeAnswer('POST', '/api/auth/logout', 200, { success: true })).toThrow(/message/);
    // Errors are { success: false, message }: not { error }, not a bare message.
    expect(() =>
      checkFakeAnswer('PUT', '/api/shop/cart/update-cart', 409, { error: 'Out of stock' }),
    ).toThrow(FakeAnswerError);
    expect(() =>
      checkFakeAnswer('POST', '/api/shop/order/create', 400, {
        success: false,
        message: 'No',
        errors: ['x'],
      }),
    ).toThrow(/Unrecognized key: "errors"/);
  });

  it('refuses a message the server never sends where the server’s message is fixed (register)', () => {
    expect(() =>
      checkFakeAnswer('POST', '/api/auth/register', 409, {
        success: false,
        message: 'An account with this email already exists',
      }),
    ).toThrow(/POST \/api\/auth\/register \(409\)/);
    expect(() =>
      checkFakeAnswer('POST', '/api/auth/register', 201, {
        success: true,
        message: 'Registration successful',
      }),
    ).toThrow(FakeAnswerError);
  });

  it('refuses a route the server does not have, and a 4xx without a body', () => {
    expect(() => checkFakeAnswer('GET', '/api/shop/coupons', 200, { success: true })).toThrow(
      /no such route/,
    );
    expect(() => checkFakeAnswer('POST', '/api/shop/products/get', 200, { success: true, data: [] })).toThrow(
      /no such route/,
    );
    expect(() => checkFakeAnswer('GET', '/api/shop/cart/get/u1', 404, undefined)).toThrow(/no body/);
    expect(() => checkFakeAnswer('GET', '/api/shop/cart/get/u1', 502, undefined)).not.toThrow();
  });

  it('mockApi refuses a handler for an unknown route at once, and a wrong answer when it is asked', async () => {
    expect(() => mockApi({ 'GET /api/shop/coupons': () => ({ body: { success: true } }) })).toThrow(
      /GET \/api\/shop\/coupons is not a route of the server/,
    );
    mockApi({ 'GET /api/shop/cart/get/u1': () => ({ body: { success: true, data: { items: 'none' } } }) });
    await expect(fetch('/api/shop/cart/get/u1')).rejects.toThrow(FakeAnswerError);
    // Recorded too, so the test fails even when the app catches the rejected fetch.
    expect(takeFakeAnswerViolations()).toHaveLength(1);
  });

  it('checks answers that do not come through fetch (a mocked upload)', () => {
    expect(() =>
      fakeAnswer('POST /api/admin/products/upload-image', {
        success: true,
        message: 'ok',
        result: { url: 'x' },
      }),
    ).toThrow(/result\.secure_url/);
  });
});
