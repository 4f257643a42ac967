import { NavigationProvider } from '../lib/navigation';
import { routerNavigation } from '../app/router-navigation';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { resetToasts } from '../components/ui/use-toast';
import { defaultOptions } from '../app/query-client';
import { setUnauthorizedHandler } from '../lib/api-client';
import { bindStorefront } from '../lib/storefront';
import { httpStorefront } from '../lib/storefront-http';
import { answerRouteOf } from '../../../common/contracts/answers';
import { checkFakeAnswer, FakeAnswerError } from './api-contract';

export type Handler = (
  body: unknown,
  url: URL,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with a table of `METHOD /path` handlers (the API as SPEC §7 shapes it). Every answer a
 * handler gives is checked against the server's answer contract (common/contracts/answers.ts, through
 * ./api-contract.ts): an answer the server would never send, or a handler for a route the server does not
 * have, fails the test. Calls without a handler answer 404, and every call is recorded for assertions.
 */
export function mockApi(handlers: Record<string, Handler>) {
  for (const key of Object.keys(handlers)) {
    const space = key.indexOf(' ');
    const path = key.slice(space + 1);
    // A handler for a route the server does not have would never be asked by the real app.
    if (!answerRouteOf(key.slice(0, space), path)) {
      throw new FakeAnswerError(`mockApi: ${key} is not a route of the server (common/contracts/answers.ts)`);
    }
  }
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`] as Handler | undefined;
    const answer = handler
      ? await handler(body, url)
      : { status: 404, body: { success: false, message: 'Not found' } };
    if (handler) checkFakeAnswer(method, url.pathname, answer.status ?? 200, answer.body);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A QueryClient reading the storefront over (mocked) HTTP, as the browser's does. */
export function newQueryClient() {
  return bindStorefront(
    new QueryClient({
      defaultOptions: {
        queries: { ...defaultOptions.queries, retry: false, gcTime: Infinity },
        mutations: { retry: false },
      },
    }),
    httpStorefront,
  );
}

/** Renders routes in a memory router with a fresh query client and the toaster. */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  initialEntries: (string | { pathname: string; search?: string; state?: unknown })[],
  { toaster = true }: { toaster?: boolean } = {},
) {
  resetToasts();
  setUnauthorizedHandler(undefined);
  const queryClient = newQueryClient();
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries,
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      {/* As react-router/dom's RouterProvider does in the app: navigations may ask to be flushed synchronously. */}
      <NavigationProvider value={routerNavigation}>
        <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
      </NavigationProvider>
      {toaster ? <Toaster /> : null}
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Renders one element at a path, with /auth/login available as a landing page. */
export function renderAt(element: ReactNode, path: string, extraRoutes: RouteObject[] = []) {
  const url = new URL(path, 'http://localhost');
  return renderRoutes(
    [{ path: url.pathname, element }, { path: '/auth/login', element: <h1>Login page</h1> }, ...extraRoutes],
    [url.pathname + url.search],
  );
}

/** A promise with its resolve handle, to hold a call open while asserting the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
