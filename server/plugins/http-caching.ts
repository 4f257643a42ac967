import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody, sendCachedBody, StampedLru } from '../http/cached-body';
import { CatalogStamp } from '../http/catalog-stamp';

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves when anything a shop page or a public catalog answer shows changes; caches compare against it. */
    catalogStamp: CatalogStamp;
    /** Visitors' catalog answers, kept in process under the catalog stamp. */
    publicCatalog: PublicCatalog;
  }
}

/**
 * Public catalog answers: browsers revalidate each time (the ETag makes that a 304), so a customer who just
 * wrote a review or an admin who just edited a product sees the change at once. A CDN may keep them briefly
 * and serve them a while longer as it refreshes: said in `CDN-Cache-Control` (RFC 9213), because a
 * `stale-while-revalidate` in `Cache-Control` lets browsers show a stale answer too.
 */
export const PUBLIC_CATALOG_CACHE_CONTROL = 'public, no-cache';
export const PUBLIC_CATALOG_CDN_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=25';
/** Every other API answer (cart, orders, addresses, auth, admin) is personal or changing: never stored. */
export const PERSONAL_CACHE_CONTROL = 'no-store';

const JSON_TYPE = 'application/json; charset=utf-8';

/** One public catalog answer: its cache key (the normalized question) and how to make its JSON text. */
export interface PublicAnswer {
  key: string;
  load: () => Promise<string>;
}

/**
 * The catalog GETs a visitor makes (listing, product, search, categories, subcategories, settings, slider),
 * kept in process as JSON text with its ETag and compressed forms (server/http/cached-body.ts), by the
 * normalized question, under the catalog stamp: an entry is used only while the stamp it was made under is
 * current, so a change through this instance shows at once and one through another within a stamp check.
 * These answers hold no personal field, whoever asks (the routes never read the session), so one entry
 * serves visitors and signed-in users alike. Concurrent misses of one key share one database read.
 */
export class PublicCatalog {
  private readonly entries = new StampedLru<CachedBody>(5000, 48 * 1024 * 1024);
  private readonly loading = new Map<string, Promise<CachedBody>>();

  constructor(
    private readonly stamp: CatalogStamp,
    readonly enabled: boolean,
  ) {}

  /** The kept answer for `answer.key`, or a fresh one (then kept); `state` says which. */
  async entry(answer: PublicAnswer): Promise<{ entry: CachedBody; state: 'hit' | 'miss' }> {
    const stamp = await this.stamp.current();
    const kept = this.entries.get(answer.key, stamp);
    if (kept) return { entry: kept, state: 'hit' };
    // The stamp read before the data: data newer than its stamp is only refilled early, never served stale.
    const flight = `${stamp}\u0000${answer.key}`;
    let pending = this.loading.get(flight);
    if (!pending) {
      pending = answer
        .load()
        .then((text) => {
          const entry = new CachedBody(Buffer.from(text), JSON_TYPE);
          this.entries.set(answer.key, entry, stamp);
          return entry;
        })
        .finally(() => this.loading.delete(flight));
      this.loading.set(flight, pending);
    }
    return { entry: await pending, state: 'miss' };
  }

  /** Answers a request with the public answer: from the cache (ETag, 304, precompressed) or made now. */
  async send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer) {
    if (!this.enabled) {
      // Made for this request; @fastify/compress compresses it. (Headers only once it exists: an error is no-store.)
      const text = await answer.load();
      return reply
        .header('cache-control', PUBLIC_CATALOG_CACHE_CONTROL)
        .header('cdn-cache-control', PUBLIC_CATALOG_CDN_CACHE_CONTROL)
        .type(JSON_TYPE)
        .send(text);
    }
    const { entry, state } = await this.entry(answer);
    reply.header('x-catalog-cache', state);
    reply.header('cdn-cache-control', PUBLIC_CATALOG_CDN_CACHE_CONTROL);
    return sendCachedBody(request, reply, entry, { cacheControl: PUBLIC_CATALOG_CACHE_CONTROL });
  }

  /** The answer's `data` and the rest of it as objects, for pages rendered in process (same bytes as the API's). */
  async read<T>(answer: PublicAnswer): Promise<T> {
    const text = this.enabled ? (await this.entry(answer)).entry.body.toString('utf8') : await answer.load();
    return JSON.parse(text) as T;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * HTTP caching for the whole app: the catalog stamp (read at most once per `catalogStampMs`, and at once
 * after this instance handled a write), the public catalog cache, and `Cache-Control: no-store` on every
 * API answer that did not say otherwise, so nothing personal is ever kept by a browser or a proxy.
 */
export const httpCaching = fp(async (app: FastifyInstance) => {
  const stamp = new CatalogStamp(app.db, app.config.catalogStampMs);
  app.decorate('catalogStamp', stamp);
  app.decorate('publicCatalog', new PublicCatalog(stamp, app.config.catalogCache));

  app.addHook('onSend', async (request, reply) => {
    // A write handled here may have changed the catalog: the next read of the stamp goes to the database.
    if (request.method !== 'GET' && request.method !== 'HEAD') stamp.invalidate();
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    }
  });
});
