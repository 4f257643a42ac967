import {
  isOpenRefund,
  OPEN_REFUND_STATES,
  type ApiRefund,
  type RefundPaymentMethod,
} from '../../../../common/contracts/returns';
import { formatPaise, fromPaise } from '../../../../common/money';
import {
  MIN_PROVIDER_REFUND_PAISE,
  refundableLeftPaise,
  spreadParts,
  wholeParts,
  type RefundPart,
} from '../../../../common/refunds';
import type { DbOrTx } from '../../../db/client';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../../../lib/errors';
import {
  ProviderRefundNotFoundError,
  RefundRejectedError,
  type RefundStatus,
} from '../../../payments/provider';
import { paymentProviderFor } from '../../../payments/registry';
import { creditStoreCredit, type GiftCardRow, moveBalance } from '../../giftcards';
import { getSettings } from '../../settings';
import { issueCreditNote } from '../documents';
import {
  accountEmail,
  type CreditNoteRow,
  openLinesOfOrder,
  type OrderDeps,
  type OrderRow,
  repo as orderRepo,
} from '../core';
import { mailRefundCompleted, mailRefundSent } from './refund-mail';
import { cardPartOfFailedRefunds, planRefund, type RefundPlan } from './refund-split';
import * as repo from './refunds.repository';
import type { RefundRow } from './refunds.repository';

/**
 * Money given back, through the payment provider or, for a cash-on-delivery order, by a UPI or bank
 * transfer the owner made and records.
 *
 * A provider refund is stored first (state requested, under a merchantRefundId never used before), inside the
 * transaction that holds the order's lock and decides it (a cancel, a return's refund, the owner's refund), and
 * asked of the provider only after that commits (sendRefund). So a retried or repeated request never refunds
 * twice: the refund exists once, and asking again uses its id. At most one refund of an order is open (checked
 * under the lock, and by a unique index), and a refund never exceeds what was paid less the refunds not failed.
 *
 * It is settled only on the provider's own answer to a status question (reconcileRefund), which webhooks, the
 * simulator's page and the sweeper trigger: COMPLETED issues the credit note for exactly its parts, FAILED keeps
 * the provider's reason for the owner, who may try again (retryRefund: a new refund of the same parts).
 */

export type RefundReason = RefundRow['reason'];

export interface RefundRequest {
  amountPaise: number;
  reason: RefundReason;
  /** Which lines it gives back; the owner's refund of an amount spreads it over what is left. */
  parts: RefundPart[] | 'spread';
  method: RefundPaymentMethod;
  /** The transfer's reference (UTR), for upi and bank. */
  reference?: string;
  returnId?: string;
  /** A retry's: the card part its failed refund already gave back (not credited again). */
  carriedCardPaise?: number;
}

export const REFUND_MESSAGES = {
  unpaid: 'Only a paid order can be refunded',
  open: 'A refund of this order is already in progress. Please wait until it is settled.',
  cashByTransfer:
    'A cash-on-delivery order is refunded by UPI or bank transfer: choose one and enter its reference',
  onlineByProvider: 'An online payment is refunded through PhonePe',
  providerMinimum: `A refund through PhonePe must be at least ${formatPaise(MIN_PROVIDER_REFUND_PAISE)}`,
  cardReturned: 'The gift card of this order has already had its part back',
} as const;

export const leftMessage = (leftPaise: number) =>
  leftPaise > 0
    ? `Only ${formatPaise(leftPaise)} is left to refund on this order`
    : 'This order has nothing left to refund';

/** What the owner is told after a refund step: where the order's last refund stands. */
export function refundMessage(order: { refunds?: ApiRefund[] }): string {
  const last = order.refunds?.at(-1);
  if (!last) return 'Refund recorded';
  const amount = formatPaise(Math.round(last.amount * 100));
  if (last.state === 'completed' && last.method === 'storeCredit')
    return `Refund of ${amount} added to store credit, with its credit note. The customer is mailed.`;
  if (last.state === 'completed') return `Refund of ${amount} recorded, with its credit note`;
  if (last.state === 'failed')
    return `The refund of ${amount} failed: ${last.failureReason ?? 'the provider refused it'}`;
  if (last.state === 'pending')
    return `Refund of ${amount} sent to PhonePe. It settles when the bank confirms.`;
  return `Refund of ${amount} stored; PhonePe could not be reached, so it is sent again shortly`;
}

