import type { Db, DbOrTx } from '../../../db/client';
import { ConflictError } from '../../../lib/errors';
import type { SessionUser } from '../../auth';
import { getSettings } from '../../settings';
import type { OrderDeps } from '../order-deps';
import * as repo from '../orders.repository';
import { getOrderForViewer } from '../orders.service';
import { financialYear, formatCreditNoteNumber, formatInvoiceNumber } from './invoice-number';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';

// ---------------------------------------------------------------- invoice

/**
 * Issues an order's tax invoice at `at`, inside the caller's transaction: the next number of that day's
 * financial year. An online order's invoice is issued when it is paid; a cash-on-delivery order's when it is
 * dispatched (CGST Act s.31(1)(a): goods that are moved are invoiced when they leave).
 */
export async function issueInvoice(tx: DbOrTx, orderId: string, at: Date): Promise<repo.OrderRow> {
  const fy = financialYear(at);
  const number = formatInvoiceNumber(fy, await repo.nextInvoiceSequence(tx, fy));
  return repo.setInvoiceNumber(tx, orderId, number, at);
}

/** The GST tax invoice of an order (paid, or a dispatched cash-on-delivery one), for its owner or an admin. */
export async function getInvoice(deps: OrderDeps, user: SessionUser, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
  const { order, items } = await getOrderForViewer(deps, user, orderId);
  if (!order.invoiceNumber) {
    throw new ConflictError(
      order.paymentMethod === 'cod'
        ? 'The invoice is available once the order is dispatched'
        : 'The invoice is available once the order is paid',
    );
  }
  const settings = await getSettings(deps.db);
  const pdf = await renderInvoicePdf(order, items, settings);
  return { filename: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`, pdf };
}

// ---------------------------------------------------------------- credit notes

/**
 * Issues the credit note that reverses an order's tax invoice in full (CGST Act s. 34), inside the caller's
 * transaction, which must hold the order's row lock: once per order (a second call returns the first note),
 * and only for an order that has an invoice (paid online, or a cash-on-delivery order once dispatched). Its number is the next of the financial year
 * of its own date.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  order: repo.OrderRow,
  reason: repo.CreditNoteRow['reason'],
  at = new Date(),
): Promise<repo.CreditNoteRow | null> {
  if (!order.invoiceNumber) return null;
  const existing = await repo.findCreditNote(tx, order.id);
  if (existing) return existing;
  const fy = financialYear(at);
  return repo.insertCreditNote(tx, {
    orderId: order.id,
    number: formatCreditNoteNumber(fy, await repo.nextCreditNoteSequence(tx, fy)),
    reason,
    issuedAt: at,
    taxablePaise: order.subtotalPaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    igstPaise: order.igstPaise,
    totalPaise: order.totalAmountPaise,
  });
}

/** The credit note PDF of an order, for its owner or an admin; 409 when the order has none. */
export async function getCreditNote(deps: OrderDeps, user: SessionUser, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
  const { order, items } = await getOrderForViewer(deps, user, orderId);
  return creditNotePdf(deps.db, order, items);
}

export async function creditNotePdf(db: Db, order: repo.OrderRow, items: repo.OrderItemRow[]) {
  const note = await repo.findCreditNote(db, order.id);
  if (!note) throw new ConflictError('This order has no credit note: one is issued when an invoiced order is rejected or refunded');
  const pdf = await renderCreditNotePdf(order, items, await getSettings(db), note);
  return { filename: `credit-note-${note.number.replaceAll('/', '-')}.pdf`, pdf };
}
