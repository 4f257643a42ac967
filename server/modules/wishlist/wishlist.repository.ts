import { and, count, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSecrets, products, users, wishlistItems } from '../../db/schema';
import { PRICE_DROP_PERCENT, PRICE_DROP_QUIET_DAYS } from '../../../common/contracts/wishlist';

/** The user row, locked until the transaction ends: one buyer's adds queue up, so the limit holds under races. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return !!row;
}

export async function productPrice(tx: DbOrTx, productId: string): Promise<number | null> {
  const [row] = await tx
    .select({ salePricePaise: products.salePricePaise })
    .from(products)
    .where(eq(products.id, productId));
  return row?.salePricePaise ?? null;
}

export async function countItems(tx: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return Number(n);
}

export async function findItem(tx: DbOrTx, userId: string, productId: string) {
  const [row] = await tx
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return row ?? null;
}

export async function insertItem(
  tx: DbOrTx,
  row: {
    userId: string;
    productId: string;
    priceWhenSavedPaise: number;
    notifyBackInStock: boolean;
    notifyPriceDrop: boolean;
  },
) {
  await tx.insert(wishlistItems).values(row);
}

/** Changes the switches given; a switch turned on starts its alert afresh (nothing due from before). */
export async function updateSwitches(
  tx: DbOrTx,
  id: string,
  switches: { notifyBackInStock?: boolean; notifyPriceDrop?: boolean },
) {
  const set: Partial<typeof wishlistItems.$inferInsert> = { updatedAt: new Date() };
  if (switches.notifyBackInStock !== undefined) {
    set.notifyBackInStock = switches.notifyBackInStock;
    if (!switches.notifyBackInStock) set.backInStockDueAt = null;
  }
  if (switches.notifyPriceDrop !== undefined) set.notifyPriceDrop = switches.notifyPriceDrop;
  await tx.update(wishlistItems).set(set).where(eq(wishlistItems.id, id));
}

export async function deleteItem(tx: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const deleted = await tx
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return deleted.length > 0;
}

