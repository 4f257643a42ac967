import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body types this route accepts besides application/json (e.g. 'multipart/form-data' for uploads,
     * 'application/x-www-form-urlencoded' for the simulator's HTML form).
     */
    bodyTypes?: string[];
    /** Skip the cross-site check: the route authenticates its caller by other means (the PhonePe webhook). */
    crossSiteAllowed?: boolean;
  }
}

export interface RequestGuardOptions {
  /** The shop's own origins (scheme://host[:port]); an Origin header naming any other is refused. */
  allowedOrigins: string[];
  /** PUBLIC_URL is https: a page of this host served over plain http is not the shop's. */
  httpsShop: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** scheme://host[:port] of a URL, as browsers send it in Origin. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Cross-site request forgery and content-type checks for every state-changing /api request, before any
 * body is read or any handler runs (so a refused request writes nothing):
 * - 403 when `Sec-Fetch-Site` says another site sent it (`cross-site`, `same-site`), or when `Origin` is present
 *   and is neither one of the shop's origins nor the host the request was sent to. A request with neither header (curl, another server) passes.
 *   `Origin: null` passes only when the browser also says `Sec-Fetch-Site: same-origin` (a same-origin HTML
 *   form under `Referrer-Policy: no-referrer` sends `null`).
 * - 415 for a body that is not application/json, unless the route lists its type in `config.bodyTypes`:
 *   text/plain, form-urlencoded and multipart are what a cross-site page can send without a preflight.
 */
export const requestGuard = fp<RequestGuardOptions>(async (app, options) => {
  const allowed = new Set(options.allowedOrigins);

  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const config = request.routeOptions.config;

    if (!config.crossSiteAllowed) {
      const refusal = crossSiteRefusal(request, allowed, options.httpsShop);
      if (refusal) {
        request.log.warn(
          { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
          'cross-site request refused',
        );
        return reply.status(403).send({ success: false, message: refusal });
      }
    }

    const contentType = request.headers['content-type'];
    if (contentType !== undefined) {
      const type = contentType.split(';')[0].trim().toLowerCase();
      if (type !== 'application/json' && !(config.bodyTypes ?? []).includes(type)) {
        return reply.status(415).send({
          success: false,
          message: `Unsupported content type ${type || '(empty)'}: send the body as application/json`,
        });
      }
    }
  });
});

function crossSiteRefusal(
  request: FastifyRequest,
  allowed: Set<string>,
  httpsShop: boolean,
): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'Requests from other sites are not accepted';
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  if (origin === 'null' && site === 'same-origin') return undefined;
  if (allowed.has(origin) || namesThisHost(origin, request, httpsShop)) return undefined;
  return 'Requests from other sites are not accepted';
}

/**
 * True when Origin names the host the request was sent to, over the scheme it came by: a page of this very
 * server (opened at 127.0.0.1, a LAN address or another name than PUBLIC_URL's). A page elsewhere cannot
 * make a browser send this server's Host with its own Origin. The scheme counts too: on an https shop an
 * `http://` page of the same host is whatever a network in between chose to serve there.
 */
function namesThisHost(origin: string, request: FastifyRequest, httpsShop: boolean): boolean {
  const host = request.headers.host;
  if (!host) return false;
  try {
    const url = new URL(origin);
    const scheme = httpsShop ? 'https:' : `${request.protocol}:`;
    return url.host === host.toLowerCase() && url.protocol === scheme;
  } catch {
    return false;
  }
}
