import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SsrAssets } from '../../../common/contracts/ssr';
import type { SiteInfo } from './providers';
import type { DocumentPageRef } from './document-pages';
import type { Area } from '../i18n/catalogues';
import type { Messages } from '../i18n/i18n';
import type { Alternates } from '../lib/alternates';

export interface PageI18n {
  areas: Area[];
  messages: Messages;
}

/**
 * What the server hands the browser with the HTML: enough to hydrate without a single extra request. A
 * page of the router's has the router's state; a browsing page (decision 026) says which page it is.
 */
export type Payload = {
  assets: SsrAssets;
  site: SiteInfo;
  queries: PageQueries;
  /** A Hindi page's words (issue 50, decision 036): the catalogues of its areas. Absent on English pages. */
  i18n?: PageI18n;
  /** The page's twins for hreflang (indexed pages only): both languages' addresses. */
  alternates?: Alternates;
} & ({ router: HydrationState; page?: undefined } | { page: DocumentPageRef; router?: undefined });

/** Route errors as JSON: a route error response keeps status and text; anything else says nothing inside. */
export function serializeRouteErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      const e = error as { status?: unknown; statusText?: unknown; internal?: unknown };
      if (e && typeof e.status === 'number') {
        return [
          id,
          { status: e.status, statusText: String(e.statusText ?? ''), internal: !!e.internal, data: null },
        ];
      }
      return [id, { message: 'Unexpected Application Error!' }];
    }),
  );
}

/**
 * The page's data: each query the render loaded, as its key and its data. Nothing of a query's bookkeeping
 * (its hash, counters, timestamps, error fields) rides along: 300-odd bytes a query, 2 KB of home's HTML.
 */
export type PageQueries = [queryKey: QueryKey, data: unknown][];

/** The queries a server render loaded and holds data for (as `dehydrate` picks them: the successful ones). */
export function pageQueries(client: QueryClient): PageQueries {
  return dehydrate(client).queries.map((q) => [q.queryKey, q.state.data]);
}

/**
 * Puts the page's data in the browser's query cache, as of now. A visitor's page may come from the server's
 * page cache, rendered minutes ago; the server hands it out only while the catalog stamp it was rendered
 * under still holds (and the browser revalidates every page: no-cache), so its data is as current as a fresh
 * API answer would be. Dated at the render, it would look stale past 30 s and hydration would fetch again
 * what the page holds.
 */
export function restorePageQueries(client: QueryClient, queries: PageQueries, now: number) {
  for (const [queryKey, data] of queries) client.setQueryData(queryKey, data, { updatedAt: now });
}
