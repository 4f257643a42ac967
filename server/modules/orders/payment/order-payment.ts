/**
 * What the payment provider says, applied to an order: paid (invoice number, stock settled, cart emptied,
 * confirmation mail), failed (stock back), or a payment kept for a refund when it cannot be the order's.
 * Capture, the webhook, the simulator and the sweeper all come here; every change is a conditional update
 * from the state it expects, so any number of callers in any order change an order once.
 */
import { ordersPaid, paymentFailures } from '../../../lib/metrics';
import type { Db } from '../../../db/client';
import { ConflictError, ForbiddenError, NotFoundError, PaymentProviderError } from '../../../lib/errors';
import type { SessionUser } from '../../auth';
import { paymentProviderFor } from '../../../payments/registry';
import { ProviderOrderNotFoundError, type PaymentStatus } from '../../../payments/provider';
import { amountDuePaise } from '../../giftcards';
import { issueInvoice } from '../documents';
import {
  type ApiOrder,
  type OrderDeps,
  orderToApi,
  releaseReservation,
  repo,
  reserveStock,
  sendOrderConfirmation,
  settleReservation,
} from '../core';
import { isPayable } from './payment-rules';

/** Thrown inside a transaction to roll it back when a line is short; carries the answer for the customer. */
export class ShortStock extends Error {
  constructor(public readonly productId: string) {
    // Stryker disable next-line StringLiteral: the message is never shown; the answer is built from productId.
    super('short');
  }
}

/** pending → failed and the stock back, once. */
export async function failOrder(db: Db, orderId: string, merchantOrderId: string): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const changed = await repo.markFailed(tx, orderId);
      if (!changed) return false;
      await releaseReservation(tx, orderId);
      await repo.updatePayment(tx, merchantOrderId, { status: 'failed' });
      return true;
    })
    .then((changed) => {
      if (changed) paymentFailures.inc();
      return changed;
    });
}

// ---------------------------------------------------------------- provider status → order

export type ApplyOutcome =
  | { kind: 'paid'; order: repo.OrderRow; changed: boolean }
  | { kind: 'failed'; order: repo.OrderRow; changed: boolean }
  | { kind: 'pending'; order: repo.OrderRow }
  | { kind: 'amount_mismatch'; order: repo.OrderRow }
  | { kind: 'paid_but_unfulfillable'; order: repo.OrderRow }
  | { kind: 'paid_after_order_ended'; order: repo.OrderRow };

/**
 * Applies what the provider says to an order, exactly once whoever calls (capture, webhook, sweeper, in
 * any number and order): every change is a conditional update from the state it expects, so only one
 * caller wins and the others see the result. COMPLETED counts only for the order's exact amount.
 */
