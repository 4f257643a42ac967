import type { DbOrTx } from '../../db/client';
import { getSettings } from '../settings';
import * as repo from './gst.repository';
import { gstr1Csv, monthBounds } from './gstr1';

/** GSTR-1 of one month (YYYY-MM, IST) as CSV: the month's invoices and credit notes, from their frozen figures. */
export async function gstr1ForMonth(db: DbOrTx, month: string): Promise<{ filename: string; csv: string }> {
  const { from, to } = monthBounds(month);
  const orders = await repo.invoicedOrdersBetween(db, from, to);
  const notes = await repo.creditNotesBetween(db, from, to);
  const items = await repo.itemsOf(db, [...new Set([...orders.map((o) => o.id), ...notes.map((n) => n.order.id)])]);
  const itemsOf = (orderId: string) => items.filter((i) => i.orderId === orderId);
  const settings = await getSettings(db);
  const csv = gstr1Csv({
    month,
    sellerGstin: settings.gstNumber,
    invoices: orders.map((order) => ({ order, items: itemsOf(order.id) })),
    creditNotes: notes.map(({ note, order }) => ({ note, order, items: itemsOf(order.id) })),
  });
  return { filename: `GSTR-1-${month}.csv`, csv };
}
