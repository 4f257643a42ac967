/**
 * The shop's cancellation and return policy: how long after ordering an order may be cancelled, how
 * long after delivery it may be returned, the restocking fee by the returned goods' condition, and how long a
 * refund takes. Pure rules over hours, days and percents, the same for the server and the policy pages; the
 * owner edits them in Settings, SPEC §9's figures are the defaults. (SPEC notes that the Refund & Return page
 * says 30 days and the Refund & Cancellation page 7: the window is one setting, 7 days by default, that both
 * pages read.)
 */

import type { ReturnsPolicy } from './policy-defaults';

/** What a returned item is found to be when the shop receives it; each but `faulty` has its restocking fee. */
export const RETURN_CONDITIONS = ['unopened', 'opened', 'damagedPackaging', 'faulty'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The policy's figures (their shape and SPEC §9's defaults live in policy-defaults.ts, which every page loads). */
export type { ReturnsPolicy } from './policy-defaults';

/** SPEC §9's figures (their home: policy-defaults.ts). */
export { DEFAULT_RETURNS_POLICY } from './policy-defaults';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The statuses in which the goods have not left the shop. */
const NOT_DISPATCHED: readonly string[] = ['pending', 'confirmed', 'inProcess'];

/** The last instant an order placed at `orderDate` may be cancelled (excluded: 2 h after 10:00 is 12:00). */
export function cancelDeadline(orderDate: Date, policy: ReturnsPolicy): Date {
  return new Date(orderDate.getTime() + policy.cancelWithinHours * HOUR_MS);
}

/** Whether the buyer may still cancel: before the deadline, and before the goods are dispatched. */
export function canCancel(
  order: { orderDate: Date; orderStatus: string },
  now: Date,
  policy: ReturnsPolicy,
): boolean {
  return NOT_DISPATCHED.includes(order.orderStatus) && now < cancelDeadline(order.orderDate, policy);
}

/** The last instant goods delivered at `deliveredAt` may be returned (excluded). */
export function returnDeadline(deliveredAt: Date, policy: ReturnsPolicy): Date {
  return new Date(deliveredAt.getTime() + policy.returnWithinDays * DAY_MS);
}

/** Whether the buyer may still ask to return: delivered, and before the deadline. */
export function canReturn(
  order: { orderStatus: string; deliveredAt: Date | null },
  now: Date,
  policy: ReturnsPolicy,
): boolean {
  if (order.orderStatus !== 'delivered' || !order.deliveredAt) return false;
  return now < returnDeadline(order.deliveredAt, policy);
}

/** The percent kept from a returned line in this condition. */
export function restockingPercent(condition: ReturnCondition, policy: ReturnsPolicy): number {
  return condition === 'faulty' ? 0 : policy.restockingPercent[condition];
}

/** The restocking fee on a returned line's value (paise), to the nearest paisa (half up). */
export function restockingFeePaise(
  linePaise: number,
  condition: ReturnCondition,
  policy: ReturnsPolicy,
): number {
  return Math.round((linePaise * restockingPercent(condition, policy)) / 100);
}
