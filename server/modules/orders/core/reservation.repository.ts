import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderItems, orders, products } from '../../../db/schema';
import { releaseDiscountUse } from '../../discounts';
import { giveBackOrderCard } from '../../giftcards';

/**
 * Stock reservation, the one place that moves total_stock for orders. Run inside a transaction.
 *
 * reserveStock takes every line with a conditional UPDATE (… WHERE total_stock >= qty), in product-id
 * order so that concurrent checkouts cannot deadlock; the CHECK (total_stock >= 0) constraint is the last
 * line of defence. It returns the first line that is short, or null when all were reserved; the caller
 * must roll back the transaction on a short line (all or nothing).
 */
export async function reserveStock(
  tx: DbOrTx,
  lines: { productId: string; quantity: number }[],
): Promise<{ productId: string } | null> {
  const sorted = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  for (const line of sorted) {
    const updated = await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.totalStock} >= ${line.quantity}`))
      .returning({ id: products.id });
    if (updated.length === 0) return { productId: line.productId };
  }
  return null;
}

/**
 * Gives an order's reserved stock back, once: only the caller that flips stock_reserved from true to
 * false adds the quantities back, so concurrent releases (webhook, capture, sweeper, admin delete) are safe.
 * An order that releases its stock ended unpaid (failed, expired, cancelled, a refused parcel): it gives its
 * discount code's use back too (decision 029) and its gift card's part to the card (decision 033); a paid order's
 * stock was settled, so it keeps both (a paid order's card part goes back with its cancellation or refund).
 * Returns whether this call released anything.
 */
export async function releaseReservation(tx: DbOrTx, orderId: string): Promise<boolean> {
  const flipped = await tx
    .update(orders)
    .set({ stockReserved: false, orderUpdateDate: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stockReserved, true)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return false;
  await releaseDiscountUse(tx, orderId);
  await giveBackOrderCard(tx, orderId, new Date());
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId);
  for (const line of lines.sort((a, b) => a.productId.localeCompare(b.productId))) {
    // A product deleted since the order was placed has nothing to give back to.
    await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} + ${line.quantity}` })
      .where(inArray(products.id, [line.productId]));
  }
  return true;
}

/** Marks a paid order's stock as sold: it stays taken and is never released again. */
export async function settleReservation(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.update(orders).set({ stockReserved: false }).where(eq(orders.id, orderId));
}

/**
 * Puts goods that came back (a paid order cancelled, returned items fit to sell) back on the shelf, in product-id
 * order like reserveStock. A product deleted since has nothing to take them.
 */
export async function returnToStock(
  tx: DbOrTx,
  lines: { productId: string; quantity: number }[],
): Promise<void> {
  const byProduct = new Map<string, number>();
  for (const l of lines) {
    // Stryker disable next-line EqualityOperator: a line of 0 adds nothing either way.
    if (l.quantity > 0) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
  }
  // Stryker disable next-line MethodExpression,ArrowFunction: the id order keeps concurrent updates from deadlocking; one connection cannot see it.
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}
