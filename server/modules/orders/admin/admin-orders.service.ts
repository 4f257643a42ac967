import type {
  AdminOrder as AdminOrderContract,
  AdminPageInfo,
  OrderListStatus,
} from '../../../../common/contracts/admin';
import type { Db } from '../../../db/client';
import { fromPaise } from '../../../../common/money';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { DISPATCH_MESSAGES, type OrderStatusUpdate } from '../../../../common/contracts/admin';
import { isOpenRefund } from '../../../../common/contracts/returns';
import {
  type ApiOrder,
  creditNotesOfOrder,
  creditNotesOfOrders,
  findCreditNote,
  itemsOfOrders,
  lockOrder,
  mailStatusChange,
  markFailed,
  openLinesOfOrder,
  type OrderDeps,
  type OrderItemRow,
  type OrderRow,
  orderToApi,
  releaseReservation,
  setRefundedAt,
  type StatusMail,
  statusMailOf,
} from '../core';
import { CASH_FIRST, collectCash } from '../cash-on-delivery';
import { openTotal } from '../../../../common/refunds';
import { paymentProviderFor } from '../../../payments/registry';
import { SimulatorProvider, simulatorRefundUrl } from '../../../payments/simulator';
import { recordOutsideRefund, REFUND_MESSAGES, refundLeftPaise, refundsOfOrders } from '../refunds';
import { afterSaleOf } from '../returns';
import { creditNotePdf, issueCreditNote, issueInvoice } from '../documents';
import {
  deleteOrder,
  findOrderWithCustomer,
  findFlaggedPayment,
  listOrdersWithCustomers,
  setOrderStatus,
  setShipment,
  type OrderWithCustomer,
} from './admin-orders.repository';

/**
 * An order as the admin sees it: the shop's order shape, the customer, and whether a refund is owed; its
 * details also carry the payment kept for a refund (amount and transaction), which may not be the order's total.
 */
export type AdminOrder = ApiOrder &
  Partial<AfterSale> & {
    refundNeeded: boolean;
    flaggedPayment?: { amount: number; transactionId: string | null } | null;
    refundable?: number;
    refundTestUrl?: string | null;
  };
type AfterSale = Awaited<ReturnType<typeof afterSaleOf>> extends Map<string, infer A> ? A : never;
// The shape the admin screens read (common/contracts/admin.ts) must be what the server sends.
type _AdminOrderMatchesContract = AdminOrder extends AdminOrderContract ? true : never;
const _adminOrderMatches: _AdminOrderMatchesContract = true;
void _adminOrderMatches;

const toAdmin = (
  row: OrderWithCustomer,
  items: OrderItemRow[],
  creditNote?: Parameters<typeof orderToApi>[3],
): AdminOrder => ({
  ...orderToApi(row.order, items, row.customer, creditNote),
  refundNeeded: Boolean(row.refundNeeded),
});

/** Every order, newest first, with the customer's name and e-mail (admin order list), optionally filtered. */
export async function listAllOrders(
  db: Db,
  q: {
    page: number;
    limit: number;
    status?: OrderListStatus;
    paymentMethod?: 'phonepe' | 'cod';
    search?: string;
  },
): Promise<{ data: AdminOrder[]; pagination: AdminPageInfo }> {
  const filter = { status: q.status, paymentMethod: q.paymentMethod, search: q.search || undefined };
  const { rows, total } = await listOrdersWithCustomers(db, q.limit, (q.page - 1) * q.limit, filter);
  const ids = rows.map((r) => r.order.id);
  const items = await itemsOfOrders(db, ids);
  const notes = await creditNotesOfOrders(db, ids);
  const after = await afterSaleOf(
    db,
    rows.map((r) => r.order),
    items,
    notes,
  );
  return {
    data: rows.map((r) => ({
      ...toAdmin(
        r,
        items.filter((i) => i.orderId === r.order.id),
        notes.find((n) => n.orderId === r.order.id),
      ),
      ...after.get(r.order.id),
    })),
    pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
  };
}

