import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's security headers, worked out once. @fastify/helmet calls `helmet(options)` on every request,
 * which parses the CSP directives and builds every middleware again (a profile of the catalog under load
 * put it at several per cent of the server's CPU). The headers depend on the options only (no nonces here),
 * so they are computed at start by running helmet once against a stand-in response, then set on every
 * reply as they are.
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

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
