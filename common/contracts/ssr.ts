import type { AuthUser } from './auth';
import type { StorefrontData } from './storefront';

/**
 * The boundary between the Fastify server and the web app's server entry (web/src/entry-server.tsx, built
 * by Vite into dist/server). The server owns sessions, caching and headers; the entry owns routing, the
 * guard, data loading and rendering.
 */

/** Asset URLs of a page: the entry script, its CSS, and modules to preload (the entry's and the page's). */
export interface SsrAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
}

/**
 * The browser entries: the app with its router, the browsing pages' (web/src/entry-shop.tsx) and the buyer
 * pages' (web/src/entry-buyer.tsx: estimator, login, register, checkout, account; decision 035).
 */
export type ClientEntry = 'app' | 'shop' | 'buyer';

export interface SsrRequest {
  /** The absolute URL asked for (PUBLIC_URL's origin + path and query). */
  url: string;
  /** The signed-in user from the session cookie, or null. */
  user: AuthUser | null;
  storefront: StorefrontData;
  /** The shop's public origin, for canonical URLs and Open Graph tags. */
  origin: string;
  /**
   * Asset URLs for a page whose matched routes come from these source modules, with the entry that
   * hydrates it: the app's (with the router) or the browsing pages' (without it, decision 026).
   */
  assets(modules: string[], entry: ClientEntry): SsrAssets;
  /** The language cookie's value (common/lang LANG_COOKIE): where a bare `/` or `/shop` sends the visitor. */
  langCookie?: string;
  /** Aborts loading when the browser goes away. */
  signal?: AbortSignal;
}

export type SsrResponse =
  | { type: 'redirect'; status: 302; location: string }
  | {
      type: 'html';
      status: number;
      /** Whether the page may be served to other visitors from the page cache (a visitor's, status 200). */
      cacheable: boolean;
      /** Streams the rendered document (<!doctype html>…) into `destination`. */
      pipe(destination: NodeJS.WritableStream): void;
      abort(): void;
    };

export type SsrRender = (request: SsrRequest) => Promise<SsrResponse>;

/**
 * The key a visitor's page at this path and query is kept under in the page cache, or null when that URL
 * must not be kept (a parameter the page does not read, an unknown path or another spelling of one).
 */
export type SsrCacheKey = (pathAndQuery: string) => string | null;