/**
 * One order with its items and address snapshot, its credit notes, refunds and returns, what may still be
 * refunded, and (with the simulator) where the tester settles an open refund; 404 when unknown.
 */
export async function orderDetails(db: Db, id: string, deps?: OrderDeps): Promise<AdminOrder> {
  const row = await findOrderWithCustomer(db, id);
  if (!row) throw new NotFoundError('Order not found');
  const [items, notes, flagged, refunds] = await Promise.all([
    itemsOfOrders(db, [id]),
    creditNotesOfOrder(db, id),
    findFlaggedPayment(db, row.order.merchantOrderId),
    refundsOfOrders(db, [id]),
  ]);
  const after = (await afterSaleOf(db, [row.order], items, notes)).get(id);
  const open = refunds.find(isOpenRefund);
  const simulator = deps ? paymentProviderFor(deps) instanceof SimulatorProvider : false;
  return {
    ...toAdmin(row, items, notes[0]),
    ...after,
    flaggedPayment: flagged
      ? { amount: fromPaise(flagged.amountPaise), transactionId: flagged.transactionId }
      : null,
    refundable: row.order.paymentStatus === 'paid' ? fromPaise(refundLeftPaise(row.order, refunds)) : 0,
    refundTestUrl:
      deps && simulator && open && open.method === 'provider'
        ? simulatorRefundUrl(deps.config.publicUrl, open.merchantRefundId)
        : null,
  };
}

/**
 * The admin sets the order status (SPEC §4). Rejecting an order gives back stock it still holds, in the
 * same transaction, so a rejected unpaid order does not keep goods off the shelf; rejecting an invoiced order
 * issues the credit note that cancels its invoice. An order whose invoice was credited cannot be reopened
 * (409): selling the goods again needs a new order and invoice.
 *
 * A cash-on-delivery order follows the same statuses: confirmed by moving it on from pending,
 * invoiced when dispatched (inShipping: CGST Act s.31(1)(a)), and delivered only with its cash recorded
 * (recordCashCollected; 409 here). Rejected unpaid (cancelled, or refused at the door and returned) its
 * payment fails, its stock goes back and an invoice it had is cancelled by a credit note.
 *
 * Dispatch with tracking: moving to inShipping records the courier, the AWB and the optional https
 * tracking URL; courier and AWB are required unless the order has them already (400, nothing written). They
 * are taken only with inShipping. Once committed, the customer is mailed the change (statusMailOf: confirmed,
 * being prepared, shipped with its tracking, delivered, rejected with the owner's `note`), when Settings has
 * that mail on.
 */
