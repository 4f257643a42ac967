import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type ApiOrderPreview,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '../../../../common/contracts/orders';
import type { Lang } from '../../../../common/lang';
import { fromPaise, gstTotalsInRupees } from '../../../../common/money';
import { ConflictError, ForbiddenError, UnprocessableError, ValidationError } from '../../../lib/errors';
import { steps } from '../../../lib/steps';
import { getUserAddress } from '../../addresses';
import type { SessionUser } from '../../auth';
import { readCartLines } from '../../cart';
import { discountForOrder } from '../../discounts';
import { cardForCheckout } from '../../giftcards';
import { getSettings } from '../../settings';
import { type OrderDeps, pricedLineToApi, repo } from '../core';
import {
  checkCashOnDelivery,
  checkHolds,
  placeCashOrder,
  createPayment,
  newMerchantOrderId,
  placingWaitMs,
  priceCart,
  reserveAndInsert,
  settleEarlierOrders,
  takeCheckoutSlot,
  validateCart,
  holdForCard,
  payWithCard,
  type CheckoutRequest,
  type Quoted,
} from './checkout-steps';
import { codOfferFor, requireCodAllowed } from '../cash-on-delivery';
import { priceWithCard, type OrderChoice } from './order-quote';

/**
 * The user's cart priced for delivery to one of their addresses (checkout's preview): the same lines and
 * totals an order placed now would get. 404 for an address that is not theirs.
 */
export async function previewOrder(
  deps: OrderDeps,
  userId: string,
  addressId: string,
  choice: OrderChoice & { discountCode?: string | null; giftCardCode?: string | null },
  ip: string,
): Promise<ApiOrderPreview> {
  const address = await getUserAddress(deps.db, userId, addressId);
  const { lines } = await readCartLines(deps.db, userId);
  const settings = await getSettings(deps.db);
  const typed = choice.discountCode ?? '';
  const code = typed ? await discountForOrder(deps.db, typed, userId) : null;
  const now = new Date();
  // The same card checks and guess limit as the order's (400 with the reason, 429 past the limit).
  const cardCode = choice.giftCardCode ?? '';
  const card = cardCode ? await cardForCheckout(deps.db, deps.config, cardCode, { userId, ip }, now) : null;
  const priced = priceWithCard(settings, address, lines, choice, now, code, card);
  const { supply, delivery, codFeePaise, totals, items } = priced;
  const cod = await codOfferFor(deps, userId, settings, priced);
  // Priced for cash where cash is refused: the same 400 (or 409) the order would get; a card that pays it all
  // leaves no cash to take.
  if (choice.paymentMethod === 'cod' && !priced.paidByCard) requireCodAllowed(cod);
  return {
    addressId,
    placeOfSupply: { stateCode: supply.place.code, state: supply.place.name },
    shopState: supply.seller ? { stateCode: supply.seller.code, state: supply.seller.name } : null,
    taxType: supply.type,
    items: items.map(pricedLineToApi),
    totals: gstTotalsInRupees(totals),
    zone: delivery.zone,
    deliveryMethod: delivery.method,
    paymentMethod: choice.paymentMethod,
    options: delivery.options.map((o) => ({
      method: o.method,
      fee: fromPaise(o.feePaise),
      from: o.from,
      to: o.to,
    })),
    // Before the code's discount, which the answer gives on its own (discountAmount).
    goodsTotal: fromPaise(totals.goodsPaise + totals.discountPaise),
    // What is charged: a free-delivery code's waiver is the discount.
    deliveryFee: fromPaise(delivery.deliveryFeePaise - (priced.discount?.deliveryPaise ?? 0)),
    codFee: fromPaise(codFeePaise),
    fragileFee: fromPaise(delivery.fragileFeePaise),
    freeDeliveryShortBy: fromPaise(delivery.shortOfFreePaise),
    expectedDelivery: delivery.window,
    totalAmount: fromPaise(totals.grandTotalPaise),
    discountCode: priced.discount?.code ?? null,
    discountAmount: fromPaise((priced.discount?.goodsPaise ?? 0) + (priced.discount?.deliveryPaise ?? 0)),
    giftCardAmount: fromPaise(priced.giftCardPaise),
    amountDue: fromPaise(priced.amountDuePaise),
    cod: {
      available: cod.refusal === null,
      fee: fromPaise(cod.feePaise),
      reason: cod.message,
      verified: cod.verified,
    },
  };
}

// ---------------------------------------------------------------- create

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/**
 * Stable JSON (sorted keys), so that the same body in another key order is the same request. Bodies are
 * at most 32 levels deep (app.ts refuses deeper ones); the depth check keeps a body from elsewhere from
 * overflowing the stack.
 */
function canonical(value: unknown, depth = 0): string {
  if (depth > 64) throw new ValidationError('The request body is nested too deeply');
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k], depth + 1)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const CREATE_SCOPE = 'order.create';
const POLL_MS = 50;
/** A create that has not answered after this long is not running any more. */
const ABANDONED_CLAIM_MS = 5 * 60_000;

