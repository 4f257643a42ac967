import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  cartItems,
  carts,
  creditNoteLines,
  creditNotes,
  creditNoteSequences,
  idempotencyKeys,
  invoiceSequences,
  orderItems,
  orders,
  paymentEvents,
  payments,
  products,
  users,
} from '../../../db/schema';

/** Queries of the orders module; rules and transactions live in orders.service.ts. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;

export async function productStock(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ totalStock: products.totalStock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.totalStock ?? 0;
}

export async function insertOrder(tx: DbOrTx, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId: row.id, position })));
  return row;
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert) {
  await tx.insert(payments).values(values);
}

export async function updatePayment(
  tx: DbOrTx,
  merchantOrderId: string,
  values: Partial<
    Pick<typeof payments.$inferInsert, 'status' | 'providerOrderId' | 'providerPaymentId' | 'redirectUrl'>
  >,
) {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.merchantOrderId, merchantOrderId));
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findOrderByMerchantOrderId(
  db: DbOrTx,
  merchantOrderId: string,
): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.merchantOrderId, merchantOrderId));
  return row ?? null;
}

export async function itemsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/**
 * An unpaid online order holding stock for its payment page: the 15-minute hold, its limits and the sweeper.
 * A cash-on-delivery order holds its stock until it is delivered or cancelled, so none of that applies to it.
 */
const onlineHold = and(
  eq(orders.stockReserved, true),
  eq(orders.paymentStatus, 'pending'),
  ne(orders.paymentMethod, 'cod'),
);

/** A cash-on-delivery order whose cash is still to come: not paid, not ended. */
export const openCashOrder = and(
  eq(orders.paymentMethod, 'cod'),
  eq(orders.paymentStatus, 'pending'),
  ne(orders.orderStatus, 'rejected'),
);

/** How many of the user's cash-on-delivery orders are open (unpaid and not ended). */
export async function openCashOrdersOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), openCashOrder));
  return Number(row?.count ?? 0);
}

/**
 * A dispatched cash-on-delivery order delivered with its cash in hand: paid and delivered, once (only from
 * inShipping and unpaid). Null when the order was not in that state.
 */
export async function markCashCollected(tx: DbOrTx, orderId: string, paidAt: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      orderStatus: 'delivered',
      paidAt,
      deliveredAt: paidAt,
      orderUpdateDate: new Date(),
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentMethod, 'cod'),
        eq(orders.paymentStatus, 'pending'),
        eq(orders.orderStatus, 'inShipping'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The user's orders, newest first. */
export async function ordersOfUser(db: DbOrTx, userId: string, limit = 500): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit);
}

/** The user's unpaid orders that still hold stock. */
export async function unpaidReservingOrdersOfUser(
  db: DbOrTx,
  userId: string,
  limit = 5,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), onlineHold))
    .orderBy(asc(orders.orderDate))
    .limit(limit);
}

// ---------------------------------------------------------------- the cart a checkout turns into an order

/**
 * Locks the cart's row until the transaction ends, and answers its version (when it last changed); null when the
 * cart is gone. An account has one cart, so this is also the account's checkout lock: the checks that count the
 * account's orders and the insert of the next one run under it.
 */
export async function lockCart(tx: DbOrTx, cartId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ updatedAt: carts.updatedAt })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for('update');
  return row?.updatedAt ?? null;
}

/** The cart was turned into the order placed at `at`: that is its version now. */
export async function markCartOrdered(tx: DbOrTx, cartId: string, at: Date): Promise<void> {
  await tx.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId));
}

/** The user's order placed from the cart at `at` (the one that made the cart's version `at`), if any. */
export async function orderOfCartAt(
  tx: DbOrTx,
  userId: string,
  cartId: string,
  at: Date,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderDate, at), eq(orders.cartId, cartId)));
  return row ?? null;
}