/** A new merchantRefundId: the order's payment reference and the refund's number (at most 63 characters). */
const refundIdFor = (order: OrderRow, n: number) => `${order.merchantOrderId}R${n}`.slice(-63);

/** The card a refund put money on, for its mail: the new card's code once, or the card's last four and balance. */
export interface RefundCard {
  last4: string;
  balancePaise: number;
  expiresAt: Date;
  /** A new store-credit card's code: mailed once, never stored. */
  code?: string;
}

/** A refund just stored, with the card it credited (for the mail after the transaction). */
export type CreatedRefund = RefundRow & { card?: RefundCard };

/**
 * What is left to refund of a paid order: its total less what refunds gave back, a failed refund's card part
 * included (it stays on the card: decision 033). The one figure the refund, Mark refunded, a cancellation and the
 * owner's screens use.
 */
export function refundLeftPaise(
  order: { totalAmountPaise: number },
  refunds: { amountPaise: number; state: string; retriedAt: Date | null; giftCardPaise: number }[],
): number {
  return Math.max(0, refundableLeftPaise(order, refunds) - cardPartOfFailedRefunds(refunds));
}

/**
 * Stores a refund of a locked, paid order inside the caller's transaction, after checking it: the method suits
 * the payment (store credit suits any), no other refund is open, and the amount is at least ₹1 through the
 * provider and at most what is left. A card's part of the order goes back to it first, at once (planRefund);
 * store credit goes onto a card at once; a transfer the owner made is complete at once. Complete at once means
 * with its credit note, for the full value (the card is money, not tax). The caller sends a provider refund's
 * rest after committing (sendRefund).
 */
export async function createRefund(
  tx: DbOrTx,
  order: OrderRow,
  request: RefundRequest,
  now = new Date(),
): Promise<CreatedRefund> {
  if (order.paymentStatus !== 'paid') throw new ConflictError(REFUND_MESSAGES.unpaid);
  const cash = order.paymentMethod === 'cod';
  if (request.method !== 'storeCredit') {
    if (cash && request.method === 'provider') throw new ValidationError(REFUND_MESSAGES.cashByTransfer);
    if (!cash && request.method !== 'provider') throw new ValidationError(REFUND_MESSAGES.onlineByProvider);
  }
  const existing = await repo.refundsOfOrders(tx, [order.id]);
  if (existing.some(isOpenRefund)) throw new ConflictError(REFUND_MESSAGES.open);
  const left = refundLeftPaise(order, existing);
  if (request.amountPaise > left) throw new ValidationError(leftMessage(left));
  const plan = planRefund({
    amountPaise: request.amountPaise,
    method: request.method,
    order,
    carriedCardPaise: request.carriedCardPaise,
  });
  if (
    request.method === 'provider' &&
    plan.toPaymentPaise > 0 &&
    plan.toPaymentPaise < MIN_PROVIDER_REFUND_PAISE
  ) {
    throw new ValidationError(REFUND_MESSAGES.providerMinimum);
  }
  const parts =
    request.parts === 'spread'
      ? spreadParts(await openLinesOfOrder(tx, order.id), request.amountPaise)
      : request.parts;
  const refund = await storeRefund(tx, order, existing.length + 1, {
    method: request.method,
    reason: request.reason,
    amountPaise: request.amountPaise,
    giftCardPaise: plan.giftCardPaise,
    giftCardId: plan.giftCardPaise > 0 ? order.giftCardId : null,
    parts,
    returnId: request.returnId ?? null,
    createdAt: now,
  });
  const card = await creditCards(tx, order, refund, plan, now);
  const stored: CreatedRefund = card ? { ...refund, giftCardId: card.id, card: cardOf(card) } : refund;
  if (request.method === 'provider' && !plan.atOnce) return stored;
  const done = await completeRefund(tx, order, stored, {
    utr: plan.toPaymentPaise > 0 ? (request.reference ?? null) : null,
    at: now,
  });
  return done ? { ...done, card: stored.card } : stored;
}

const cardOf = (card: GiftCardRow & { code?: string }): RefundCard => ({
  last4: card.last4,
  balancePaise: card.balancePaise,
  expiresAt: card.expiresAt,
  ...(card.code ? { code: card.code } : {}),
});

/**
 * Puts a refund's card parts on cards, in its transaction: the order's card part back to it (givenBack, and the
 * order counts it as returned), then store credit onto the order's card or a new one (refundCredit). The card
 * credited last, with a new card's code; null when no card was credited now.
 */
