import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { BUSY_MESSAGE } from './errors';
import { AdmissionQueue } from '../lib/admission-queue';
import { reportAdmission, requestsShed } from '../lib/metrics';

/**
 * Load shedding (decisions 017 and 031). The shop answers 503 with `Retry-After` and its error shape instead
 * of queueing work until every answer is late, memory runs out or the process dies, but a burst it can work
 * off within a couple of seconds (a sale: 200 buyers pressing "Place order" at once) is served, not shed:
 *
 * - at most `maxInFlight` requests are served at once; past it a request waits in a first-in-first-out queue
 *   (server/lib/admission-queue.ts) and is shed only when it has waited longer than `queueWaitMs`, or at once
 *   when `maxQueue` requests are already waiting (requests queue for the database anyway: PGlite serves one
 *   query at a time, the PostgreSQL pool ten; past 16 at once, page renders took turns with health itself);
 * - the event loop's mean delay over the last second above `maxEventLoopDelayMs`, or the loop busy more than
 *   `maxEventLoopUtilization` of it (CPU-bound work: page renders, PGlite's queries, which run on this thread);
 * - V8's heap above `maxHeapBytes`, or the process's RSS above `maxRssBytes`.
 * The sampled limits are checked when a request arrives, before it queues, and again when one that waited gets
 * its turn (the loop stalled or memory past its limit: shed then, reason `pressureAfterWait`).
 *
 * `/api/health`, `/api/ready` and `/metrics` are never queued nor shed: probes must keep answering under load.
 * A limit of 0 is off.
 */

export interface OverloadOptions {
  /** Requests served at once; past it they queue (0: no limit, nothing queues). */
  maxInFlight: number;
  /** Requests that may wait for a turn; past it a request is shed at once. */
  maxQueue: number;
  /** The longest a request waits for its turn (ms) before it is shed. */
  queueWaitMs: number;
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
    requestsShed.inc({ reason });
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

  // After under-pressure's own onRequest hook (registered above): the sampled limits turn a request away
  // when it arrives, and one admitted to the queue waits only for its turn.
  const queue = new AdmissionQueue({
    concurrency: opts.maxInFlight,
    maxQueue: opts.maxQueue,
    maxWaitMs: opts.queueWaitMs,
  });
  app.decorate('admission', queue);
  reportAdmission(() => ({ running: queue.running, waiting: queue.waiting }));
  app.addHook('onRequest', async (request, reply) => {
    if (isExempt(request)) return;
    const ticket = queue.enter();
    // A turn is held from admission until the answer is sent or the client goes away; a client that goes
    // away while waiting leaves the queue.
    reply.raw.once('close', ticket.leave);
    const admission = await ticket.admission;
    if (admission === 'admitted') {
      // One that waited gets its turn only if the sampled guards still allow it: as before the queue, work is not
      // started while the loop is stalled or memory is past its limit (under a sustained overload, the requests
      // let in from the queue kept the loop stalled and health answered late: decision 031).
      if (ticket.queuedAt === undefined || !app.isUnderPressure() || Date.now() < readyAt + STARTUP_GRACE_MS)
        return;
      ticket.leave();
      return reply.send(shed(request, reply, 'pressureAfterWait', Date.now() - ticket.queuedAt));
    }
    return reply.send(
      shed(
        request,
        reply,
        admission,
        admission === 'deadline' ? Date.now() - ticket.queuedAt! : queue.waiting,
      ),
    );
  });
}

export const overloadPlugin = fp(overload, { name: 'overload' });

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission queue (server/lib/admission-queue.ts): its running and waiting counts feed /metrics. */
    admission: AdmissionQueue;
  }
}
