import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, carts, categories, products } from '../../db/schema';

export async function findCartId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id ?? null;
}

/** The user's cart and when it last changed. */
export async function findCart(db: DbOrTx, userId: string): Promise<{ id: string; updatedAt: Date } | null> {
  const [row] = await db
    .select({ id: carts.id, updatedAt: carts.updatedAt })
    .from(carts)
    .where(eq(carts.userId, userId));
  return row ?? null;
}

/** The user's cart id, creating the cart on first use (one per user, by the unique index). */
export async function ensureCart(tx: DbOrTx, userId: string): Promise<string> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const id = await findCartId(tx, userId);
  if (!id) throw new Error('cart vanished after insert');
  return id;
}

/** Every item of a cart with its product's current values, oldest first. */
export async function cartLines(db: DbOrTx, cartId: string) {
  return db
    .select({
      productId: products.id,
      title: products.title,
      // The Hindi title alone (not the description), null when the product has none.
      titleHi: sql<string | null>`nullif(${products.translations} #>> '{hi,title}', '')`,
      image: products.image,
      hsn: products.hsn,
      category: products.category,
      brand: products.brand,
      pricePaise: products.pricePaise,
      salePricePaise: products.salePricePaise,
      cgstPercent: products.cgstPercent,
      sgstPercent: products.sgstPercent,
      totalStock: products.totalStock,
      quantity: cartItems.quantity,
      // Packed as fragile: the product's own flag, or its category's (the categories' unique name index finds it).
      fragile: sql<boolean>`(${products.fragile} or exists (select 1 from ${categories} where ${categories.kind} = 'category'
        and lower(${categories.name}) = lower(${products.category}) and ${categories.fragile}))`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The product's stock, row-locked until the transaction ends, so cart changes of one product queue up. */
export async function lockProductStock(
  tx: DbOrTx,
  productId: string,
): Promise<{ totalStock: number } | undefined> {
  const [row] = await tx
    .select({ totalStock: products.totalStock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

export async function itemQuantity(tx: DbOrTx, cartId: string, productId: string): Promise<number | null> {
  const [row] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return row?.quantity ?? null;
}

/** Sets an item's quantity, inserting the item when the cart does not hold it yet. */
export async function upsertItem(tx: DbOrTx, cartId: string, productId: string, quantity: number) {
  await tx
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
  await touchCart(tx, cartId);
}

/** Removes an item; false when the cart did not hold it. */
export async function deleteItem(tx: DbOrTx, cartId: string, productId: string): Promise<boolean> {
  const deleted = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  if (deleted.length) await touchCart(tx, cartId);
  return deleted.length > 0;
}

export async function deleteAllItems(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .delete(cartItems)
    .where(sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`);
}

async function touchCart(tx: DbOrTx, cartId: string) {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}
