import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { BUSY_MESSAGE } from './errors';

/**
 * Load shedding (decision 017). Past a limit the shop answers at once with 503, `Retry-After` and its error
 * shape, instead of queueing work until every answer is late, memory runs out or the process dies:
 *
 * - more than `maxInFlight` requests being served at once (requests queue for the database: PGlite serves one
 *   query at a time, the PostgreSQL pool ten);
 * - the event loop's mean delay over the last second above `maxEventLoopDelayMs`, or the loop busy more than
 *   `maxEventLoopUtilization` of it (CPU-bound work: page renders, PGlite's queries, which run on this thread);
 * - V8's heap above `maxHeapBytes`, or the process's RSS above `maxRssBytes`.
 *
 * `/api/health`, `/api/ready` and `/metrics` are never shed: probes must keep answering under load. A limit of 0 is off.
 */

export interface OverloadOptions {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** Share of the last second the event loop was busy (0–1). */
  maxEventLoopUtilization: number;
  maxHeapBytes: number;
  maxRssBytes: number;
  /** Seconds a shed client is asked to wait. */
  retryAfterSeconds?: number;
}

// Probes must answer under load: the balancer's liveness and readiness checks, and the metrics scrape.
export const OVERLOAD_EXEMPT_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);
export const OVERLOAD_MESSAGE = BUSY_MESSAGE;
const RETRY_AFTER_SECONDS = 5;
const LOG_EVERY_MS = 10_000;
const STARTUP_GRACE_MS = 2_000;

function isExempt(request: FastifyRequest): boolean {
  const q = request.url.indexOf('?');
  return OVERLOAD_EXEMPT_PATHS.has(q === -1 ? request.url : request.url.slice(0, q));
}

async function overload(app: FastifyInstance, opts: OverloadOptions) {
  const retryAfter = opts.retryAfterSeconds ?? RETRY_AFTER_SECONDS;
  // One log line per LOG_EVERY_MS at most: a line per shed request would add to the load being shed.
  let shedCount = 0;
  let lastLog = 0;
  const shed = (request: FastifyRequest, reply: FastifyReply, reason: string, value?: number) => {
    shedCount++;
    if (Date.now() - lastLog >= LOG_EVERY_MS) {
      request.log.warn(
        { overload: { reason, value, shed: shedCount } },
        `overloaded: ${shedCount} request(s) answered 503`,
      );
      lastLog = Date.now();
      shedCount = 0;
    }
    reply.status(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
    return { success: false, message: OVERLOAD_MESSAGE };
  };

  // Requests being served now: counted from their arrival until their answer is sent or the client goes away.
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (isExempt(request)) return;
    if (opts.maxInFlight > 0 && inFlight >= opts.maxInFlight)
      return reply.send(shed(request, reply, 'inFlight', inFlight));
    inFlight++;
    reply.raw.once('close', () => inFlight--);
  });

  // The first samples after start measure the start itself (migrations, seeding, building the app block the
  // loop): they say nothing about load, so the sampled limits apply from STARTUP_GRACE_MS after ready.
  let readyAt = Infinity;
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });

  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    maxHeapUsedBytes: opts.maxHeapBytes,
    maxRssBytes: opts.maxRssBytes,
    maxEventLoopUtilization: opts.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    // Returning a body sends it; returning nothing lets the request through (the exempt paths). Its types say
    // void, but handlePressure in @fastify/under-pressure sends any other returned value.
    pressureHandler: (request, reply, type, value) =>
      (isExempt(request) || Date.now() < readyAt + STARTUP_GRACE_MS
        ? undefined
        : shed(request, reply, type, value)) as unknown as void,
  });
}

export const overloadPlugin = fp(overload, { name: 'overload' });