/** The redirect of an order's payment page, once its checkout has opened it with the provider (else null). */
export async function paymentPageOf(db: DbOrTx, merchantOrderId: string): Promise<string | null> {
  const [row] = await db
    .select({ redirectUrl: payments.redirectUrl })
    .from(payments)
    .where(eq(payments.merchantOrderId, merchantOrderId));
  return row?.redirectUrl ?? null;
}

/** How many unpaid orders of the user still hold stock, and when the first of their holds ends. */
export async function unpaidHoldsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ count: number; firstEnds: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      firstEnds: sql<string | null>`min(${orders.reservationExpiresAt})`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), onlineHold));
  return { count: Number(row?.count ?? 0), firstEnds: row?.firstEnds ? new Date(row.firstEnds) : null };
}

/** When the user's orders that were never paid, placed at or after `since`, were placed: oldest first. */
export async function unpaidOrderTimesSince(db: DbOrTx, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ orderDate: orders.orderDate })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.paymentStatus, 'paid'),
        ne(orders.paymentMethod, 'cod'),
        gte(orders.orderDate, since),
      ),
    )
    .orderBy(asc(orders.orderDate));
  return rows.map((r) => r.orderDate);
}

/** The e-mail address of an account (its login), null when the account is gone. */
export async function accountEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** The account's e-mail with the language of its mails (issue 50); null when the account is gone. */
export async function accountRecipient(
  db: DbOrTx,
  userId: string,
): Promise<{ email: string; language: 'en' | 'hi' } | null> {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The translations of products by id: the Hindi names of an order's lines in a Hindi mail. */
export async function productTranslationsOf(
  db: DbOrTx,
  productIds: string[],
): Promise<Map<string, (typeof products.$inferSelect)['translations']>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, translations: products.translations })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.id, r.translations]));
}

/** pending → paid/confirmed, only while unpaid and not rejected; returns the row when this call changed it. */
export async function markPaid(
  tx: DbOrTx,
  orderId: string,
  values: { paymentId: string | null; payerId: string | null; paidAt: Date },
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: values.paymentId,
      payerId: values.payerId,
      paidAt: values.paidAt,
      orderUpdateDate: values.paidAt,
    })
    .where(
      and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), ne(orders.orderStatus, 'rejected')),
    )
    .returning();
  return row ?? null;
}

/** pending → failed/rejected; returns the row when this call changed it. */
export async function markFailed(tx: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'failed', orderStatus: 'rejected', orderUpdateDate: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
    .returning();
  return row ?? null;
}

/** The buyer cancelled the order: it ends rejected, with the time it was cancelled. */
export async function cancelOrderRow(tx: DbOrTx, orderId: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ orderStatus: 'rejected', cancelledAt: at, orderUpdateDate: at })
    .where(eq(orders.id, orderId));
}

export async function setInvoiceNumber(
  tx: DbOrTx,
  orderId: string,
  invoiceNumber: string,
  invoicedAt: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ invoiceNumber, invoicedAt })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/** The next number of a financial year's invoice sequence (the row lock serializes concurrent payments). */
export async function nextInvoiceSequence(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.financialYear,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return row.lastNumber;
}

// ---------------------------------------------------------------- credit notes

