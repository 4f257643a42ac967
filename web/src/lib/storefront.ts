import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontData } from '../../../common/contracts/storefront';

/**
 * Which StorefrontData a QueryClient's queries read from: HTTP in the browser, the server's services while
 * rendering on the server. Query functions get their client in their context (`{ client }`), so one set of
 * query options serves both sides and the cache the server fills is the cache the browser hydrates.
 */
const sources = new WeakMap<QueryClient, StorefrontData>();

export function bindStorefront(client: QueryClient, data: StorefrontData): QueryClient {
  sources.set(client, data);
  return client;
}

export function storefrontOf(client: QueryClient): StorefrontData {
  const data = sources.get(client);
  if (!data) throw new Error('This QueryClient has no storefront data source (bindStorefront)');
  return data;
}

/** The HTTP status an error stands for: ApiError.status in the browser, AppError.statusCode on the server. */
export function errorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { status?: unknown; statusCode?: unknown };
  if (typeof e.status === 'number') return e.status;
  if (typeof e.statusCode === 'number') return e.statusCode;
  return undefined;
}
