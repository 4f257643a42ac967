import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  'address' | 'city' | 'pincode' | 'phone' | 'notes' | 'stateCode'
>;

export async function listByUser(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function findOne(
  db: DbOrTx,
  userId: string,
  addressId: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** Locks the user's row until the transaction ends: adds of one user's addresses queue up. False if no such user. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function countByUser(tx: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return n;
}

export async function insert(tx: DbOrTx, userId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row;
}

/** Updates one of the user's addresses; the owner is part of the match and never set. */
export async function update(db: DbOrTx, userId: string, addressId: string, values: AddressValues) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row as AddressRow | undefined;
}

export async function remove(db: DbOrTx, userId: string, addressId: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