export async function applyProviderStatus(
  deps: OrderDeps,
  order: repo.OrderRow,
  status: PaymentStatus,
): Promise<ApplyOutcome> {
  const { db } = deps;
  if (status.state === 'PENDING') {
    if (order.paymentStatus === 'pending') return { kind: 'pending', order };
    return { kind: order.paymentStatus, order, changed: false };
  }

  if (status.state === 'FAILED') {
    // Only a pending order fails (a conditional update); the row read again says what the order is now.
    const changed = await failOrder(db, order.id, order.merchantOrderId);
    const now = (await repo.findOrder(db, order.id)) ?? order;
    if (now.paymentStatus === 'paid') return { kind: 'paid', order: now, changed: false };
    return { kind: 'failed', order: now, changed };
  }

  // COMPLETED, for what was left to pay after the order's gift card (decision 033)
  if (status.amountPaise !== amountDuePaise(order)) {
    deps.log.warn(
      { orderId: order.id, expected: amountDuePaise(order), got: status.amountPaise },
      'payment amount does not match the order; not marked paid',
    );
    return { kind: 'amount_mismatch', order };
  }
  if (order.paymentStatus === 'paid') return { kind: 'paid', order, changed: false };
  // An order that ended (failed, expired, replaced by a new checkout, or rejected by the shop) is never reopened.
  // Stryker disable next-line ConditionalExpression: markPaid's conditional update holds the same rule, so without this check the same end is reached after the transaction.
  if (!isPayable(order)) return paidAfterOrderEnded(deps, order, status);

  const paidAt = new Date();
  const values = {
    paymentId: status.transactionId ?? status.providerOrderId ?? null,
    payerId: status.payerId ?? null,
    paidAt,
  };
  let won: repo.OrderRow | null;
  try {
    won = await db.transaction(async (tx) => {
      // Only from pending and not rejected: the order is still waiting for this payment.
      let row = await repo.markPaid(tx, order.id, values);
      if (!row) return null;
      if (!row.stockReserved) {
        // Its stock went back to the shelf (an admin rejected it and then set it back to pending): take it again.
        const lines = await repo.itemsOfOrders(tx, [order.id]);
        const short = await reserveStock(
          tx,
          lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        );
        if (short) throw new ShortStock(short.productId);
      }
      row = await issueInvoice(tx, order.id, paidAt);
      await settleReservation(tx, order.id);
      await repo.updatePayment(tx, order.merchantOrderId, {
        status: 'paid',
        providerPaymentId: values.paymentId,
      });
      const lines = await repo.itemsOfOrders(tx, [order.id]);
      await repo.removeCartProducts(
        tx,
        order.userId,
        lines.map((l) => l.productId),
      );
      return { ...row, stockReserved: false };
    });
  } catch (err) {
    if (err instanceof ShortStock) {
      // Money taken for an order whose stock is gone: it ends failed and is left to a refund.
      await failOrder(db, order.id, order.merchantOrderId);
      deps.log.warn(
        { orderId: order.id, productId: err.productId },
        'late payment for an expired order cannot be fulfilled; refund needed',
      );
      await flagRefund(deps, order, status, { shortProductId: err.productId });
      const now = (await repo.findOrder(db, order.id)) ?? order;
      return { kind: 'paid_but_unfulfillable', order: now };
    }
    throw err;
  }
  if (won) {
    ordersPaid.inc();
    const items = await repo.itemsOfOrders(db, [won.id]);
    await sendOrderConfirmation(deps, won, items);
    return { kind: 'paid', order: won, changed: true };
  }
  // markPaid refused: the order was paid or had ended (rejected, failed by the sweeper) since our read.
  const now = (await repo.findOrder(db, order.id)) ?? order;
  if (now.paymentStatus === 'paid') return { kind: 'paid', order: now, changed: false };
  return paidAfterOrderEnded(deps, now, status);
}

/**
 * A completed payment for an order that had already ended: the order stays as it is (an admin-rejected one
 * ends failed, its stock was already given back) and the payment is kept as refund.needed for the admin.
 */
async function paidAfterOrderEnded(
  deps: OrderDeps,
  order: repo.OrderRow,
  status: PaymentStatus,
): Promise<ApplyOutcome> {
  await failOrder(deps.db, order.id, order.merchantOrderId);
  deps.log.warn(
    { orderId: order.id, orderStatus: order.orderStatus },
    'payment for an order that had ended; refund needed',
  );
  await flagRefund(deps, order, status, {
    reason: 'paid after the order ended',
    orderStatus: order.orderStatus,
  });
  return { kind: 'paid_after_order_ended', order: (await repo.findOrder(deps.db, order.id)) ?? order };
}

/** The provider never got this order (its creation failed): there is nothing to pay, so it counts as failed. */
function unknownToProvider(order: repo.OrderRow): PaymentStatus {
  return { state: 'FAILED', amountPaise: amountDuePaise(order), raw: null };
}

/**
 * An order its gift card pays whole (nothing left to pay): paid at once by the same path as a captured payment
 * (invoice, stock settled, cart emptied, the order mail), with nothing asked of the provider (decision 033).
 */
export async function payByCard(deps: OrderDeps, order: repo.OrderRow): Promise<ApplyOutcome> {
  return applyProviderStatus(deps, order, { state: 'COMPLETED', amountPaise: 0, raw: null });
}

/**
 * Ends the reservation of an unpaid order whose time is up (sweeper) or that a new checkout replaces:
 * the provider is asked first, so a paid order is confirmed; failed, unknown or still pending ends it
 * failed with its stock back (a payment arriving later takes the stock again, or is flagged for refund);
 * COMPLETED for another amount ends it failed too, flagged for refund. An order a gift card pays whole is paid.
 * Outside any transaction. Returns null when the provider could not be asked; the order is left as it is.
 */