export async function updateOrderStatus(
  deps: OrderDeps,
  id: string,
  body: OrderStatusUpdate,
): Promise<AdminOrder> {
  const { db } = deps;
  const status = body.orderStatus;
  const tracking =
    body.courier !== undefined || body.trackingNumber !== undefined || body.trackingUrl !== undefined;
  if (tracking && status !== 'inShipping') {
    throw new ValidationError('Courier and tracking are given only when dispatching the order (inShipping)');
  }
  let mail: { order: OrderRow; mail: StatusMail } | null = null;
  await db.transaction(async (tx) => {
    let order = await lockOrder(tx, id);
    if (!order) throw new NotFoundError('Order not found');
    const from = order.orderStatus;
    const note = await findCreditNote(tx, id);
    if (
      note &&
      status !== 'rejected' &&
      (order.orderStatus === 'rejected' || openTotal(await openLinesOfOrder(tx, id)) === 0)
    ) {
      throw new ConflictError(
        `This order's invoice was cancelled by credit note ${note.number}, so it cannot be reopened. Please place a new order.`,
      );
    }
    const unpaidCash = order.paymentMethod === 'cod' && order.paymentStatus === 'pending';
    if (unpaidCash && status === 'delivered') throw new ConflictError(CASH_FIRST);
    if (status === 'inShipping') {
      const courier = body.courier ?? order.courier;
      const trackingNumber = body.trackingNumber ?? order.trackingNumber;
      if (!courier) throw new ValidationError(DISPATCH_MESSAGES.courierRequired);
      if (!trackingNumber) throw new ValidationError(DISPATCH_MESSAGES.trackingRequired);
      const trackingUrl = body.trackingUrl !== undefined ? body.trackingUrl || null : order.trackingUrl;
      order = await setShipment(tx, id, { courier, trackingNumber, trackingUrl });
    }
    await setOrderStatus(tx, id, status);
    if (unpaidCash && status === 'inShipping' && !order.invoiceNumber) {
      order = await issueInvoice(tx, id, new Date());
    }
    if (status === 'rejected') {
      await releaseReservation(tx, id);
      if (unpaidCash) await markFailed(tx, id);
      await issueCreditNote(tx, order, 'rejected');
    }
    const change = statusMailOf(from, status, order, body.note);
    if (change) mail = { order: { ...order, orderStatus: status }, mail: change };
  });
  if (mail) {
    const { order, mail: change } = mail as { order: OrderRow; mail: StatusMail };
    mailStatusChange(deps, order, change);
  }
  return orderDetails(db, id);
}

/** A dispatched cash-on-delivery order was delivered and its cash collected (cash-on-delivery's collectCash). */
export async function recordCashCollected(
  deps: OrderDeps,
  id: string,
  cash: { amount: number; collectedOn: string },
  now = new Date(),
): Promise<AdminOrder> {
  await collectCash(deps, id, cash, now);
  return orderDetails(deps.db, id);
}

/**
 * Records that the money an order took was given back outside the shop (through the provider's dashboard, cash
 * in hand; no money moves here), which clears its refund-needed flag. What its refunds had not given back is
 * recorded as a refund of its own (method outside, completed at once: recordOutsideRefund), so the shop's own
 * refunds see it like any other and cannot pay it again. Its credit note cancels what the refunds' notes had not
 * credited of a paid order's invoice, unless rejecting it already did; an order whose payment was flagged for a
 * refund (paid late, or the wrong amount) never had an invoice, so its refund, of the flagged payment's amount,
 * gets no note. Again for the same order it changes nothing. 409 for an order that took no money, and while a
 * refund of it is with the provider (it may yet complete).
 */
export async function markRefunded(db: Db, id: string): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw new NotFoundError('Order not found');
    if (order.refundedAt) return;
    const refunds = await refundsOfOrders(tx, [id]);
    if (refunds.some(isOpenRefund)) throw new ConflictError(REFUND_MESSAGES.open);
    const invoiced = order.paymentStatus === 'paid' && !!order.invoiceNumber;
    const flagged = invoiced ? null : await findFlaggedPayment(tx, order.merchantOrderId);
    if (!invoiced && !flagged) throw new ConflictError('Only a paid order can be marked refunded');
    const now = new Date();
    const left = invoiced ? refundLeftPaise(order, refunds) : (flagged?.amountPaise ?? 0);
    await recordOutsideRefund(tx, order, left, now);
    await setRefundedAt(tx, id, now);
  });
  return orderDetails(db, id);
}

/** The credit note PDF of any order (admin); 404 for an unknown order, 409 when it has none. */
export async function adminCreditNote(db: Db, id: string, number?: string) {
  const row = await findOrderWithCustomer(db, id);
  if (!row) throw new NotFoundError('Order not found');
  return creditNotePdf(db, row.order, await itemsOfOrders(db, [id]), number);
}

/** Deletes an order; a reservation it still holds is released first, in the same transaction. */
export async function removeOrder(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await releaseReservation(tx, id);
    if (!(await deleteOrder(tx, id))) throw new NotFoundError('Order not found');
  });
}
