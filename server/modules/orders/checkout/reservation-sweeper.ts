import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../../lib/periodic';
import { settleUnpaidOrder } from '../payment';
import { sweepOpenRefunds } from '../refunds';
import { type OrderDeps, repo } from '../core';

/**
 * Expiring reservations. An order still unpaid `config.payment.reservationMinutes` after it was placed is
 * checked with the provider: paid → confirmed as usual; failed, unknown or still pending → failed and its
 * stock released.
 *
 * Safe with several server instances: each sweep claims a batch in one short transaction with
 * FOR UPDATE SKIP LOCKED and leases it (moves its expiry `leaseSeconds` ahead), so no two sweepers check
 * the same order at once; provider calls happen after that transaction. A sweeper that dies mid-batch
 * leaves its orders to be claimed again when the lease runs out. Every change is the same conditional
 * update capture and webhooks use, so a race with them changes the order once.
 */

export interface SweepOptions {
  now?: Date;
  /** Orders per sweep. */
  limit?: number;
  /** How long a claimed order is left to this sweeper. */
  leaseSeconds?: number;
}

export interface SweepResult {
  claimed: number;
  paid: number;
  failed: number;
  /** Provider unreachable (or the amount did not match): left for a later sweep. */
  deferred: number;
}

const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

export async function sweepExpiredReservations(
  app: OrderDeps,
  opts: SweepOptions = {},
): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const claimed = await app.db.transaction((tx) =>
    repo.claimExpiredReservations(tx, now, opts.leaseSeconds ?? 120, opts.limit ?? 50),
  );
  const result: SweepResult = { claimed: claimed.length, paid: 0, failed: 0, deferred: 0 };
  for (const order of claimed) {
    try {
      const outcome = await settleUnpaidOrder(app, order);
      if (outcome?.kind === 'paid') result.paid++;
      else if (outcome?.kind === 'failed') result.failed++;
      else result.deferred++;
    } catch (err) {
      app.log.warn({ err: (err as Error).message, orderId: order.id }, 'sweeper could not settle an order');
      result.deferred++;
    }
  }
  await repo.deleteIdempotencyKeysBefore(app.db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  return result;
}

/**
 * Runs the sweeper every `intervalMs` (default a minute), expired reservations and then open refunds, until
 * stop() is called (lib/periodic.ts: a sweep never overlaps the previous one). main.ts starts it after listen and
 * stops it before closing the app.
 */
export function startSweeper(app: FastifyInstance, intervalMs = 60_000): { stop(): Promise<void> } {
  return startPeriodic(app.log, 'reservation sweep', intervalMs, async () => {
    const r = await sweepExpiredReservations(app);
    if (r.claimed) app.log.info({ sweep: r }, 'expired reservations swept');
    // Open refunds whose webhook never came (or whose request never arrived) are asked about too.
    const refunds = await sweepOpenRefunds(app);
    if (refunds.claimed) app.log.info({ sweep: refunds }, 'open refunds swept');
  });
}
