import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's security headers, worked out once. @fastify/helmet calls `helmet(options)` on every request,
 * which parses the CSP directives and builds every middleware again (a profile of the catalog under load
 * put it at several per cent of the server's CPU). The headers depend on the options only (no nonces here),
 * so they are computed at start by running helmet once against a stand-in response, then set on every
 * reply as they are. Beside Helmet's: a Permissions-Policy, and HSTS only on requests that came over https
 * (directly, or through a proxy TRUST_PROXY believes).
 */
export const securityHeaders = fp<HelmetOptions>(async (app, options) => {
  const headers: Record<string, string> = {};
  const stand = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, stand, () => {});
  // HSTS means something only over https; over plain http it is noise at best.
  const hsts = headers[HSTS];
  delete headers[HSTS];
  headers['permissions-policy'] = PERMISSIONS_POLICY;

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (hsts && request.protocol === 'https') reply.header(HSTS, hsts);
    done();
  });
});

const HSTS = 'strict-transport-security';

/** Browser features the shop never uses, turned off for its pages and anything they embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
