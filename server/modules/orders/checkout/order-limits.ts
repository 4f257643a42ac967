import { formatPaise } from '../../../../common/money';
import type { AppConfig } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../../lib/errors';
import { inMinutes, takeSlots, type Limit } from '../../../lib/rate-limit';
import type { CartLine } from '../../cart';
import { type OrderDeps, repo } from '../core';

/**
 * What one account may hold unpaid, and how often it may check out (decision 013). The numbers come from
 * config.orders and config.payment.reservationMinutes; the rules live here and nowhere else.
 */

type OrderLimits = AppConfig['orders'];

/** The cart's size and value, checked before anything is reserved: 400 with what to change. */
export function checkCartLimits(limits: OrderLimits, lines: CartLine[], grossPaise: number): void {
  if (lines.length > limits.maxLines) {
    throw new ValidationError(
      `An order can have at most ${limits.maxLines} different items; your cart has ${lines.length}. ` +
        'Please remove some items and place them in another order.',
    );
  }
  const big = lines.find((l) => l.quantity > limits.maxLineQuantity);
  if (big) {
    throw new ValidationError(
      `An order can have at most ${limits.maxLineQuantity} of one item. Please reduce ${big.title} to ${limits.maxLineQuantity} or fewer. ` +
        'For larger quantities, please contact us.',
      { productId: big.productId, maxQuantity: limits.maxLineQuantity },
    );
  }
  if (grossPaise > limits.maxAmountPaise) {
    throw new ValidationError(
      `Orders above ${formatPaise(limits.maxAmountPaise)} cannot be paid online. Please contact us.`,
    );
  }
}

const HOUR = 3600;

function creationLimits(limits: OrderLimits): { perAccount: Limit; perIp: Limit } {
  return {
    perAccount: {
      kind: 'order-create-account',
      perIp: false,
      windows: [
        {
          max: limits.createsPerAccountPerHour,
          seconds: HOUR,
          message: (s) =>
            `You have started too many checkouts in the last hour. Please try again in ${inMinutes(s)}.`,
        },
      ],
    },
    perIp: {
      kind: 'order-create-ip',
      perIp: true,
      windows: [
        {
          max: limits.createsPerIpPerHour,
          seconds: HOUR,
          message: (s) =>
            `Too many checkouts from your network in the last hour. Please try again in ${inMinutes(s)}.`,
        },
      ],
    },
  };
}

/** Counts one order creation for the account and for the address it comes from; 429 when either is used up. */
export async function takeOrderCreationSlot(deps: OrderDeps, userId: string, ip: string): Promise<void> {
  const { perAccount, perIp } = creationLimits(deps.config.orders);
  await takeSlots(deps.db, deps.config, [
    { limit: perAccount, key: userId },
    { limit: perIp, key: ip },
  ]);
}

/**
 * At most `maxUnpaid` unpaid orders holding stock at once (the earlier ones are normally settled by the new
 * checkout; those the provider could not be asked about stay until the sweeper ends them): 409. Checked before
 * the checkout reserves anything, and again in its transaction under the account's checkout lock (`db`).
 */
export async function checkUnpaidOrders(
  deps: OrderDeps,
  userId: string,
  now: Date,
  db: DbOrTx = deps.db,
): Promise<void> {
  const { count, firstEnds } = await repo.unpaidHoldsOfUser(db, userId);
  const max = deps.config.orders.maxUnpaid;
  if (count < max) return;
  const wait = firstEnds ? Math.max(60, Math.ceil((firstEnds.getTime() - now.getTime()) / 1000)) : 60;
  throw new ConflictError(
    `You already have ${count} orders waiting for payment. Please pay for one of them, or try again in ${inMinutes(wait)} when they expire.`,
  );
}

/** The shortest hold worth opening a payment page for: PhonePe refuses an expiry under 5 minutes. */
const MIN_HOLD_MS = 5 * 60_000;

/**
 * When the new order's hold ends. A customer's unpaid orders placed one after another form one hold: it
 * ends at most `holdMaxMinutes` after the first of them was placed, however often the customer checks out
 * again. An unpaid order counts for `holdMaxMinutes + reservationMinutes` after it was placed, so after
 * using up the hold a customer waits at least `reservationMinutes` without any hold before the next one
 * starts. With less than 5 minutes left (or the hold's length, if shorter), 429 with the wait.
 */
export async function holdEndFor(deps: OrderDeps, userId: string, now: Date): Promise<Date> {
  const holdMs = deps.config.payment.reservationMinutes * 60_000;
  const maxMs = deps.config.orders.holdMaxMinutes * 60_000;
  const lookbackMs = maxMs + holdMs;
  const placed = await repo.unpaidOrderTimesSince(deps.db, userId, new Date(now.getTime() - lookbackMs));
  const ends = new Date(
    Math.min(now.getTime() + holdMs, placed.length ? placed[0].getTime() + maxMs : Infinity),
  );
  if (ends.getTime() - now.getTime() >= Math.min(MIN_HOLD_MS, holdMs)) return ends;
  // Free again once the latest of these orders no longer counts.
  const wait = Math.ceil((placed[placed.length - 1].getTime() + lookbackMs - now.getTime()) / 1000);
  throw new TooManyRequestsError(
    `Your items have been held for ${deps.config.orders.holdMaxMinutes} minutes without payment, so they have been released for other customers. ` +
      `Please try again in ${inMinutes(wait)}.`,
    wait,
  );
}