/** The next number of a financial year's credit note series (its own series, row-locked like invoices'). */
export async function nextCreditNoteSequence(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteSequences)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteSequences.financialYear,
      set: { lastNumber: sql`${creditNoteSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteSequences.lastNumber });
  return row.lastNumber;
}

/** A credit note and its lines, inside the caller's transaction. */
export async function insertCreditNote(
  tx: DbOrTx,
  values: typeof creditNotes.$inferInsert,
  lines: Omit<typeof creditNoteLines.$inferInsert, 'creditNoteId'>[],
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  if (lines.length)
    await tx.insert(creditNoteLines).values(lines.map((l) => ({ ...l, creditNoteId: row.id })));
  return row;
}

/** An order's credit notes, oldest first. */
export async function creditNotesOfOrder(db: DbOrTx, orderId: string): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}

/** The first credit note of an order (the one SPEC-era answers name), or null. */
export async function findCreditNote(db: DbOrTx, orderId: string): Promise<CreditNoteRow | null> {
  return (await creditNotesOfOrder(db, orderId))[0] ?? null;
}

export async function creditNotesOfOrders(db: DbOrTx, orderIds: string[]): Promise<CreditNoteRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}

/** The lines of these credit notes. */
export async function linesOfCreditNotes(db: DbOrTx, noteIds: string[]): Promise<CreditNoteLineRow[]> {
  if (noteIds.length === 0) return [];
  return db.select().from(creditNoteLines).where(inArray(creditNoteLines.creditNoteId, noteIds));
}

/** Everything the credit notes of an order credited, line by line. */
export async function creditedLinesOfOrder(db: DbOrTx, orderId: string): Promise<CreditNoteLineRow[]> {
  return db
    .select({ line: creditNoteLines })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(eq(creditNotes.orderId, orderId))
    .then((rows) => rows.map((r) => r.line));
}

/** Locks an order's row for the rest of the transaction (status changes that may issue a credit note). */
export async function lockOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function setRefundedAt(tx: DbOrTx, orderId: string, at: Date): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ refundedAt: at, orderUpdateDate: at })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/** Removes the ordered products from the user's cart. */
export async function removeCartProducts(tx: DbOrTx, userId: string, productIds: string[]) {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.productId, productIds),
        inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
      ),
    );
}

// ---------------------------------------------------------------- idempotency keys

export async function claimIdempotencyKey(
  db: DbOrTx,
  row: { userId: string; scope: string; key: string; requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function findIdempotencyKey(db: DbOrTx, userId: string, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)),
    );
  return row ?? null;
}

/** Takes over an unanswered claim made before `claimedBefore` (one caller wins); true when this call took it. */
export async function takeOverIdempotencyKey(
  db: DbOrTx,
  id: { userId: string; scope: string; key: string },
  claimedBefore: Date,
) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(
      and(
        eq(idempotencyKeys.userId, id.userId),
        eq(idempotencyKeys.scope, id.scope),
        eq(idempotencyKeys.key, id.key),
        lt(idempotencyKeys.createdAt, claimedBefore),
        isNull(idempotencyKeys.responseStatus),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function saveIdempotentResponse(
  db: DbOrTx,
  id: { userId: string; scope: string; key: string },
  responseStatus: number,
  responseBody: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus, responseBody })
    .where(
      and(
        eq(idempotencyKeys.userId, id.userId),
        eq(idempotencyKeys.scope, id.scope),
        eq(idempotencyKeys.key, id.key),
      ),
    );
}

export async function deleteIdempotencyKey(db: DbOrTx, id: { userId: string; scope: string; key: string }) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, id.userId),
        eq(idempotencyKeys.scope, id.scope),
        eq(idempotencyKeys.key, id.key),
      ),
    );
}

export async function deleteIdempotencyKeysBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

// ---------------------------------------------------------------- payment events

/** Records a provider event once per (provider, dedupeKey); true when this call recorded it. */
export async function recordPaymentEvent(
  db: DbOrTx,
  event: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function deletePaymentEvent(db: DbOrTx, provider: string, dedupeKey: string) {
  await db
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.dedupeKey, dedupeKey)));
}

// ---------------------------------------------------------------- reservation sweeper

/**
 * Claims up to `limit` unpaid orders whose reservation has expired, for one sweeper: the rows are locked
 * with SKIP LOCKED (another instance's sweeper passes over them) and leased by moving their expiry
 * `leaseSeconds` ahead, so no other sweeper picks them up while this one asks the provider.
 */
export async function claimExpiredReservations(tx: DbOrTx, now: Date, leaseSeconds: number, limit: number) {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(onlineHold, lt(orders.reservationExpiresAt, now)))
    .orderBy(asc(orders.reservationExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(orders)
    .set({ reservationExpiresAt: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(
      inArray(
        orders.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}
