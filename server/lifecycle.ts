import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { migrationsPending } from './db/client';

/**
 * An instance's life as a load balancer sees it (decision 016): `starting` until start.ts has migrated,
 * seeded and started listening, `ready` while it serves, `draining` from SIGTERM until it exits.
 * GET /api/ready is the readiness check (200 only when ready, the database answers and no migration is
 * pending); GET /api/health stays the cheap liveness check.
 */
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  readonly phase: Phase;
  markReady(): void;
  beginDrain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let phase: Phase = 'starting';
  app.decorate('lifecycle', {
    get phase() {
      return phase;
    },
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    beginDrain() {
      phase = 'draining';
    },
  } satisfies Lifecycle);

  // While draining, every answer closes its connection, so the balancer opens new ones (to other instances,
  // once this one stops listening) instead of reusing one that is about to close.
  app.addHook('onSend', async (_request, reply) => {
    if (phase === 'draining') reply.header('connection', 'close');
  });

  // Migrations never go back: once current, they are not read again.
  let migrationsCurrent = false;
  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (phase !== 'ready') return reply.status(503).send({ status: phase });
    try {
      await app.database.ping();
      if (!migrationsCurrent) migrationsCurrent = (await migrationsPending(app.database)) === 0;
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
    if (!migrationsCurrent) return reply.status(503).send({ status: 'migrations pending' });
    return { status: 'ready' };
  });
});

export interface ShutdownOptions {
  /** Seconds between readiness turning 503 and closing the listener (for balancers that poll readiness). */
  delaySeconds: number;
  /** Seconds the requests and work in flight get to finish before the process exits anyway (code 1). */
  graceSeconds: number;
}

/**
 * Graceful stop on SIGTERM / SIGINT: not ready at once; after `delaySeconds` the listener closes (idle
 * keep-alive connections too) while requests in flight finish; then app.close's onClose hooks stop the
 * background work and close the database (start.ts); exit 0. Past `graceSeconds` it exits 1 without waiting further.
 */
export function handleShutdownSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.beginDrain();
    app.log.info(
      { signal, delaySeconds: options.delaySeconds, graceSeconds: options.graceSeconds },
      'draining: readiness is 503',
    );
    const deadline = setTimeout(
      () => {
        app.log.error(
          { graceSeconds: options.graceSeconds },
          'shutdown grace period over; exiting with work unfinished',
        );
        process.exit(1);
      },
      (options.delaySeconds + options.graceSeconds) * 1000,
    );
    deadline.unref();
    if (options.delaySeconds > 0)
      await new Promise((resolve) => setTimeout(resolve, options.delaySeconds * 1000));
    app.log.info('closing the listener; finishing requests in flight');
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