/**
 * Create with an optional Idempotency-Key: the first successful answer for a key is stored and replayed;
 * the same key with a different body is refused (422). A failed attempt frees its key so it can be retried.
 * The same key sent again while its first request still runs (a lost answer retried, a double tap) waits for
 * that answer and gets the same order back; 409 only when it takes longer than a checkout can.
 */
export async function createOrderIdempotent(
  deps: OrderDeps,
  user: SessionUser,
  input: CreateOrderRequest,
  idempotencyKey: string | undefined,
  ip: string,
  lang: Lang = 'en',
): Promise<IdempotentResult<CreateOrderResponse>> {
  if (idempotencyKey === undefined)
    return { statusCode: 200, body: await createOrder(deps, user, input, ip, lang), replayed: false };
  const key = idempotencyKey.trim();
  if (!key || key.length > 200) throw new ValidationError('Idempotency-Key must be 1 to 200 characters');
  const id = { userId: user.id, scope: CREATE_SCOPE, key };
  const requestHash = crypto.createHash('sha256').update(canonical(input)).digest('hex');
  while (!(await repo.claimIdempotencyKey(deps.db, { ...id, requestHash }))) {
    const existing = await repo.findIdempotencyKey(deps.db, user.id, CREATE_SCOPE, key);
    if (existing && existing.requestHash !== requestHash) {
      throw new UnprocessableError('This Idempotency-Key was already used for a different request');
    }
    if (existing?.responseBody && existing.responseStatus) {
      return {
        statusCode: existing.responseStatus,
        body: existing.responseBody as CreateOrderResponse,
        replayed: true,
      };
    }
    // Unanswered long after it was claimed, the request died with its server (a restart mid-checkout):
    // this retry takes the key over instead of getting 409 until the key is purged a day later.
    if (
      existing &&
      (await repo.takeOverIdempotencyKey(deps.db, id, new Date(Date.now() - ABANDONED_CLAIM_MS)))
    )
      break;
    // Claimed by a request still running: its answer is this one's, waited for as long as that request can
    // take. (A key just freed by a failed first request is claimed again above: this one then runs as a retry.)
    if (!existing || Date.now() >= existing.createdAt.getTime() + placingWaitMs(deps))
      throw new ConflictError(
        'A request with this Idempotency-Key is still being processed. Please retry shortly.',
      );
    await sleep(POLL_MS);
  }
  try {
    const body = await createOrder(deps, user, input, ip, lang);
    await repo.saveIdempotentResponse(deps.db, id, 200, body);
    return { statusCode: 200, body, replayed: false };
  } catch (err) {
    await repo.deleteIdempotencyKey(deps.db, id).catch(() => {});
    throw err;
  }
}

/**
 * Checkout: the order built from the session user's cart in the database (never from client prices or
 * totals), as the steps below, in order. When a step fails, the ones before it are undone (lib/steps.ts):
 * after the order is committed, a failed payment fails the order and gives its stock back.
 */
const QUOTE = steps<CheckoutRequest>()
  .step(validateCart) // reads only
  .step(priceCart); // with the gift card's split: which of the lists below places the order

const PAY_ONLINE = steps<Quoted>()
  .step(takeCheckoutSlot) // a failed checkout still counts against the hourly limits
  .step(settleEarlierOrders) // within its own time budget
  .step(checkHolds)
  .step(reserveAndInsert) // one transaction; undone by failing the order
  .step(createPayment);

/** Cash on delivery: the same checks and reservation, no hold and no payment page (checkCashOnDelivery). */
const PAY_ON_DELIVERY = steps<Quoted>()
  .step(checkCashOnDelivery) // 400 / 409 / 403 before anything counts or is written
  .step(takeCheckoutSlot)
  .step(settleEarlierOrders)
  .step(reserveAndInsert)
  .step(placeCashOrder);

/**
 * A gift card that pays the whole order (decision 033): placed and paid at once, whatever way of paying was chosen
 * (nothing is left for PhonePe or cash): no hold to wait on, no payment page.
 */
const PAY_BY_CARD = steps<Quoted>()
  .step(takeCheckoutSlot)
  .step(settleEarlierOrders)
  .step(holdForCard)
  .step(reserveAndInsert) // the card's debit in the order's transaction
  .step(payWithCard);

export async function createOrder(
  deps: OrderDeps,
  user: SessionUser,
  input: CreateOrderRequest,
  ip: string,
  lang: Lang = 'en',
): Promise<CreateOrderResponse> {
  if (input.userId !== user.id) throw new ForbiddenError('You can only place orders for your own account');
  const request: CheckoutRequest = { deps, user, input, ip, lang, merchantOrderId: newMerchantOrderId() };
  const quoted = await QUOTE.run(request, deps.log);
  const checkout = quoted.paidByCard
    ? PAY_BY_CARD
    : input.paymentMethod === 'cod'
      ? PAY_ON_DELIVERY
      : PAY_ONLINE;
  return (await checkout.run(quoted, deps.log)).answer;
}