async function creditCards(
  tx: DbOrTx,
  order: OrderRow,
  refund: RefundRow,
  plan: RefundPlan,
  now: Date,
): Promise<(GiftCardRow & { code?: string }) | null> {
  let card: (GiftCardRow & { code?: string }) | null = null;
  const entry = { orderId: order.id, orderNumber: order.orderNumber, refundId: refund.id, now };
  if (plan.toCardPaise > 0 && order.giftCardId) {
    if (!(await repo.addGiftCardReturned(tx, order.id, plan.toCardPaise)))
      throw new ConflictError(REFUND_MESSAGES.cardReturned);
    card = await moveBalance(tx, {
      cardId: order.giftCardId,
      amountPaise: plan.toCardPaise,
      kind: 'givenBack',
      ...entry,
    });
  }
  if (plan.storeCreditPaise > 0) {
    const credit = await creditStoreCredit(tx, {
      order,
      amountPaise: plan.storeCreditPaise,
      refundId: refund.id,
      now,
      email: await accountEmail(tx, order.userId),
    });
    card = { ...credit.card, ...(credit.code ? { code: credit.code } : {}) };
    // A new card (none paid the order, or it can no longer be spent): the refund names the card credited last.
    if (credit.card.id !== order.giftCardId) await repo.setRefundCard(tx, refund.id, credit.card.id);
  }
  return card;
}

