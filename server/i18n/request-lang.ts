import type { FastifyRequest } from 'fastify';
import { LANG_HEADER, type Lang } from '../../common/lang';

/**
 * The language a request asks its answer in: Hindi when the storefront's page is Hindi (it sends
 * `x-shop-lang: hi`), English otherwise, and always English for the admin API (the admin panel stays English).
 */
export function requestLang(request: Pick<FastifyRequest, 'headers' | 'url'>): Lang {
  if (request.url.startsWith('/api/admin')) return 'en';
  const value = request.headers[LANG_HEADER];
  if (typeof value !== 'string') return 'en';
  const tag = value.trim().toLowerCase();
  return tag === 'hi' || tag.startsWith('hi-') ? 'hi' : 'en';
}
