import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNoteLines, creditNotes, orderItems, orders } from '../../db/schema';
import type { CreditNoteLineRow, CreditNoteRow, OrderItemRow, OrderRow } from '../orders';

/** Queries of the GST returns; the rules live in gstr1.ts. */

/** Orders invoiced in [from, to) (paid online, or dispatched for cash on delivery), by invoice number. */
export async function invoicedOrdersBetween(db: DbOrTx, from: Date, to: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.invoiceNumber), gte(orders.invoicedAt, from), lt(orders.invoicedAt, to)))
    .orderBy(asc(orders.invoiceNumber));
}

/** Credit notes issued in [from, to) with their orders, by number. */
export async function creditNotesBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<{ note: CreditNoteRow; order: OrderRow }[]> {
  return db
    .select({ note: creditNotes, order: orders })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.number));
}

export async function itemsOf(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.position));
}

/** What these credit notes credited, line by line. */
export async function linesOfNotes(db: DbOrTx, noteIds: string[]): Promise<CreditNoteLineRow[]> {
  if (noteIds.length === 0) return [];
  return db.select().from(creditNoteLines).where(inArray(creditNoteLines.creditNoteId, noteIds));
}
