import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SsrAssets } from '../../../common/contracts/ssr';
import type { SiteInfo } from './providers';

/** What the server hands the browser with the HTML: enough to hydrate without a single extra request. */
export interface Payload {
  assets: SsrAssets;
  site: SiteInfo;
  queries: DehydratedState;
  router: HydrationState;
}

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
