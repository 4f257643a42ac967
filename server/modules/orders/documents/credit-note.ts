import type { Db, DbOrTx } from '../../../db/client';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { creditLines, creditTotals, wholeParts, type RefundPart } from '../../../../common/refunds';
import type { SessionUser } from '../../auth';
import { getSettings } from '../../settings';
import { getOrderForViewer, openLinesOfOrder, type OrderDeps, repo } from '../core';
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
export async function getInvoice(
  deps: OrderDeps,
  user: SessionUser,
  orderId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { order, items } = await getOrderForViewer(deps, user, orderId);
  if (!order.invoiceNumber) {
    throw new ConflictError(
      order.paymentMethod === 'cod'
        ? 'The invoice is available once the order is dispatched'
        : 'The invoice is available once the order is paid',
    );
  }
  const settings = await getSettings(deps.db);
  const names = await repo.productTranslationsOf(
    deps.db,
    items.map((i) => i.productId),
  );
  const pdf = await renderInvoicePdf(order, items, settings, names);
  return { filename: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`, pdf };
}

// ---------------------------------------------------------------- credit notes

/**
 * Issues a credit note against an order's tax invoice (CGST Act s. 34), inside the caller's transaction, which
 * must hold the order's row lock: for the refund's `parts`, or for everything still creditable ('all': a rejected
 * order, a refund recorded outside the shop). Its lines split each part into taxable value and tax in the line's
 * proportions (creditLines), and its number is the next of the financial year of its own date. Null when the
 * order has no invoice (never paid online, a cash order not dispatched) or nothing is left to credit (the
 * invoice was already cancelled in full).
 */
export async function issueCreditNote(
  tx: DbOrTx,
  order: repo.OrderRow,
  reason: repo.CreditNoteRow['reason'],
  at = new Date(),
  parts: RefundPart[] | 'all' = 'all',
): Promise<repo.CreditNoteRow | null> {
  if (!order.invoiceNumber) return null;
  const open = await openLinesOfOrder(tx, order.id);
  const lines = creditLines(open, parts === 'all' ? wholeParts(open) : parts);
  if (lines.length === 0) return null;
  const totals = creditTotals(lines);
  const fy = financialYear(at);
  return repo.insertCreditNote(
    tx,
    {
      orderId: order.id,
      number: formatCreditNoteNumber(fy, await repo.nextCreditNoteSequence(tx, fy)),
      reason,
      issuedAt: at,
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.totalPaise,
    },
    lines,
  );
}

/**
 * A credit note's lines in the shape of the order's lines (their title, HSN and rates, the note's quantities and
 * amounts), so that the document and GSTR-1 read a note as they read an invoice.
 */
export function creditNoteItems(
  items: repo.OrderItemRow[],
  lines: repo.CreditNoteLineRow[],
): repo.OrderItemRow[] {
  return items.flatMap((item) => {
    const line = lines.find((l) => l.orderItemId === item.id);
    if (!line) return [];
    return [
      {
        ...item,
        quantity: line.quantity,
        taxablePaise: line.taxablePaise,
        cgstPaise: line.cgstPaise,
        sgstPaise: line.sgstPaise,
        igstPaise: line.igstPaise,
        lineTotalPaise: line.lineTotalPaise,
        chargePaise: line.chargePaise,
        chargeTaxablePaise: line.chargeTaxablePaise,
        chargeCgstPaise: line.chargeCgstPaise,
        chargeSgstPaise: line.chargeSgstPaise,
        chargeIgstPaise: line.chargeIgstPaise,
      },
    ];
  });
}

/** A credit note PDF of an order, for its owner or an admin: the one numbered `number`, else the first; 409 when there is none. */
export async function getCreditNote(
  deps: OrderDeps,
  user: SessionUser,
  orderId: string,
  number?: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { order, items } = await getOrderForViewer(deps, user, orderId);
  return creditNotePdf(deps.db, order, items, number);
}

export async function creditNotePdf(
  db: Db,
  order: repo.OrderRow,
  items: repo.OrderItemRow[],
  number?: string,
) {
  const notes = await repo.creditNotesOfOrder(db, order.id);
  const note = number === undefined ? notes[0] : notes.find((n) => n.number === number);
  if (!note) {
    if (number !== undefined && notes.length)
      throw new NotFoundError('This order has no credit note with that number');
    throw new ConflictError(
      'This order has no credit note: one is issued when an invoiced order is rejected or refunded',
    );
  }
  const lines = await repo.linesOfCreditNotes(db, [note.id]);
  const names = await repo.productTranslationsOf(
    db,
    items.map((i) => i.productId),
  );
  const pdf = await renderCreditNotePdf(
    order,
    creditNoteItems(items, lines),
    await getSettings(db),
    note,
    names,
  );
  return { filename: `credit-note-${note.number.replaceAll('/', '-')}.pdf`, pdf };
}
