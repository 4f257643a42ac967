import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutbox(db: DbOrTx, row: typeof mailOutbox.$inferInsert): Promise<OutboxRow> {
  const [created] = await db.insert(mailOutbox).values(row).returning();
  return created;
}

/** The newest messages first, optionally only those to one address (the dev outbox reader and tests). */
export async function listOutbox(
  db: DbOrTx,
  opts: { to?: string; limit?: number } = {},
): Promise<OutboxRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = opts.to ? query.where(eq(mailOutbox.to, opts.to)) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(opts.limit ?? 20);
}

/**
 * Failed mails due for another try at `now`, claimed for this sweeper: in one short transaction, locked with
 * FOR UPDATE SKIP LOCKED and leased (next_attempt_at moved `leaseSeconds` ahead), so a second sweeper, here or
 * on another instance, neither waits for them nor takes them. A sweeper that dies mid-batch leaves its mails
 * to be claimed again when the lease runs out. Transactional mails (orders, accounts) are taken before alerts.
 */
export async function claimDueMail(
  tx: DbOrTx,
  now: Date,
  leaseSeconds: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'failed'),
        isNotNull(mailOutbox.nextAttemptAt),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    )
    // Order mails first: a flood of wishlist alerts waits behind them, never the other way round.
    .orderBy(sql`${mailOutbox.kind} = 'alert'`, asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(
      inArray(
        mailOutbox.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

/** Records one more try of a claimed mail: sent, or failed with its next try (null: failed for good). */
export async function recordAttempt(
  db: DbOrTx,
  id: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string; nextAttemptAt: Date | null },
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      attempts: sql`${mailOutbox.attempts} + 1`,
      error: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
      nextAttemptAt: outcome.status === 'failed' ? outcome.nextAttemptAt : null,
    })
    // Only a mail still failed: one another sweeper delivered after this one's lease ran out stays sent.
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  return row;
}
