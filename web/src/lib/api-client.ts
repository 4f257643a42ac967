/**
 * The one HTTP client of the web app. Every call sends the session cookie, speaks JSON, and turns an
 * error answer into an ApiError carrying the server's `message` and the HTTP status. Components never
 * call fetch; they use the per-endpoint files under features/<name>/api.
 */
import { LANG_HEADER } from '../../../common/lang';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** SPEC §7: a configurable API base address; when it is a comma-separated list, the last entry is used. */
export function resolveApiBase(raw: string | undefined): string {
  if (!raw) return '';
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return (parts[parts.length - 1] ?? '').replace(/\/+$/, '');
}

// Build-time (VITE_API_URL, README): empty means the same origin as the pages.
const API_BASE = resolveApiBase(import.meta.env.VITE_API_URL as string | undefined);

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | undefined;

/** Registered once by the app providers: what to do when a call answers 401 (the session has ended). */
export function setUnauthorizedHandler(listener: UnauthorizedListener | undefined) {
  onUnauthorized = listener;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Calls whose 401 is an expected answer (login, check-auth) opt out of the session-ended handling. */
  ignoreUnauthorized?: boolean;
  cache?: RequestCache;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * `x-shop-lang: hi` when the page is Hindi (the storefront sets `<html lang="hi">` on its /hi pages): the server
 * then answers its messages in Hindi, and a registration from this page makes a Hindi account. None on English
 * pages or the admin's, so their answers stay exactly as they were.
 */
export function pageLangHeaders(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  return document.documentElement.lang.toLowerCase().startsWith('hi') ? { [LANG_HEADER]: 'hi' } : {};
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal, ignoreUnauthorized, cache } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...pageLangHeaders(), ...headers },
    signal,
    cache,
  };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Please check your connection and try again.', 0);
  }

  const data = await readBody(response);
  if (
    !response.ok ||
    (data && typeof data === 'object' && (data as { success?: unknown }).success === false)
  ) {
    if (response.status === 401 && !ignoreUnauthorized) onUnauthorized?.();
    throw new ApiError(messageOf(data) ?? `Request failed (${response.status})`, response.status, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** The message to show for a failed call: the server's, or a fallback when the server said nothing useful. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && messageOf(error.body)) return error.message;
  return fallback;
}

/** The address of an API path (for links the browser follows itself, such as a PDF download). */
export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

export interface UploadOptions {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data and reports upload progress (fetch cannot), with the same cookie, error and
 * 401 handling as `request`. Rejects with an AbortError DOMException when `signal` aborts.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    // Every byte is sent: the server is now reading it (a small body may never report progress on its own).
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!ok || (data && typeof data === 'object' && (data as { success?: unknown }).success === false)) {
        if (xhr.status === 401) onUnauthorized?.();
        reject(new ApiError(messageOf(data) ?? `Upload failed (${xhr.status})`, xhr.status, data));
        return;
      }
      onProgress?.(100);
      resolve(data as T);
    };
    xhr.onerror = () =>
      reject(new ApiError('Could not reach the server. Please check your connection and try again.', 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
