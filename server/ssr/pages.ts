import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsrResponse } from '../../common/contracts/ssr';
import { resolveSession, sessionCookieName } from '../modules/auth';
import { etagOf, matchesEtag, sendCachedBody, type CachedBody } from '../http/cached-body';
import { PageCache } from './page-cache';
import { collectHtml, type WebRenderer } from './renderer';
import { serverStorefront } from './storefront-data';
import { LANG_COOKIE } from '../../common/lang';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many visitor pages the page cache holds now. */
    pageCacheSize(): number;
  }
}

/** Visitors' pages may be kept by browsers but must be revalidated; no shared cache mixes sessions. */
const VISITOR_CACHE_CONTROL = 'no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A path that names a file (has an extension): never a page, so a missing one is a plain 404. */
const looksLikeFile = (urlPath: string) => /\.[a-z0-9]{1,8}$/i.test(urlPath);

export interface PagesOptions {
  /** Loads the renderer (built or dev); null when the web app is not built. */
  renderer: (() => Promise<WebRenderer>) | null;
  /** Where the built web app's top-level files (favicon.svg, robots.txt) are. */
  webDistDir: string;
}

const FILE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Every page of the web app, rendered on the server (web/src/entry-server.tsx) for GET and HEAD. The
 * session cookie decides the user; a logged-out visitor's page with status 200 is kept in the page cache
 * under the catalog stamp, so any change to products, categories, slider, settings or reviews (on any
 * instance) is shown at once, and a signed-in user's page is never cached or shared.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  // The catalog stamp and its invalidation after writes: server/plugins/http-caching.ts.
  const stamp = app.catalogStamp;
  const caching = app.config.catalogCache;
  const cache = new PageCache();
  app.decorate('pageCacheSize', () => cache.size);
  /** Visitor pages being rendered now, by stamp and URL: concurrent visitors of one page share one render. */
  const rendering = new Map<string, Promise<CachedBody | null>>();
  // Pages rendered by an older build name assets that are gone: a new build empties the cache.
  let cachedFor: WebRenderer | null = null;

  app.route({
    method: 'GET',
    url: '/*',
    handler: async (request, reply) => {
      const urlPath = request.url.split('?')[0];
      if (looksLikeFile(urlPath)) {
        const file = publicFile(options.webDistDir, urlPath);
        if (!file)
          return reply.status(404).type('text/plain').header('cache-control', 'no-cache').send('Not found');
        return reply
          .type(FILE_TYPES[path.extname(file)] ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=3600')
          .send(fs.createReadStream(file));
      }
      if (!options.renderer) {
        return reply
          .status(503)
          .type('text/plain')
          .header('cache-control', 'no-cache')
          .send('The web app is not built: run npm run build');
      }
      const renderer = await options.renderer();
      if (renderer !== cachedFor) {
        cache.clear();
        cachedFor = renderer;
      }
      const token = request.cookies[sessionCookieName(app.config)];
      const user = token ? await resolveSession(app.db, app.config, token) : null;
      // Keyed on the parameters the page reads, in one order; a URL with any other parameter is not kept.
      const key = renderer.cacheKey(request.url);

      // A visitor's page is taken from the cache, or rendered and kept under the stamp read before rendering
      // (a change during the render leaves it stale, never newer than it claims).
      const stampBefore = user || !caching || key === null ? null : await stamp.current();
      if (stampBefore !== null && key !== null) {
        const hit = cache.get(key, stampBefore);
        if (hit) return sendKept(request, reply, hit, 'hit');
        // The same page being rendered for another visitor: wait for it rather than render it again.
        const shared = await rendering.get(`${stampBefore}\u0000${key}`);
        if (shared) return sendKept(request, reply, shared, 'hit');
      }
      const flight = stampBefore === null || key === null ? null : `${stampBefore}\u0000${key}`;
      let settle: (entry: CachedBody | null) => void = () => {};
      if (flight) {
        rendering.set(flight, new Promise((resolve) => (settle = resolve)));
      }
      try {
        return await render(request, reply, renderer, user, key, stampBefore, settle);
      } finally {
        // Whatever happened, visitors waiting on this render go on (rendering themselves when it kept nothing).
        settle(null);
        if (flight) rendering.delete(flight);
      }
    },
  });

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    renderer: WebRenderer,
    user: Awaited<ReturnType<typeof resolveSession>>,
    key: string | null,
    stampBefore: string | null,
    settle: (entry: CachedBody | null) => void,
  ) {
    const abort = new AbortController();
    request.raw.on('close', () => abort.abort());
    const result: SsrResponse = await renderer.render({
      url: `${app.config.publicUrl}${request.url}`,
      user,
      storefront: serverStorefront(app, user),
      origin: app.config.publicUrl,
      langCookie: request.cookies[LANG_COOKIE],
      assets: (modules, entry) => renderer.assets(modules, entry),
      signal: abort.signal,
    });

    if (result.type === 'redirect') {
      // A Location header takes printable ASCII only. The guard encodes what it lets through (safeReturnTo);
      // anything else that slipped by goes to the shop's root rather than becoming a 500.
      const location = /^[\x21-\x7e]+$/.test(result.location) ? result.location : '/';
      return reply
        .status(result.status)
        .header('location', location)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .send();
    }
    if (user) {
      // Streamed straight to the browser; never stored.
      const body = new PassThrough();
      result.pipe(body);
      return reply
        .status(result.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .header('vary', 'Cookie')
        .send(body);
    }
    const html = await collectHtml(result);
    if (result.cacheable && key !== null && stampBefore !== null) {
      const entry = cache.set(key, html, stampBefore);
      settle(entry);
      return sendKept(request, reply, entry, 'miss');
    }
    return sendHtml(request, reply, result.status, html, etagOf(html), VISITOR_CACHE_CONTROL, 'bypass');
  }
}

/** A kept visitor page: 304 for a browser that has it, else precompressed as the browser accepts. */
function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheState: 'hit' | 'miss',
) {
  reply.header('x-page-cache', cacheState);
  return sendCachedBody(request, reply, entry, { cacheControl: VISITOR_CACHE_CONTROL, vary: 'Cookie' });
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: Buffer,
  etag: string,
  cacheControl: string,
  cacheState: 'bypass',
) {
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'Cookie')
    .header('etag', etag)
    .header('x-page-cache', cacheState);
  if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/** A top-level file of dist/web (favicon.svg, robots.txt) of a known type; null for anything else. */
function publicFile(webDistDir: string, urlPath: string): string | null {
  const name = urlPath.slice(1);
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name) || !(path.extname(name) in FILE_TYPES)) return null;
  const full = path.join(webDistDir, name);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? full : null;
}
