import type { DbOrTx } from '../../db/client';
import { creditNoteItems } from '../orders';
import { getSettings } from '../settings';
import * as repo from './gst.repository';
import { gstr1Csv, monthBounds } from './gstr1';

/** GSTR-1 of one month (YYYY-MM, IST) as CSV: the month's invoices and credit notes, from their frozen figures and lines. */
export async function gstr1ForMonth(db: DbOrTx, month: string): Promise<{ filename: string; csv: string }> {
  const { from, to } = monthBounds(month);
  const orders = await repo.invoicedOrdersBetween(db, from, to);
  const notes = await repo.creditNotesBetween(db, from, to);
  const items = await repo.itemsOf(db, [
    ...new Set([...orders.map((o) => o.id), ...notes.map((n) => n.order.id)]),
  ]);
  const itemsOf = (orderId: string) => items.filter((i) => i.orderId === orderId);
  const noteLines = await repo.linesOfNotes(
    db,
    notes.map((n) => n.note.id),
  );
  const settings = await getSettings(db);
  const csv = gstr1Csv({
    month,
    sellerGstin: settings.gstNumber,
    invoices: orders.map((order) => ({ order, items: itemsOf(order.id) })),
    // A note's lines are what it credited (a whole invoice, or a refund's part of it).
    creditNotes: notes.map(({ note, order }) => ({
      note,
      order,
      items: creditNoteItems(
        itemsOf(order.id),
        noteLines.filter((l) => l.creditNoteId === note.id),
      ),
    })),
  });
  return { filename: `GSTR-1-${month}.csv`, csv };
}
