/**
 * The one HTTP client of the web app. Every call sends the session cookie, speaks JSON, and turns an
 * error answer into an ApiError carrying the server's `message` and the HTTP status. Components never
 * call fetch; they use the per-endpoint files under features/<name>/api.
 */

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

const API_BASE = resolveApiBase(import.meta.env.VITE_API_BASE_URL as string | undefined);

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | undefined;

/** Registered once by the app providers: what to do when a call answers 401 (the session has ended). */
export function setUnauthorizedHandler(listener: UnauthorizedListener | undefined) {
  onUnauthorized = listener;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
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

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal, ignoreUnauthorized, cache } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
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
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** The message to show for a failed call: the server's, or a fallback when the server said nothing useful. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && messageOf(error.body)) return error.message;
  return fallback;
}
