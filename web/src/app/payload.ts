import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SsrAssets } from '../../../common/contracts/ssr';
import type { SiteInfo } from './providers';
import type { DocumentPageRef } from './document-pages';

/**
 * What the server hands the browser with the HTML: enough to hydrate without a single extra request. A
 * page of the router's has the router's state; a browsing page (decision 026) says which page it is.
 */
export type Payload = {
  assets: SsrAssets;
  site: SiteInfo;
  queries: DehydratedState;
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
 * The page's data as of now. A visitor's page may come from the server's page cache, rendered minutes ago;
 * the server hands it out only while the catalog stamp it was rendered under still holds (and the browser
 * revalidates every page: no-cache), so its data is as current as a fresh API answer would be. Restoring the
 * render's own timestamps would make it look stale past 30 s and refetch on hydration what the page holds.
 */
export function freshAsOf(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((q) =>
      q.state.dataUpdatedAt ? { ...q, state: { ...q.state, dataUpdatedAt: now } } : q,
    ),
  };
}