/** Inserts an open refund under the order's next merchantRefundId; a second open one is refused by the index (409). */
async function storeRefund(
  tx: DbOrTx,
  order: OrderRow,
  n: number,
  values: Omit<repo.NewRefund, 'orderId' | 'merchantRefundId'>,
): Promise<RefundRow> {
  try {
    return await repo.insertRefund(tx, {
      ...values,
      orderId: order.id,
      merchantRefundId: refundIdFor(order, n),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(REFUND_MESSAGES.open);
    throw err;
  }
}

/**
 * Records, inside the caller's transaction (which holds the order's lock), that the owner gave back `amountPaise`
 * outside the shop (Mark refunded: PhonePe's own dashboard, cash in hand): a refund of method outside, completed
 * at once, giving back every line's rest (wholeParts) with its credit note for what the invoice still has to
 * credit (none for an order never invoiced). It is one more row of the order's refunds, so what is left to
 * refund counts it like the others. Null when there is nothing to record.
 */
export async function recordOutsideRefund(
  tx: DbOrTx,
  order: OrderRow,
  amountPaise: number,
  now = new Date(),
): Promise<RefundRow | null> {
  if (amountPaise <= 0) return null;
  const existing = await repo.refundsOfOrders(tx, [order.id]);
  if (existing.some(isOpenRefund)) {
    throw new ConflictError(REFUND_MESSAGES.open);
  }
  const refund = await storeRefund(tx, order, existing.length + 1, {
    method: 'outside',
    reason: 'refunded',
    amountPaise,
    parts: order.invoiceNumber ? wholeParts(await openLinesOfOrder(tx, order.id)) : [],
    createdAt: now,
  });
  return completeRefund(tx, order, refund, { utr: null, at: now });
}

/**
 * Completes an open refund inside the caller's transaction (which holds the order's lock): completed with the
 * UTR, its credit note issued for its parts, and the order marked refunded once nothing is left to refund. Null
 * when the refund had already been settled (a repeated webhook, a racing sweeper).
 */
async function completeRefund(
  tx: DbOrTx,
  order: OrderRow,
  refund: RefundRow,
  done: { utr: string | null; at: Date },
): Promise<RefundRow | null> {
  const moved = await repo.moveRefund(tx, refund.id, [...OPEN_REFUND_STATES], {
    state: 'completed',
    utr: done.utr,
    settledAt: done.at,
  });
  if (!moved) return null;
  const note = await issueCreditNote(tx, order, refund.reason, done.at, refund.parts);
  const all = await repo.refundsOfOrders(tx, [order.id]);
  const given = all.filter((r) => r.state === 'completed').reduce((sum, r) => sum + r.amountPaise, 0);
  if (given >= order.totalAmountPaise && !order.refundedAt)
    await orderRepo.setRefundedAt(tx, order.id, done.at);
  if (!note) return moved;
  return repo.moveRefund(tx, refund.id, ['completed'], { creditNoteId: note.id });
}

/**
 * Asks the provider for a stored refund (after its transaction committed). Accepted: pending; refused outright
 * (4xx): failed with the provider's words; unreachable: left requested for the sweeper, which asks again under
 * the same id. Never throws for the provider's sake: the caller's step (a cancel, a return) has happened.
 */
export async function sendRefund(deps: OrderDeps, refund: RefundRow, order: OrderRow): Promise<RefundRow> {
  if (refund.method !== 'provider' || refund.state !== 'requested') return refund;
  try {
    const answer = await paymentProviderFor(deps).refund({
      merchantRefundId: refund.merchantRefundId,
      merchantOrderId: order.merchantOrderId,
      amountPaise: refund.amountPaise - refund.giftCardPaise,
    });
    const moved = await repo.moveRefund(deps.db, refund.id, ['requested'], {
      state: 'pending',
      providerRefundId: answer.refundId,
      checkedAt: new Date(),
    });
    if (moved) mailRefundSent(deps, order, moved, (await getSettings(deps.db)).returns.refundDays);
    // The provider may already say it completed (or failed): settle from its status answer, like a webhook.
    if (answer.state === 'COMPLETED' || answer.state === 'FAILED')
      await reconcileRefund(deps, refund.merchantRefundId);
    return (await repo.findRefund(deps.db, refund.merchantRefundId)) ?? refund;
  } catch (err) {
    if (err instanceof RefundRejectedError) {
      return (await failRefund(deps.db, refund, err.message)) ?? refund;
    }
    deps.log.warn(
      { err: (err as Error).message, merchantRefundId: refund.merchantRefundId },
      'refund request not confirmed; the sweeper asks again',
    );
    return refund;
  }
}

async function failRefund(db: DbOrTx, refund: RefundRow, reason: string): Promise<RefundRow | null> {
  return repo.moveRefund(db, refund.id, [...OPEN_REFUND_STATES], {
    state: 'failed',
    failureReason: reason.slice(0, 300),
    settledAt: new Date(),
  });
}

const failureOf = (status: RefundStatus) =>
  [status.errorCode, status.detailedErrorCode].filter(Boolean).join(' · ') ||
  'The payment provider could not complete the refund';

/**
 * Settles one refund from the provider's answer (webhooks, the simulator's page, the sweeper). The provider does
 * not know a requested refund: it never arrived, so it is sent again under the same id. Returns the refund's
 * state afterwards, or null for an unknown refund.
 */
export async function reconcileRefund(
  deps: OrderDeps,
  merchantRefundId: string,
): Promise<RefundRow['state'] | null> {
  const refund = await repo.findRefund(deps.db, merchantRefundId);
  if (!refund) {
    deps.log.warn({ merchantRefundId }, 'refund event for an unknown refund ignored');
    return null;
  }
  if (refund.state === 'completed' || refund.state === 'failed' || refund.method !== 'provider')
    return refund.state;
  const order = await orderRepo.findOrder(deps.db, refund.orderId);
  if (!order) return refund.state;
  let status: RefundStatus;
  try {
    status = await paymentProviderFor(deps).refundStatus(merchantRefundId);
  } catch (err) {
    if (err instanceof ProviderRefundNotFoundError && refund.state === 'requested') {
      return (await sendRefund(deps, refund, order)).state;
    }
    throw err;
  }
  if (status.state === 'PENDING' || status.state === 'CONFIRMED') {
    const moved = await repo.moveRefund(deps.db, refund.id, ['requested'], {
      state: 'pending',
      providerRefundId: status.refundId ?? refund.providerRefundId,
    });
    if (moved) mailRefundSent(deps, order, moved, (await getSettings(deps.db)).returns.refundDays);
    return moved?.state ?? refund.state;
  }
  if (status.state === 'FAILED')
    return (await failRefund(deps.db, refund, failureOf(status)))?.state ?? refund.state;
  if (status.amountPaise !== refund.amountPaise - refund.giftCardPaise) {
    deps.log.warn(
      { merchantRefundId, asked: refund.amountPaise - refund.giftCardPaise, refunded: status.amountPaise },
      'provider refunded another amount',
    );
  }
  const completed = await deps.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, refund.orderId);
    if (!locked) return null;
    return completeRefund(tx, locked, refund, { utr: status.utr ?? null, at: new Date() });
  });
  if (completed) mailRefundCompleted(deps, order, completed);
  return 'completed';
}