/** The buyer's saved products with their current values, newest saved first. */
export async function listItems(db: DbOrTx, userId: string) {
  return db
    .select({
      productId: products.id,
      title: products.title,
      translations: products.translations,
      image: products.image,
      salePricePaise: products.salePricePaise,
      totalStock: products.totalStock,
      priceWhenSavedPaise: wishlistItems.priceWhenSavedPaise,
      notifyBackInStock: wishlistItems.notifyBackInStock,
      notifyPriceDrop: wishlistItems.notifyPriceDrop,
      createdAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export async function alertsOn(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.wishlistAlerts }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** Sets the buyer's wishlist mails on or off as a whole; false when there is no such user. */
export async function setAlerts(db: DbOrTx, userId: string, on: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ wishlistAlerts: on })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- alerts

/** What an alert mail needs of one wished product and its buyer. */
const alertColumns = {
  itemId: wishlistItems.id,
  userId: users.id,
  email: users.email,
  userName: users.userName,
  /** The language of the buyer's mails, and the product's Hindi title for a Hindi one (issue 50). */
  language: users.language,
  productId: products.id,
  title: products.title,
  translations: products.translations,
  image: products.image,
  salePricePaise: products.salePricePaise,
  totalStock: products.totalStock,
};

/**
 * Back-in-stock mails due (the database marked them when the stock left 0), claimed for this sweeper: the
 * mark is cleared in the same statement that takes the rows (FOR UPDATE SKIP LOCKED), so each return to stock
 * is mailed at most once, whichever instance sweeps. Oldest first, at most `limit`.
 */
export async function claimBackInStock(tx: DbOrTx, limit: number) {
  const due = await tx
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(isNotNull(wishlistItems.backInStockDueAt))
    .orderBy(wishlistItems.backInStockDueAt, wishlistItems.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((d) => d.id);
  await tx.update(wishlistItems).set({ backInStockDueAt: null }).where(inArray(wishlistItems.id, ids));
  return tx
    .select(alertColumns)
    .from(wishlistItems)
    .innerJoin(users, eq(users.id, wishlistItems.userId))
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(inArray(wishlistItems.id, ids));
}

/**
 * Whether a back-in-stock mail may go now, read again just before sending: the product still has stock, the
 * buyer still asks for it and still takes wishlist mails.
 */
export async function backInStockStillWanted(db: DbOrTx, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .innerJoin(users, eq(users.id, wishlistItems.userId))
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(
      and(
        eq(wishlistItems.id, itemId),
        eq(wishlistItems.notifyBackInStock, true),
        eq(users.wishlistAlerts, true),
        gt(products.totalStock, 0),
      ),
    );
  return !!row;
}

/**
 * Price-drop mails due at `now`, claimed: the buyer asked and takes wishlist mails, the price is at least
 * PRICE_DROP_PERCENT below the one the buyer saved it at or was last told of (price × 100 ≤ reference × (100 −
 * 5), in whole paise), and no price-drop mail for it went in the PRICE_DROP_QUIET_DAYS before `now`. The
 * claim records the price told and the time in the same transaction (FOR UPDATE SKIP LOCKED).
 */
export async function claimPriceDrops(tx: DbOrTx, now: Date, limit: number) {
  const quietSince = new Date(now.getTime() - PRICE_DROP_QUIET_DAYS * 86_400_000);
  const reference = sql`coalesce(${wishlistItems.lastToldPricePaise}, ${wishlistItems.priceWhenSavedPaise})`;
  const due = await tx
    .select({
      id: wishlistItems.id,
      price: products.salePricePaise,
      told: wishlistItems.lastToldPricePaise,
    })
    .from(wishlistItems)
    .innerJoin(users, eq(users.id, wishlistItems.userId))
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(
      and(
        eq(wishlistItems.notifyPriceDrop, true),
        eq(users.wishlistAlerts, true),
        sql`${products.salePricePaise}::bigint * 100 <= ${reference}::bigint * ${100 - PRICE_DROP_PERCENT}`,
        or(sql`${wishlistItems.priceDropMailedAt} is null`, lte(wishlistItems.priceDropMailedAt, quietSince)),
      ),
    )
    .orderBy(wishlistItems.id)
    .limit(limit)
    .for('update', { of: wishlistItems, skipLocked: true });
  if (due.length === 0) return [];
  for (const d of due) {
    await tx
      .update(wishlistItems)
      .set({ lastToldPricePaise: d.price, priceDropMailedAt: now })
      .where(eq(wishlistItems.id, d.id));
  }
  const ids = due.map((d) => d.id);
  const told = new Map(due.map((d) => [d.id, d.told]));
  const rows = await tx
    .select({
      ...alertColumns,
      priceWhenSavedPaise: wishlistItems.priceWhenSavedPaise,
    })
    .from(wishlistItems)
    .innerJoin(users, eq(users.id, wishlistItems.userId))
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(inArray(wishlistItems.id, ids));
  /** lastToldPricePaise: the price of the previous mail (null for the first), which this drop is measured from. */
  return rows.map((r) => ({ ...r, lastToldPricePaise: told.get(r.itemId) ?? null }));
}

// ---------------------------------------------------------------- owner's view

/** The most wished products: how many buyers saved each, and how many of them wait for it to come back. */
export async function mostWished(db: DbOrTx, limit: number) {
  const wishes = sql<number>`count(*)::int`;
  const waiting = sql<number>`(count(*) filter (where ${wishlistItems.notifyBackInStock} and ${products.totalStock} = 0))::int`;
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      image: products.image,
      totalStock: products.totalStock,
      wishes,
      waiting,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .groupBy(products.id)
    .orderBy(desc(wishes), desc(waiting), products.title, products.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, wishes: Number(r.wishes), waiting: Number(r.waiting) }));
}

/** For each product id given, how many buyers asked to be told when it is back in stock. */
export async function waitingFor(db: DbOrTx, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: wishlistItems.productId, n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(and(inArray(wishlistItems.productId, productIds), eq(wishlistItems.notifyBackInStock, true)))
    .groupBy(wishlistItems.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}

// ---------------------------------------------------------------- the signing key

/** The named secret, made by the first instance that asks (insert … on conflict do nothing) and then shared. */
export async function ensureSecret(db: DbOrTx, name: string, fresh: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row.value;
}
