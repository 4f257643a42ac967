import type { ReturnsPolicy } from '../../../../../common/returns';
import { msg, type Translate } from '../../../i18n/i18n';
import { english } from './english';

/**
 * The words of the policy pages for the shop's cancellation and return policy: the Refund & Return
 * page, the Refund & Cancellation page and the Terms read the same settings, so they say the same windows,
 * fees and refund days. (Plain functions without zod: these are shopper pages.) Each takes the page's `t`
 * (issue 50); the figures are the settings'.
 */

/** "2 hours", "1 hour". */
export const hoursText = (hours: number, t: Translate = english): string =>
  hours === 1 ? t('{count} hour', { count: hours }) : t('{count} hours', { count: hours });

/** "7 days", "1 day". */
export const daysCountText = (days: number, t: Translate = english): string =>
  days === 1 ? t('{count} day', { count: days }) : t('{count} days', { count: days });

/** A percent as people write it: "10%", "12.5%", "12.25%" (at most 2 decimals, as the setting allows). */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** The refund's business days: "7-10 business days", "7 business days", "1 business day". */
export function refundDaysText({ min, max }: { min: number; max: number }, t: Translate = english): string {
  if (min >= max)
    return max === 1 ? t('{count} business day', { count: max }) : t('{count} business days', { count: max });
  return t('{min}-{max} business days', { min, max });
}

/** Whether the buyer may cancel at all (a window of 0 hours: orders cannot be cancelled once placed). */
export const cancellable = (p: ReturnsPolicy): boolean => p.cancelWithinHours > 0;

/** Whether the shop accepts returns at all (a window of 0 days: it does not). */
export const acceptsReturns = (p: ReturnsPolicy): boolean => p.returnWithinDays > 0;

/** How long after ordering an order may be cancelled, as a sentence. */
export function cancelText(p: ReturnsPolicy, t: Translate = english): string {
  return cancellable(p)
    ? t('You can cancel an order within {hours} of placing it, as long as it has not been dispatched.', {
        hours: hoursText(p.cancelWithinHours, t),
      })
    : t('Orders cannot be cancelled once they are placed.');
}

/** How long after delivery goods may be returned, as a sentence. */
export function returnWindowText(p: ReturnsPolicy, t: Translate = english): string {
  return acceptsReturns(p)
    ? t('Items can be returned within {days} of delivery.', { days: daysCountText(p.returnWithinDays, t) })
    : t('We do not accept returns.');
}

/** The conditions a returned item is charged by, in the order the pages list them. */
export const FEE_CONDITIONS = [
  ['unopened', msg('unopened items in sealed packaging')],
  ['opened', msg('opened but unused items')],
  ['damagedPackaging', msg('items with damaged or missing packaging')],
] as const satisfies readonly (readonly [keyof ReturnsPolicy['restockingPercent'], string])[];

/** The restocking fees by condition: "10%" for "unopened items in sealed packaging", "no fee" when 0. */
export function restockingLines(
  p: ReturnsPolicy,
  t: Translate = english,
): { fee: string; condition: string }[] {
  return FEE_CONDITIONS.map(([key, condition]) => {
    const percent = p.restockingPercent[key];
    return { fee: percent > 0 ? percentText(percent) : t('No fee'), condition: t(condition) };
  });
}

/** What a faulty or wrong item gets: a full refund, whatever the fees. */
export const FAULTY_TEXT = msg('A faulty or wrong item is refunded in full, with no restocking fee.');

/** When the refund arrives, as a sentence's end: "within 7-10 business days". */
export const refundWithinText = (p: ReturnsPolicy, t: Translate = english): string =>
  t('within {days}', { days: refundDaysText(p.refundDays, t) });
