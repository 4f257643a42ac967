import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutbox(db: DbOrTx, row: typeof mailOutbox.$inferInsert): Promise<OutboxRow> {
  const [created] = await db.insert(mailOutbox).values(row).returning();
  return created;
}

/** The newest messages first, optionally only those to one address (the dev outbox reader and tests). */
export async function listOutbox(db: DbOrTx, opts: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = opts.to ? query.where(eq(mailOutbox.to, opts.to)) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(opts.limit ?? 20);
}
