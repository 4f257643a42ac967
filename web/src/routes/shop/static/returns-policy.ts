import type { ReturnsPolicy } from '../../../../../common/returns';

/**
 * The words of the policy pages for the shop's cancellation and return policy: the Refund & Return
 * page, the Refund & Cancellation page and the Terms read the same settings, so they say the same windows,
 * fees and refund days. (Plain functions without zod: these are shopper pages.)
 */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 hours", "1 hour". */
export const hoursText = (hours: number): string => plural(hours, 'hour');

/** "7 days", "1 day". */
export const daysCountText = (days: number): string => plural(days, 'day');

/** A percent as people write it: "10%", "12.5%", "12.25%" (at most 2 decimals, as the setting allows). */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** The refund's business days: "7-10 business days", "7 business days", "1 business day". */
export function refundDaysText({ min, max }: { min: number; max: number }): string {
  if (min >= max) return plural(max, 'business day');
  return `${min}-${max} business days`;
}

/** Whether the buyer may cancel at all (a window of 0 hours: orders cannot be cancelled once placed). */
export const cancellable = (p: ReturnsPolicy): boolean => p.cancelWithinHours > 0;

/** Whether the shop accepts returns at all (a window of 0 days: it does not). */
export const acceptsReturns = (p: ReturnsPolicy): boolean => p.returnWithinDays > 0;

/** How long after ordering an order may be cancelled, as a sentence. */
export function cancelText(p: ReturnsPolicy): string {
  return cancellable(p)
    ? `You can cancel an order within ${hoursText(p.cancelWithinHours)} of placing it, as long as it has not been dispatched.`
    : 'Orders cannot be cancelled once they are placed.';
}

/** How long after delivery goods may be returned, as a sentence. */
export function returnWindowText(p: ReturnsPolicy): string {
  return acceptsReturns(p)
    ? `Items can be returned within ${daysCountText(p.returnWithinDays)} of delivery.`
    : 'We do not accept returns.';
}

/** The conditions a returned item is charged by, in the order the pages list them. */
export const FEE_CONDITIONS = [
  ['unopened', 'unopened items in sealed packaging'],
  ['opened', 'opened but unused items'],
  ['damagedPackaging', 'items with damaged or missing packaging'],
] as const satisfies readonly (readonly [keyof ReturnsPolicy['restockingPercent'], string])[];

/** The restocking fees by condition: "10%" for "unopened items in sealed packaging", "no fee" when 0. */
export function restockingLines(p: ReturnsPolicy): { fee: string; condition: string }[] {
  return FEE_CONDITIONS.map(([key, condition]) => {
    const percent = p.restockingPercent[key];
    return { fee: percent > 0 ? percentText(percent) : 'No fee', condition };
  });
}

/** What a faulty or wrong item gets: a full refund, whatever the fees. */
export const FAULTY_TEXT = 'A faulty or wrong item is refunded in full, with no restocking fee.';

/** When the refund arrives, as a sentence's end: "within 7-10 business days". */
export const refundWithinText = (p: ReturnsPolicy): string => `within ${refundDaysText(p.refundDays)}`;
