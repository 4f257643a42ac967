import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests, registry, reportPool } from '../lib/metrics';

/**
 * Prometheus metrics (decision 016). Every answer is counted and timed by its route pattern (not its URL, so
 * ids do not make new series). GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`:
 * without METRICS_TOKEN it answers 404, as an unknown path, with a missing or wrong token it is 401.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  reportPool(app.database.poolStats ?? null);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = app.config.metricsToken;
  const expected = digest(token ?? '');
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.status(404).send({ success: false, message: 'No such endpoint: GET /metrics' });
    const auth = request.headers.authorization ?? '';
    const sent = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!crypto.timingSafeEqual(digest(sent), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, message: 'A valid metrics token is required' });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
});

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
