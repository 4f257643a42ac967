import crypto from 'node:crypto';
import { ordersCreated } from '../../../lib/metrics';
import { readCartLines } from '../../cart';
import { findUserAddress, getUserAddress } from '../../addresses';
import {
  cartTotals,
  fromPaise,
  gstTotalsInRupees,
  supplyType,
  type CartTotals,
  type SupplyType,
} from '../../../../common/money';
import {
  ContactEmail,
  ContactName,
  MAX_ORDER_PAISE,
  ORDER_MESSAGES,
  type ApiOrderPreview,
  type CreateOrderInput,
  type CreateOrderResponse,
  readBuyerGstin,
} from '../../../../common/contracts/orders';
import type { ApiAddress } from '../../../../common/contracts/address';
import { stateOfGstin } from '../../../../common/gst/gstin';
import { stateByCode, type GstState } from '../../../../common/gst/states';
import {
  ForbiddenError,
  OutOfStockError,
  PaymentProviderError,
  ConflictError,
  UnprocessableError,
  ValidationError,
} from '../../../lib/errors';
import type { SessionUser } from '../../auth';
import { getSettings, type SiteSettings } from '../../settings';
import { paymentProviderFor } from '../../../payments/registry';
import type { OrderDeps } from '../order-deps';
import * as repo from '../orders.repository';
import { reserveStock } from './reservation.repository';
import { checkCartLimits, checkUnpaidOrders, holdEndFor, takeOrderCreationSlot } from './order-limits';
import { appliedRates, orderItemsFor } from './order-pricing';
import { failOrder, settleUnpaidOrder, ShortStock } from '../payment/order-payment';

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PhonePe merchantOrderId: at most 63 of [A-Za-z0-9_-], unique and unguessable. */
function newMerchantOrderId(): string {
  return `HEP${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
}

// ---------------------------------------------------------------- place of supply

interface Supply {
  /** The delivery address's state: the place of supply (IGST Act s. 10(1)(a)). */
  place: GstState;
  /** The shop's state from its GSTIN, null without one. */
  seller: GstState | null;
  type: SupplyType;
}

/** Where an address's order is supplied and how it is taxed; 400 for an address without a state. */
function supplyFor(address: ApiAddress, settings: SiteSettings): Supply {
  const place = stateByCode(address.stateCode);
  if (!place) throw new ValidationError(ORDER_MESSAGES.addressState);
  const seller = stateOfGstin(settings.gstNumber);
  return { place, seller, type: supplyType(seller?.code, place.code) };
}

/**
 * The user's cart priced for delivery to one of their addresses (checkout's preview): the same lines and
 * totals an order placed now would get. 404 for an address that is not theirs.
 */
export async function previewOrder(deps: OrderDeps, userId: string, addressId: string): Promise<ApiOrderPreview> {
  const address = await getUserAddress(deps.db, userId, addressId);
  const supply = supplyFor(address, await getSettings(deps.db));
  const { lines } = await readCartLines(deps.db, userId);
  const totals = cartTotals(lines, supply.type);
  return {
    addressId,
    placeOfSupply: { stateCode: supply.place.code, state: supply.place.name },
    shopState: supply.seller ? { stateCode: supply.seller.code, state: supply.seller.name } : null,
    taxType: supply.type,
    items: lines.map((line, i) => {
      const a = totals.lines[i];
      return {
        productId: line.productId,
        title: line.title,
        hsn: line.hsn,
        quantity: a.quantity,
        price: fromPaise(a.unitGrossPaise),
        ...appliedRates(line, supply.type),
        taxableAmount: fromPaise(a.taxablePaise),
        cgstAmount: fromPaise(a.cgstPaise),
        sgstAmount: fromPaise(a.sgstPaise),
        igstAmount: fromPaise(a.igstPaise),
        lineTotal: fromPaise(a.totalPaise),
      };
    }),
    totals: gstTotalsInRupees(totals),
  };
}

/** The buyer's GSTIN from the checkout body: null when none is given, 400 with the reason when it is not valid. */
function buyerGstinOf(input: CreateOrderInput): string | null {
  const { gstin, message } = readBuyerGstin(input.buyerGstin);
  if (message) throw new ValidationError(message);
  return gstin;
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
/** A create that has not answered after this long is not running any more. */
const ABANDONED_CLAIM_MS = 5 * 60_000;

/**
 * Create with an optional Idempotency-Key: the first successful answer for a key is stored and replayed;
 * the same key with a different body is refused (422). A failed attempt frees its key so it can be retried.
 */
export async function createOrderIdempotent(
  deps: OrderDeps,
  user: SessionUser,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
  ip: string,
): Promise<IdempotentResult<CreateOrderResponse>> {
  if (idempotencyKey === undefined) return { statusCode: 200, body: await createOrder(deps, user, input, ip), replayed: false };
  const key = idempotencyKey.trim();
  if (!key || key.length > 200) throw new ValidationError('Idempotency-Key must be 1 to 200 characters');
  const id = { userId: user.id, scope: CREATE_SCOPE, key };
  const requestHash = crypto.createHash('sha256').update(canonical(input)).digest('hex');
  const claimed = await repo.claimIdempotencyKey(deps.db, { ...id, requestHash });
  if (!claimed) {
    const existing = await repo.findIdempotencyKey(deps.db, user.id, CREATE_SCOPE, key);
    if (existing && existing.requestHash !== requestHash) {
      throw new UnprocessableError('This Idempotency-Key was already used for a different request');
    }
    if (existing?.responseBody && existing.responseStatus) {
      return { statusCode: existing.responseStatus, body: existing.responseBody as CreateOrderResponse, replayed: true };
    }
    // Unanswered long after it was claimed, the request died with its server (a restart mid-checkout):
    // this retry takes the key over instead of getting 409 until the key is purged a day later.
    const abandoned = existing !== null && (await repo.takeOverIdempotencyKey(deps.db, id, new Date(Date.now() - ABANDONED_CLAIM_MS)));
    // Claimed by a request still running (or the row was just freed): the client should retry shortly.
    if (!abandoned) throw new ConflictError('A request with this Idempotency-Key is still being processed. Please retry shortly.');
  }
  try {
    const body = await createOrder(deps, user, input, ip);
    await repo.saveIdempotentResponse(deps.db, id, 200, body);
    return { statusCode: 200, body, replayed: false };
  } catch (err) {
    await repo.deleteIdempotencyKey(deps.db, id).catch(() => {});
    throw err;
  }
}

/**
 * Builds the order from the session user's cart in the database (never from client prices or totals),
 * reserves every line's stock atomically in one transaction, then — after commit — opens the payment.
 */
export async function createOrder(
  deps: OrderDeps,
  user: SessionUser,
  input: CreateOrderInput,
  ip: string,
): Promise<CreateOrderResponse> {
  if (input.userId !== user.id) throw new ForbiddenError('You can only place orders for your own account');
  const { db, config } = deps;

  // The same lines, priced from the product rows, that the cart shows.
  const { cartId, lines } = await readCartLines(db, user.id);
  if (lines.length === 0) throw new ValidationError(ORDER_MESSAGES.cartEmpty);
  // The total is the same wherever the order goes; only the tax's split depends on the address.
  const gross = cartTotals(lines).grandTotalPaise;
  if (gross <= 0) throw new ValidationError(ORDER_MESSAGES.amountZero);
  if (gross > MAX_ORDER_PAISE) throw new ValidationError(ORDER_MESSAGES.amountTooLarge);
  // What one order may hold: lines, quantity per line, value (decision 013).
  checkCartLimits(config.orders, lines, gross);

  const addressId = input.addressInfo?.addressId?.trim() ?? '';
  const address = ID_RE.test(addressId) ? await findUserAddress(db, user.id, addressId) : null;
  if (!address) throw new ValidationError(ORDER_MESSAGES.address);
  const settings = await getSettings(db);
  const supply = supplyFor(address, settings);

  const name = ContactName.safeParse(input.contactName ?? '');
  if (!name.success) throw new ValidationError(name.error.issues[0]?.message ?? ORDER_MESSAGES.name);
  const email = ContactEmail.safeParse(input.contactEmail ?? '');
  if (!email.success) throw new ValidationError(ORDER_MESSAGES.email);
  const buyerGstin = buyerGstinOf(input);
  const totals: CartTotals = cartTotals(lines, supply.type);

  // Every checkout that gets this far counts against the account's and the address's hourly limits.
  await takeOrderCreationSlot(deps, user.id, ip);
  await supersedeUnpaidOrders(deps, user.id);
  const now = new Date();
  await checkUnpaidOrders(deps, user.id, now);
  // A checkout again does not renew the hold beyond the cap (decision 013).
  const holdEnds = await holdEndFor(deps, user.id, now);

  const provider = paymentProviderFor(deps);
  const merchantOrderId = newMerchantOrderId();
  const items: repo.NewOrderItem[] = orderItemsFor(lines, totals, supply.type);

  let order: repo.OrderRow;
  try {
    order = await db.transaction(async (tx) => {
      // Stock first: a short line ends the transaction before anything is written.
      const short = await reserveStock(
        tx,
        items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      );
      if (short) throw new ShortStock(short.productId);
      const row = await repo.insertOrder(
        tx,
        {
          userId: user.id,
          cartId,
          addressInfo: {
            addressId: address._id,
            address: address.address,
            city: address.city,
            pincode: address.pincode,
            phone: address.phone,
            notes: address.notes,
          },
          contactName: name.data,
          contactEmail: email.data,
          orderStatus: 'pending',
          paymentMethod: provider.name,
          paymentStatus: 'pending',
          subtotalPaise: totals.subtotalPaise,
          cgstPaise: totals.cgstPaise,
          sgstPaise: totals.sgstPaise,
          igstPaise: totals.igstPaise,
          totalAmountPaise: totals.grandTotalPaise,
          placeOfSupplyCode: supply.place.code,
          placeOfSupplyState: supply.place.name,
          taxType: supply.type,
          sellerGstin: settings.gstNumber,
          buyerGstin,
          merchantOrderId,
          stockReserved: true,
          reservationExpiresAt: holdEnds,
          orderDate: now,
          orderUpdateDate: now,
        },
        items,
      );
      await repo.insertPayment(tx, {
        orderId: row.id,
        provider: provider.name,
        merchantOrderId,
        amountPaise: totals.grandTotalPaise,
        status: 'pending',
      });
      return row;
    });
  } catch (err) {
    if (err instanceof ShortStock) {
      const line = lines.find((l) => l.productId === err.productId);
      const left = await repo.productStock(db, err.productId);
      const title = line?.title ?? 'an item';
      throw new OutOfStockError(
        left > 0 ? `Only ${left} quantity available for ${title}` : `${title} is out of stock`,
        { productId: err.productId, available: left },
      );
    }
    throw err;
  }

  ordersCreated.inc();
  // After commit, outside any transaction: open the payment with the provider.
  let created: Awaited<ReturnType<typeof provider.createPayment>>;
  try {
    created = await provider.createPayment({
      merchantOrderId,
      amountPaise: order.totalAmountPaise,
      redirectUrl: `${config.publicUrl}/shop/phonepe-return`,
      // The payment page closes when the hold ends.
      expireAfterSeconds: Math.max(1, Math.floor((holdEnds.getTime() - now.getTime()) / 1000)),
      description: `Order ${order.id}`,
    });
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, orderId: order.id }, 'payment could not be created; order failed and stock released');
    await failOrder(db, order.id, merchantOrderId);
    throw new PaymentProviderError(ORDER_MESSAGES.createFailed);
  }
  await repo.updatePayment(db, merchantOrderId, { redirectUrl: created.approvalUrl, providerOrderId: created.providerOrderId ?? null });
  return { success: true, message: 'Order created. Redirecting to payment…', approvalURL: created.approvalUrl, orderId: order.id };
}

/**
 * A new checkout replaces the customer's earlier unpaid orders, so that an abandoned payment page neither
 * keeps the last units from its own customer nor lets one customer hold stock with order after order.
 */
async function supersedeUnpaidOrders(deps: OrderDeps, userId: string): Promise<void> {
  for (const order of await repo.unpaidReservingOrdersOfUser(deps.db, userId)) {
    // An earlier order that cannot be settled now is left to the sweeper; it never blocks the new checkout.
    await settleUnpaidOrder(deps, order).catch((err: unknown) =>
      deps.log.warn({ err: (err as Error).message, orderId: order.id }, 'earlier unpaid order could not be settled'),
    );
  }
}
