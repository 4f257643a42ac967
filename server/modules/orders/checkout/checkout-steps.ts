import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiAddress } from '../../../../common/contracts/address';
import { langPath, type Lang } from '../../../../common/lang';
import {
  COD_MESSAGES,
  MAX_ORDER_PAISE,
  ORDER_MESSAGES,
  shortStockMessage,
  readBuyerGstin,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '../../../../common/contracts/orders';
import { cartTotals, fromPaise } from '../../../../common/money';
import type { DbOrTx } from '../../../db/client';
import { ConflictError, OutOfStockError, PaymentProviderError, ValidationError } from '../../../lib/errors';
import { ordersCreated } from '../../../lib/metrics';
import { withinBudget, type Step } from '../../../lib/steps';
import type { CreatePaymentResult } from '../../../payments/provider';
import { paymentProviderFor } from '../../../payments/registry';
import { findUserAddress } from '../../addresses';
import { discountForOrder, redeemDiscount, type OrderDiscount } from '../../discounts';
import {
  amountDuePaise,
  cardForCheckout,
  linkToBuyer,
  spendCardOnOrder,
  type GiftCardRow,
} from '../../giftcards';
import type { SessionUser } from '../../auth';
import { readCartLines, type CartLine } from '../../cart';
import { getSettings, type SiteSettings } from '../../settings';
import { type OrderDeps, repo, reserveStock, sendOrderConfirmation } from '../core';
import { failOrder, payByCard, settleUnpaidOrder, trackPaymentWork } from '../payment';
import { codOfferFor, requireCodOrder, requireCodRoom } from '../cash-on-delivery';
import { checkCartLimits, checkUnpaidOrders, holdEndFor, takeOrderCreationSlot } from './order-limits';
import { priceWithCard, type CardPricedOrder } from './order-quote';

/**
 * The steps of POST /api/shop/order/create (checkout.service.ts lists them in order). Each reads what the
 * request brought and what earlier steps returned, and returns what it found for the next (lib/steps.ts): the
 * types below are what each step hands on. Prices, totals and stock come from the database only; nothing the
 * client sends about money is read.
 */
export interface CheckoutRequest {
  readonly deps: OrderDeps;
  readonly user: SessionUser;
  /** The body as the route's schema left it: contact name and e-mail already checked and trimmed. */
  readonly input: CreateOrderRequest;
  readonly ip: string;
  /** The language of the page that checks out: the payment page sends the buyer back to a page in it. */
  readonly lang: Lang;
  readonly merchantOrderId: string;
}

/** validateCart: the cart as this checkout read it, the address and the buyer's GSTIN, all checked. */
export interface ValidCart {
  cartId: string;
  /** When the cart last changed as this checkout read it (the cart's lock tells whether it moved since). */
  cartVersion: Date;
  lines: CartLine[];
  address: ApiAddress;
  settings: SiteSettings;
  buyerGstin: string | null;
  /** The discount code asked for, with the buyer's uses of it; null without one. */
  discount: OrderDiscount | null;
  /** The gift card asked for, able to pay as read (cardForCheckout); null without one. */
  card: GiftCardRow | null;
}

/** priceCart: the cart priced for the address and the choice, and split with the card (order-quote.ts). */
export type PricedCart = CardPricedOrder;

/** checkHolds or checkCashOnDelivery: when the order is placed and when its hold ends. */
export interface Hold {
  now: Date;
  holdEnds: Date;
}

/** reserveAndInsert: the order, and its date (never before the cart's version). */
export interface Placed {
  now: Date;
  order: repo.OrderRow;
  /**
   * The order is not this checkout's own: a checkout of the same cart racing this one placed it (a double tap,
   * two tabs), and this one answers with it instead of placing a second.
   */
  twin: boolean;
}

/** createPayment or placeCashOrder: what the buyer is answered. */
export interface Answered {
  answer: CreateOrderResponse;
}

/** What the order's own checks read: the request, its cart and its price. */
export type Quoted = CheckoutRequest & ValidCart & PricedCart;

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PhonePe merchantOrderId: at most 63 of [A-Za-z0-9_-], unique and unguessable. */
export function newMerchantOrderId(): string {
  return `HEP${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
}

// ---------------------------------------------------------------- the steps

/** The cart, the address and the buyer's GSTIN, all checked: 400 with the reason, nothing written. */
export const validateCart: Step<CheckoutRequest, ValidCart> = {
  name: 'validate the cart',
  async run(c) {
    const { db, config } = c.deps;
    // The same lines, priced from the product rows, that the cart shows.
    const { cartId, version, lines } = await readCartLines(db, c.user.id);
    if (!cartId || !version || lines.length === 0) throw new ValidationError(ORDER_MESSAGES.cartEmpty);
    // The total is the same wherever the order goes; only the tax's split depends on the address.
    const gross = cartTotals(lines).grandTotalPaise;
    if (gross <= 0) throw new ValidationError(ORDER_MESSAGES.amountZero);
    if (gross > MAX_ORDER_PAISE) throw new ValidationError(ORDER_MESSAGES.amountTooLarge);
    // What one order may hold: lines, quantity per line, value (decision 013).
    checkCartLimits(config.orders, lines, gross);

    const addressId = c.input.addressInfo?.addressId?.trim() ?? '';
    const address = ID_RE.test(addressId) ? await findUserAddress(db, c.user.id, addressId) : null;
    if (!address) throw new ValidationError(ORDER_MESSAGES.address);
    const settings = await getSettings(db);
    const { gstin, message } = readBuyerGstin(c.input.buyerGstin);
    if (message) throw new ValidationError(message);
    // A code that is malformed or unknown is a 400 here; whether it applies, when the order is priced.
    const typed = c.input.discountCode ?? '';
    const discount = typed ? await discountForOrder(db, typed, c.user.id) : null;
    // A gift card that cannot pay (wrong code, disabled, expired, nothing left) is a 400 with the reason; 429 past
    // the guesses an hour.
    const cardCode = c.input.giftCardCode ?? '';
    const card = cardCode
      ? await cardForCheckout(db, config, cardCode, { userId: c.user.id, ip: c.ip }, new Date())
      : null;
    await refuseShortEarly(c, lines);
    return { cartId, cartVersion: version, lines, address, settings, buyerGstin: gstin, discount, card };
  },
};

/**
 * A line the stock read with the cart cannot cover is refused at once, with the answer reserving it would give
 * (409, what is left), when the buyer has no unpaid order holding stock: in a sale, once the stock is gone, the
 * other buyers are answered with a few reads instead of counting an attempt, settling orders and taking the
 * cart's lock (issue 49: 150 refusals cost as much as 150 orders, and a burst's tail waited past its deadline).
 * A buyer with such an order goes the whole way: settling it may give the stock back, or it is this very cart's
 * order, placed by a double tap. Reserving stays the check that decides.
 */
async function refuseShortEarly(c: CheckoutRequest, lines: CartLine[]) {
  const short = lines.find((l) => l.quantity > l.totalStock);
  if (!short) return;
  if ((await repo.unpaidReservingOrdersOfUser(c.deps.db, c.user.id)).length > 0) return;
  const left = Math.max(0, short.totalStock);
  throw new OutOfStockError(shortStockMessage(short.title, left), {
    productId: short.productId,
    available: left,
  });
}

/**
 * Each line's tax, the delivery by the shop's rules (400 where it does not deliver) and the order's totals
 * for the place of supply, as the preview showed them (order-quote.ts prices both).
 */
export const priceCart: Step<CheckoutRequest & ValidCart, PricedCart> = {
  name: 'price it',
  async run(c) {
    const { deliveryMethod, paymentMethod } = c.input;
    return priceWithCard(
      c.settings,
      c.address,
      c.lines,
      { deliveryMethod, paymentMethod },
      new Date(),
      c.discount,
      c.card,
    );
  },
};

/**
 * Every checkout that gets this far counts against the account's and the address's hourly limits (429).
 * Not undone when a later step fails: a failed checkout is still an attempt.
 */
export const takeCheckoutSlot: Step<CheckoutRequest> = {
  name: 'take a checkout slot',
  run: (c) => takeOrderCreationSlot(c.deps, c.user.id, c.ip),
};

/**
 * A new checkout replaces the customer's earlier unpaid orders, so that an abandoned payment page neither
 * keeps the last units from its own customer nor lets one customer hold stock with order after order. Each
 * is settled with the provider (a paid one is confirmed), within `config.orders.settleBudgetMs` for them all:
 * an order still being asked about then is finished in the background (tracked for shutdown); while it holds
 * stock, the unpaid-orders check counts it, and the sweeper ends it if nothing else does.
 */
export const settleEarlierOrders: Step<Quoted> = {
  name: 'settle earlier unpaid orders',
  async run(c) {
    const { deps } = c;
    const earlier: repo.OrderRow[] = [];
    for (const order of await repo.unpaidReservingOrdersOfUser(deps.db, c.user.id)) {
      if (!(await keepsOrder(c, deps.db, order))) earlier.push(order);
    }
    if (earlier.length === 0) return;
    const settling = (async () => {
      for (const order of earlier) {
        // An earlier order that cannot be settled now is left to the sweeper; it never blocks the new checkout.
        await settleUnpaidOrder(deps, order).catch((err: unknown) =>
          deps.log.warn(
            { err: (err as Error).message, orderId: order.id },
            'earlier unpaid order could not be settled',
          ),
        );
      }
    })();
    const budgetMs = deps.config.orders.settleBudgetMs;
    if (await withinBudget(settling, budgetMs)) return;
    trackPaymentWork(deps, settling);
    deps.log.warn(
      { orders: earlier.length, budgetMs },
      'earlier unpaid orders still settling; the checkout goes on',
    );
  },
};

/**
 * Cash on delivery: allowed by the policy for this order (400, or 409 for too many open cash orders) and
 * the account's e-mail confirmed (403). A cash order has no payment page, so no hold: its stock stays reserved
 * until it is delivered or cancelled.
 */
export const checkCashOnDelivery: Step<Quoted, Hold> = {
  name: 'check cash on delivery',
  async run(c) {
    requireCodOrder(await codOfferFor(c.deps, c.user.id, c.settings, c));
    const now = new Date();
    return { now, holdEnds: now };
  },
};

/**
 * An order its gift card pays whole waits for nothing: its hold only covers the moment between its insert and its
 * payment (the sweeper ends it, card given back, if a crash leaves it unpaid).
 */
export const holdForCard: Step<CheckoutRequest, Hold> = {
  name: 'hold it for the gift card',
  async run(c) {
    const now = new Date();
    return { now, holdEnds: new Date(now.getTime() + placingWaitMs(c.deps)) };
  },
};

/** At most `maxUnpaid` unpaid orders at once (409), and when this order's hold ends (429 when used up). */
export const checkHolds: Step<CheckoutRequest, Hold> = {
  name: 'check the holds',
  async run(c) {
    const now = new Date();
    await checkUnpaidOrders(c.deps, c.user.id, now);
    // A checkout again does not renew the hold beyond the cap (decision 013).
    return { now, holdEnds: await holdEndFor(c.deps, c.user.id, now) };
  },
};

/**
 * Reserves every line's stock and inserts the order with its pending payment, in one transaction: a short
 * line (409 with what is left) writes nothing. The transaction first locks the cart, which is the account's
 * checkout lock (one cart per account): the limits that count the account's orders are checked again under it
 * (open cash orders, unpaid online orders), so checkouts racing each other cannot all pass them, and one cart
 * becomes at most one order however often it is sent at once (takeCart). Undone, once committed, by failing
 * the order, which gives the stock back.
 */
export const reserveAndInsert: Step<Quoted & Hold, Placed> = {
  name: 'reserve stock and insert the order',
  async run(c) {
    const placed = await c.deps.db.transaction(async (tx) => {
      const twin = await takeCart(c, tx);
      if (twin) return { now: c.now, order: twin, twin: true };
      const method = paymentMethodOf(c);
      if (method === 'cod') await requireCodRoom(tx, c.user.id, c.settings, c);
      // An order the card pays whole is paid as soon as it is placed: it never waits unpaid.
      else if (!c.paidByCard) await checkUnpaidOrders(c.deps, c.user.id, c.now, tx);
      // The order's date becomes the cart's version: never the one read (a clock behind another instance's).
      const now = c.now.getTime() <= c.cartVersion.getTime() ? new Date(c.cartVersion.getTime() + 1) : c.now;
      const order = await insertOrder({ ...c, now }, tx);
      // The code's use, taken last (its row stays locked for the shortest time): 400 when it ran out meanwhile.
      if (c.discount)
        await redeemDiscount(tx, {
          discountId: c.discount.id,
          orderId: order.id,
          userId: c.user.id,
          amountPaise: c.discount.goodsPaise + c.discount.deliveryPaise,
          now: c.now,
          lines: c.discount.lines,
        });
      // The card's part, one conditional debit: 400 when another order spent it meanwhile (all rolled back).
      if (c.card && c.giftCardPaise > 0) {
        await spendCardOnOrder(tx, {
          cardId: c.card.id,
          amountPaise: c.giftCardPaise,
          orderId: order.id,
          orderNumber: order.orderNumber,
          now,
        });
        // A card nobody holds becomes the buyer's who spent it (as a balance check makes it), so their account
        // lists it with what it has left and what a cancellation gives back; a card sent to an e-mail stays its own.
        await linkToBuyer(tx, c.card.id, c.user.id);
      }
      await repo.markCartOrdered(tx, c.cartId, order.orderDate);
      // Last before the commit: the products' rows stay locked from here to the commit only, so checkouts of one
      // product in a sale take turns on their updates, not on their whole transactions (issue 49). A short line
      // throws and rolls back the order written above with everything else.
      await reserve(c, tx);
      // A cash order is placed for good: its lines leave the cart with it, so no checkout reads them after it.
      if (method === 'cod')
        await repo.removeCartProducts(
          tx,
          c.user.id,
          c.items.map((i) => i.productId),
        );
      return { now, order, twin: false };
    });
    if (!placed.twin) ordersCreated.inc();
    return placed;
  },
  async undo(c) {
    // A twin belongs to the checkout that placed it: that one undoes it if it must.
    if (!c.twin) await failOrder(c.deps.db, c.order.id, c.merchantOrderId);
  },
};

/**
 * Locks the cart (the account's checkout lock) and finds what this checkout places. The order that made the
 * cart's current version (a cart takes the date of the order placed from it as its version), when it holds this
 * checkout's very lines and choices, is this checkout's order: placed by a checkout racing this one (a double
 * tap, two tabs) or by an earlier press of the same cart; it is answered again while it waits for its payment,
 * and replaced only once it ended unpaid. Otherwise the cart must be as this checkout read it: a line changed
 * meanwhile is 409, nothing written.
 */
async function takeCart(c: Quoted, tx: DbOrTx): Promise<repo.OrderRow | null> {
  const version = await repo.lockCart(tx, c.cartId);
  const made = version && (await repo.orderOfCartAt(tx, c.user.id, c.cartId, version));
  if (made && (await isThisOrder(c, tx, made))) {
    if (isWaiting(made)) return made;
    // Paid meanwhile: bought already, and the cart is being emptied.
    if (made.paymentStatus === 'paid') throw new ConflictError(ORDER_MESSAGES.cartChanged);
    return null;
  }
  if (version?.getTime() !== c.cartVersion.getTime()) throw new ConflictError(ORDER_MESSAGES.cartChanged);
  return null;
}

/**
 * An order still waiting for its payment: a cash order until it is paid or ends, an online one while its hold
 * (and so its payment page) lasts.
 */
const isWaiting = (order: repo.OrderRow) =>
  order.paymentStatus === 'pending' &&
  order.orderStatus !== 'rejected' &&
  (order.paymentMethod === 'cod' || order.reservationExpiresAt.getTime() > Date.now());

/**
 * Whether a checkout leaves this unpaid order alone instead of replacing it: placed after this checkout read the
 * cart (by a checkout racing this one: under the lock this one then answers with it, or is refused), or the
 * order that made the cart's version this checkout read, still waiting, with this checkout's very lines and
 * choices (the same cart placed again: answered with it).
 */
async function keepsOrder(c: Quoted, db: DbOrTx, order: repo.OrderRow): Promise<boolean> {
  if (order.cartId !== c.cartId) return false;
  const placed = order.orderDate.getTime();
  const read = c.cartVersion.getTime();
  if (placed > read) return true;
  return placed === read && isWaiting(order) && (await isThisOrder(c, db, order));
}

/** The order holds exactly what this checkout would place: the same lines, total, delivery, payment and contact. */
async function isThisOrder(c: Quoted, tx: DbOrTx, order: repo.OrderRow): Promise<boolean> {
  const lines = (items: { productId: string; quantity: number }[]) =>
    items
      .map((i) => `${i.productId}×${i.quantity}`)
      .sort()
      .join(' ');
  const items = await repo.itemsOfOrders(tx, [order.id]);
  return (
    lines(items) === lines(c.items) &&
    order.totalAmountPaise === c.totals.grandTotalPaise &&
    order.paymentMethod === paymentMethodOf(c) &&
    order.deliveryMethod === c.delivery.method &&
    order.addressInfo.addressId === c.address._id &&
    order.contactName === c.input.contactName &&
    order.contactEmail === c.input.contactEmail &&
    order.buyerGstin === c.buyerGstin &&
    order.discountCode === (c.discount?.code ?? null) &&
    order.giftCardId === (c.card?.id ?? null) &&
    order.giftCardPaise === c.giftCardPaise
  );
}

/**
 * How the order is paid: 'giftCard' when the card pays it whole (whatever was chosen: nothing is left for PhonePe
 * or cash), else cash on delivery or the payment provider for what the card leaves (decision 033).
 */
export const paymentMethodOf = (c: CheckoutRequest & Pick<PricedCart, 'paidByCard'>) =>
  c.paidByCard ? GIFT_CARD_METHOD : c.input.paymentMethod === 'cod' ? 'cod' : paymentProviderFor(c.deps).name;

/** The payment method of an order a gift card paid whole: no provider, no cash (orders.payment_method is free text). */
export const GIFT_CARD_METHOD = 'giftCard';

/**
 * How long a checkout waits for the same order's answer from the request that is placing it: that request's
 * settling of earlier orders and its call to the provider, each bounded, and a second to spare.
 */
export const placingWaitMs = (deps: OrderDeps) =>
  deps.config.orders.settleBudgetMs + deps.config.timeouts.phonepeMs + 1_000;
const POLL_MS = 50;

async function reserve(c: Quoted, tx: DbOrTx): Promise<void> {
  const short = await reserveStock(
    tx,
    c.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
  );
  if (!short) return;
  // The short line's own update did not happen, so its stock here is what is left; throwing rolls back the rest.
  const left = await repo.productStock(tx, short.productId);
  const title = c.lines.find((l) => l.productId === short.productId)?.title ?? 'an item';
  throw new OutOfStockError(shortStockMessage(title, left), { productId: short.productId, available: left });
}

async function insertOrder(c: Quoted & Hold, tx: DbOrTx): Promise<repo.OrderRow> {
  const { address, totals, supply, delivery } = c;
  const method = paymentMethodOf(c);
  const row = await repo.insertOrder(
    tx,
    {
      userId: c.user.id,
      cartId: c.cartId,
      addressInfo: {
        addressId: address._id,
        address: address.address,
        city: address.city,
        pincode: address.pincode,
        phone: address.phone,
        notes: address.notes,
      },
      contactName: c.input.contactName,
      contactEmail: c.input.contactEmail,
      orderStatus: 'pending',
      paymentMethod: method,
      deliveryMethod: delivery.method,
      deliveryZone: delivery.zone,
      // What is charged: a free-delivery code's waiver is not (deliveryDiscountPaise).
      deliveryFeePaise: delivery.deliveryFeePaise - (c.discount?.deliveryPaise ?? 0),
      fragileFeePaise: delivery.fragileFeePaise,
      codFeePaise: c.codFeePaise,
      deliveryFrom: delivery.window.from,
      deliveryTo: delivery.window.to,
      paymentStatus: 'pending',
      subtotalPaise: totals.subtotalPaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalAmountPaise: totals.grandTotalPaise,
      placeOfSupplyCode: supply.place.code,
      placeOfSupplyState: supply.place.name,
      taxType: supply.type,
      sellerGstin: c.settings.gstNumber,
      buyerGstin: c.buyerGstin,
      discountCodeId: c.discount?.id ?? null,
      discountCode: c.discount?.code ?? null,
      discountPaise: c.discount?.goodsPaise ?? 0,
      deliveryDiscountPaise: c.discount?.deliveryPaise ?? 0,
      giftCardId: c.card?.id ?? null,
      giftCardPaise: c.giftCardPaise,
      merchantOrderId: c.merchantOrderId,
      stockReserved: true,
      reservationExpiresAt: c.holdEnds,
      orderDate: c.now,
      orderUpdateDate: c.now,
    },
    c.items,
  );
  // PhonePe or the cash is asked only what the card left; an order the card pays whole has no payment to take.
  if (!c.paidByCard)
    await repo.insertPayment(tx, {
      orderId: row.id,
      provider: method,
      merchantOrderId: c.merchantOrderId,
      amountPaise: c.amountDuePaise,
      status: 'pending',
    });
  return row;
}

/**
 * Opens the payment with the provider, after commit and outside any transaction. A twin's payment page is the one
 * its own checkout opens: waited for, then answered as this checkout's.
 */
export const createPayment: Step<CheckoutRequest & Hold & Placed, Answered> = {
  name: 'create the payment',
  async run(c) {
    const { deps, order } = c;
    if (c.twin) return { answer: paymentAnswer(order, await twinPaymentPage(deps, order)) };
    let created: CreatePaymentResult;
    try {
      created = await paymentProviderFor(deps).createPayment({
        merchantOrderId: c.merchantOrderId,
        // What the gift card left to pay (decision 033).
        amountPaise: amountDuePaise(order),
        // The return address names the order, so the return page finds it in whatever tab the UPI app opens.
        redirectUrl: `${deps.config.publicUrl}${langPath('/shop/phonepe-return', c.lang)}?orderId=${order.id}`,
        // The payment page closes when the hold ends.
        expireAfterSeconds: Math.max(1, Math.floor((c.holdEnds.getTime() - c.now.getTime()) / 1000)),
        description: `Order ${order.id}`,
      });
    } catch (err) {
      deps.log.warn(
        { err: (err as Error).message, orderId: order.id },
        'payment could not be created; order failed and stock released',
      );
      throw new PaymentProviderError(ORDER_MESSAGES.createFailed);
    }
    await repo.updatePayment(deps.db, c.merchantOrderId, {
      redirectUrl: created.approvalUrl,
      providerOrderId: created.providerOrderId ?? null,
    });
    return { answer: paymentAnswer(order, created.approvalUrl) };
  },
};

const paymentAnswer = (order: repo.OrderRow, approvalURL: string): CreateOrderResponse => ({
  success: true,
  message: 'Order created. Redirecting to payment…',
  approvalURL,
  orderId: order.id,
  ...discountAnswer(order),
});

/**
 * The payment page of an order another checkout placed, once that checkout has opened it with the provider:
 * 502 as that checkout answers when the provider refused it (the order ended), 409 when it takes too long.
 */
async function twinPaymentPage(deps: OrderDeps, order: repo.OrderRow): Promise<string> {
  const until = Date.now() + placingWaitMs(deps);
  for (;;) {
    const page = await repo.paymentPageOf(deps.db, order.merchantOrderId);
    if (page) return page;
    const now = await repo.findOrder(deps.db, order.id);
    if (now?.paymentStatus !== 'pending') throw new PaymentProviderError(ORDER_MESSAGES.createFailed);
    if (Date.now() >= until) throw new ConflictError(ORDER_MESSAGES.stillPlacing);
    await sleep(POLL_MS);
  }
}

/**
 * A cash order is placed as it is (its lines left the cart with its insert): the buyer is mailed what to pay at
 * the door, and the browser goes to the order-placed page instead of a payment page.
 */
export const placeCashOrder: Step<CheckoutRequest & Placed, Answered> = {
  name: 'place the cash order',
  async run(c) {
    const { deps, order } = c;
    // A twin's own checkout mails the buyer.
    if (!c.twin) await sendOrderConfirmation(deps, order, await repo.itemsOfOrders(deps.db, [order.id]));
    return { answer: cashAnswer(deps, order) };
  },
};

const cashAnswer = (deps: OrderDeps, order: repo.OrderRow): CreateOrderResponse => ({
  success: true,
  message: COD_MESSAGES.placed,
  approvalURL: `${deps.config.publicUrl}/shop/order-placed?orderId=${order.id}`,
  orderId: order.id,
  ...discountAnswer(order),
});

/**
 * The code the order used and what it took off, what its gift card paid and what is left to pay (rupees), as the
 * order's answer carries them.
 */
const discountAnswer = (order: repo.OrderRow) => ({
  discountCode: order.discountCode ?? null,
  discountAmount: fromPaise(order.discountPaise + order.deliveryDiscountPaise),
  giftCardAmount: fromPaise(order.giftCardPaise),
  amountDue: fromPaise(amountDuePaise(order)),
});

/**
 * An order its gift card pays whole is paid at once, as a captured payment would be (order-payment.ts
 * payByCard: invoice, stock settled, cart emptied, the order mail): no payment page, no cash to collect. The
 * browser goes to the order-placed page. A failure here fails the order (reserveAndInsert's undo), which gives the
 * card its part back.
 */
export const payWithCard: Step<CheckoutRequest & Placed, Answered> = {
  name: 'pay it with the gift card',
  async run(c) {
    const { deps, order } = c;
    // A twin's own checkout pays it.
    if (!c.twin) {
      const outcome = await payByCard(deps, order);
      if (outcome.kind !== 'paid') throw new ConflictError(ORDER_MESSAGES.cartChanged);
    }
    return {
      answer: {
        success: true,
        message: GIFT_CARD_PAID_MESSAGE,
        approvalURL: `${deps.config.publicUrl}/shop/order-placed?orderId=${order.id}`,
        orderId: order.id,
        ...discountAnswer(order),
      },
    };
  },
};

export const GIFT_CARD_PAID_MESSAGE = 'Order placed and paid with your gift card.';
