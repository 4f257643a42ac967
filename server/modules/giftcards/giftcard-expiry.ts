import type { Db } from '../../db/client';
import { startPeriodic, type PeriodicLog } from '../../lib/periodic';
import * as repo from './giftcards.repository';

/**
 * Expiry (issue 47, decision 033): a card past its expiry has the balance left written off by one `expired`
 * entry (through moveBalance), once: a card with an `expired` entry is not taken again, so money given back to
 * it later (a cancelled order it paid) stays the buyer's, for the owner to extend or adjust.
 */

export const EXPIRY_BATCH = 100;
/** Once an hour: the balance of an expired card cannot be spent anyway (moveBalance refuses it). */
export const EXPIRY_SWEEP_MS = 3_600_000;
export const EXPIRED_NOTE = 'Balance left at expiry';

/** One sweep at `now`: how many cards it wrote off. */
export async function sweepExpiredGiftCards(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const cards = await repo.findExpired(db, now, EXPIRY_BATCH);
    for (const card of cards)
      await db.transaction((tx) =>
        repo.moveBalance(tx, {
          cardId: card.id,
          amountPaise: -card.balancePaise,
          kind: 'expired',
          now,
          note: EXPIRED_NOTE,
        }),
      );
    total += cards.length;
    if (cards.length < EXPIRY_BATCH) return total;
  }
}

/** Every EXPIRY_SWEEP_MS; start.ts starts and stops it. */
export function startGiftCardExpiry(deps: { db: Db; log: PeriodicLog }, intervalMs = EXPIRY_SWEEP_MS) {
  return startPeriodic(deps.log, 'gift card expiry', intervalMs, async () => {
    await sweepExpiredGiftCards(deps.db);
  });
}
