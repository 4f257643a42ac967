import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { createQueryClient, createServerQueryClient, defaultOptions } from './query-client';
import { freshAsOf } from './payload';

const KEY = ['shop', 'products', 'featured'];

/** A page the server rendered `ageMs` ago (kept in its page cache since), as the browser receives it. */
function renderedAgo(ageMs: number, now: number) {
  const server = createServerQueryClient();
  server.setQueryData(KEY, { data: ['p1'] }, { updatedAt: now - ageMs });
  server.setQueryData(['shop', 'missing'], undefined);
  return dehydrate(server);
}

const staleIn = (client: QueryClient) =>
  client.getQueryCache().find({ queryKey: KEY })!.isStaleByTime(defaultOptions.queries.staleTime);

describe('the payload hydrated in the browser', () => {
  it("counts a cached page's data as fresh when the page arrives, so hydration fetches nothing again", () => {
    const now = Date.now();
    const page = renderedAgo(10 * 60_000, now);

    const restored = createQueryClient();
    hydrate(restored, page);
    expect(staleIn(restored)).toBe(true); // the render's own time: a refetch on mount

    const browser = createQueryClient();
    hydrate(browser, freshAsOf(page, now));
    expect(staleIn(browser)).toBe(false);
    expect(browser.getQueryData(KEY)).toEqual({ data: ['p1'] });
    expect(browser.getQueryState(KEY)!.dataUpdatedAt).toBe(now);
  });

  it('leaves the rest of the payload as the server wrote it', () => {
    const now = Date.now();
    const page = renderedAgo(31_000, now);
    const fresh = freshAsOf(page, now);
    expect(fresh.queries.map((q) => q.queryKey)).toEqual(page.queries.map((q) => q.queryKey));
    expect(fresh.queries[0]!.state.data).toBe(page.queries[0]!.state.data);
    expect(page.queries[0]!.state.dataUpdatedAt).toBe(now - 31_000); // not changed in place
  });
});