/**
 * The owner's refund of an amount (POST /api/admin/orders/refund/{orderId}): through the provider for an online
 * payment, or recorded as a UPI or bank transfer for a cash order; spread over what is left of the lines.
 */
export async function refundOrder(
  deps: OrderDeps,
  orderId: string,
  body: { amount: number; method: RefundPaymentMethod; reference?: string },
): Promise<void> {
  const amountPaise = Math.round(body.amount * 100);
  const { refund, order } = await deps.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, orderId);
    if (!locked) throw new NotFoundError('Order not found');
    const row = await createRefund(tx, locked, {
      amountPaise,
      reason: 'refunded',
      parts: 'spread',
      method: body.method,
      reference: body.reference,
    });
    return { refund: row, order: locked };
  });
  await afterCreate(deps, refund, order);
}

/**
 * After a refund's transaction: a provider refund's rest is sent (its mail tells of the card part too); one
 * complete at once (a transfer, store credit, all of it back on the card) is mailed now, with the card's code
 * when a new card was made.
 */
export async function afterCreate(
  deps: OrderDeps,
  refund: CreatedRefund,
  order: OrderRow,
): Promise<RefundRow> {
  if (refund.method === 'provider' && refund.state === 'requested') return sendRefund(deps, refund, order);
  mailRefundSent(deps, order, refund, (await getSettings(deps.db)).returns.refundDays);
  return refund;
}

/** Tries a failed refund again: a new refund of the same parts and amount, under a new id; the failed one stays, marked retried. */
export async function retryRefund(deps: OrderDeps, orderId: string, merchantRefundId: string): Promise<void> {
  const { refund, order } = await deps.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, orderId);
    if (!locked) throw new NotFoundError('Order not found');
    const failed = await repo.lockRefund(tx, merchantRefundId);
    if (!failed || failed.orderId !== orderId) throw new NotFoundError('Refund not found');
    // An outside or store-credit refund is complete when recorded: it never fails, so it is never tried again.
    if (
      failed.state !== 'failed' ||
      failed.retriedAt ||
      failed.method === 'outside' ||
      failed.method === 'storeCredit'
    ) {
      throw new ConflictError('Only a failed refund can be tried again, once');
    }
    await repo.markRetried(tx, failed.id, new Date());
    // Its card part went back to the card when it was made and stays there: the retry sends only the rest.
    const row = await createRefund(tx, locked, {
      amountPaise: failed.amountPaise,
      reason: failed.reason,
      parts: failed.parts,
      method: failed.method,
      returnId: failed.returnId ?? undefined,
      carriedCardPaise: failed.giftCardPaise,
    });
    return { refund: row, order: locked };
  });
  await afterCreate(deps, refund, order);
}

export interface RefundSweepResult {
  claimed: number;
  settled: number;
}

/** Asks the provider about open refunds (every instance may run it: claims are leased with SKIP LOCKED). */
export async function sweepOpenRefunds(
  deps: OrderDeps,
  opts: { now?: Date; quietSeconds?: number; limit?: number } = {},
): Promise<RefundSweepResult> {
  const now = opts.now ?? new Date();
  const claimed = await deps.db.transaction((tx) =>
    repo.claimOpenRefunds(tx, now, opts.quietSeconds ?? 60, opts.limit ?? 50),
  );
  let settled = 0;
  for (const refund of claimed) {
    try {
      const state = await reconcileRefund(deps, refund.merchantRefundId);
      if (state === 'completed' || state === 'failed') settled++;
    } catch (err) {
      deps.log.warn(
        { err: (err as Error).message, merchantRefundId: refund.merchantRefundId },
        'sweeper could not settle a refund',
      );
    }
  }
  return { claimed: claimed.length, settled };
}

/** A refund as an order answers it (rupees), with its credit note's number. */
export function refundToApi(row: RefundRow, notes: CreditNoteRow[]): ApiRefund {
  return {
    merchantRefundId: row.merchantRefundId,
    amount: fromPaise(row.amountPaise),
    state: row.state,
    method: row.method,
    reason: row.reason,
    utr: row.utr ?? null,
    creditNoteNumber: notes.find((n) => n.id === row.creditNoteId)?.number ?? null,
    failureReason: row.failureReason ?? null,
    giftCardAmount: fromPaise(row.giftCardPaise),
    retried: row.retriedAt !== null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