export async function settleUnpaidOrder(deps: OrderDeps, order: repo.OrderRow): Promise<ApplyOutcome | null> {
  // An order its card pays whole was paid when it was placed (the debit committed with it): one left unpaid (the
  // process stopped between the two) is paid now. The provider never had it and is not asked.
  if (order.paymentMethod === 'giftCard') return payByCard(deps, order);
  let status: PaymentStatus;
  try {
    status = await paymentProviderFor(deps).getStatus(order.merchantOrderId);
  } catch (err) {
    if (!(err instanceof ProviderOrderNotFoundError)) {
      deps.log.warn(
        { err: (err as Error).message, orderId: order.id },
        'payment status could not be read; reservation kept',
      );
      return null;
    }
    status = unknownToProvider(order);
  }
  if (status.state === 'PENDING') status = { ...status, state: 'FAILED' };
  const outcome = await applyProviderStatus(deps, order, status);
  if (outcome.kind !== 'amount_mismatch') return outcome;
  // A payment of another amount is never the order's: the order ends (instead of holding its stock and
  // being asked about forever) and the payment is flagged for a refund.
  const changed = await failOrder(deps.db, order.id, order.merchantOrderId);
  await flagRefund(deps, order, status, { expectedPaise: amountDuePaise(order) });
  const now = (await repo.findOrder(deps.db, order.id)) ?? order;
  return now.paymentStatus === 'paid'
    ? { kind: 'paid', order: now, changed: false }
    : { kind: 'failed', order: now, changed };
}

/** Keeps a payment the shop must give back in payment_events (event type refund.needed), once per order. */
async function flagRefund(
  deps: OrderDeps,
  order: repo.OrderRow,
  status: PaymentStatus,
  why: Record<string, unknown>,
) {
  await flagRefundFor(deps, order.merchantOrderId, status, { orderId: order.id, ...why });
}

/**
 * The same for a payment whose order is gone (an admin deleted it while the customer was paying): the
 * money was taken, so it is recorded for a refund rather than lost with the order.
 */
export async function flagRefundFor(
  deps: OrderDeps,
  merchantOrderId: string,
  status: PaymentStatus,
  why: Record<string, unknown>,
) {
  await repo.recordPaymentEvent(deps.db, {
    provider: paymentProviderFor(deps).name,
    merchantOrderId,
    eventType: 'refund.needed',
    dedupeKey: `refund-needed:${merchantOrderId}`,
    payload: { amountPaise: status.amountPaise, transactionId: status.transactionId ?? null, ...why },
  });
}

// ---------------------------------------------------------------- capture

export interface CaptureResult {
  success: boolean;
  message: string;
  data: ApiOrder;
}

/** The customer is back from the provider: ask the provider (never the browser) whether the order is paid. */
export async function captureOrder(
  deps: OrderDeps,
  user: SessionUser,
  orderId: string,
): Promise<CaptureResult> {
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new NotFoundError('Order not found');
  if (order.userId !== user.id) throw new ForbiddenError('You can only pay for your own orders');
  // Cash is paid at the door: there is nothing online to capture (and asking the provider would fail it).
  if (order.paymentMethod === 'cod') throw new ConflictError('This order is paid in cash on delivery');

  // A paid order needs no more asking.
  // Stryker disable next-line BooleanLiteral: captureAnswer does not read `changed`.
  if (order.paymentStatus === 'paid') return captureAnswer(deps, { kind: 'paid', order, changed: false });
  let status: PaymentStatus;
  try {
    status = await paymentProviderFor(deps).getStatus(order.merchantOrderId);
  } catch (err) {
    if (!(err instanceof ProviderOrderNotFoundError)) {
      deps.log.warn({ err: (err as Error).message, orderId }, 'payment status could not be read');
      throw new PaymentProviderError(
        'Could not confirm the payment right now. Please try again in a moment.',
      );
    }
    status = unknownToProvider(order);
  }
  return captureAnswer(deps, await applyProviderStatus(deps, order, status));
}

async function captureAnswer(deps: OrderDeps, outcome: ApplyOutcome): Promise<CaptureResult> {
  const items = await repo.itemsOfOrders(deps.db, [outcome.order.id]);
  const data = orderToApi(
    outcome.order,
    items,
    undefined,
    await repo.findCreditNote(deps.db, outcome.order.id),
  );
  switch (outcome.kind) {
    case 'paid':
      return { success: true, message: 'Payment successful. Your order is confirmed.', data };
    case 'pending':
      return {
        success: false,
        message: 'Your payment is still being processed. Please check again in a moment.',
        data,
      };
    case 'amount_mismatch':
      return {
        success: false,
        message: 'The payment amount does not match the order. Please contact us.',
        data,
      };
    case 'paid_after_order_ended':
      return {
        success: false,
        message:
          'This order had already been closed when your payment arrived, so it was not placed. Your payment will be refunded.',
        data,
      };
    case 'paid_but_unfulfillable':
      return {
        success: false,
        message:
          'Your payment arrived after the order expired and the items are no longer available. It will be refunded.',
        data,
      };
    default:
      return { success: false, message: 'Payment failed or cancelled', data };
  }
}
