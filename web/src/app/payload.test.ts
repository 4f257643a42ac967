import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, createServerQueryClient, defaultOptions } from './query-client';
import { pageQueries, restorePageQueries } from './payload';

const KEY = ['shop', 'products', 'featured'];

/** A page the server rendered `ageMs` ago (kept in its page cache since), as the browser receives it. */
async function renderedAgo(ageMs: number, now: number) {
  const server = createServerQueryClient();
  server.setQueryData(KEY, { data: ['p1'] }, { updatedAt: now - ageMs });
  server.setQueryData(['auth', 'me'], null, { updatedAt: now - ageMs });
  void server.prefetchQuery({ queryKey: ['shop', 'pending'], queryFn: () => new Promise(() => {}) });
  await server.prefetchQuery({
    queryKey: ['shop', 'failed'],
    queryFn: () => Promise.reject(new Error('down')),
  });
  expect(server.getQueryState(['shop', 'failed'])!.status).toBe('error');
  return JSON.parse(JSON.stringify(pageQueries(server))) as ReturnType<typeof pageQueries>;
}

const staleIn = (client: QueryClient) =>
  client.getQueryCache().find({ queryKey: KEY })!.isStaleByTime(defaultOptions.queries.staleTime);

describe('the page’s queries in the payload', () => {
  it('hold each loaded query’s key and data, and nothing else (no pending or failed query)', async () => {
    expect(await renderedAgo(60_000, Date.now())).toEqual([
      [KEY, { data: ['p1'] }],
      [['auth', 'me'], null],
    ]);
  });

  it("count a cached page's data as fresh when the page arrives, so hydration fetches nothing again", async () => {
    const now = Date.now();
    const browser = createQueryClient();
    restorePageQueries(browser, await renderedAgo(10 * 60_000, now), now);
    expect(staleIn(browser)).toBe(false);
    expect(browser.getQueryData(KEY)).toEqual({ data: ['p1'] });
    expect(browser.getQueryState(KEY)).toMatchObject({
      status: 'success',
      dataUpdatedAt: now,
      fetchStatus: 'idle',
    });
    expect(browser.getQueryState(['auth', 'me'])).toMatchObject({ status: 'success', data: null });
    expect(browser.getQueryState(['shop', 'pending'])).toBeUndefined();
  });
});
