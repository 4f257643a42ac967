import { DELIVERY_ZONES, type DeliverySettings, type DeliveryZone } from '../../../../../common/delivery';
import { stateByCode } from '../../../../../common/gst/states';
import { msg, type Translate } from '../../../i18n/i18n';
import { english } from './english';

/**
 * The words of the policy pages for the shop's delivery settings: the Shipping & Delivery page
 * and the Terms say what checkout charges, because both read the same settings. Each takes the page's `t`
 * (issue 50): the figures come from the settings, the words from the page's language.
 */

/** A delivery estimate in business days: "next business day", "3-5 business days". */
export function daysText({ min, max }: { min: number; max: number }, t: Translate = english): string {
  if (max === 0) return t('the same business day');
  if (min === max) return max === 1 ? t('next business day') : t('{count} business days', { count: max });
  if (min === 0)
    return max === 1
      ? t('within {count} business day', { count: max })
      : t('within {count} business days', { count: max });
  return t('{min}-{max} business days', { min, max });
}

const ZONE_PLACES: Record<DeliveryZone, string> = {
  city: msg('within our city'),
  state: msg('within our state'),
  india: msg('in the rest of India'),
};

/** Where cash on delivery is offered: "anywhere we deliver", "within our city and within our state". */
export function codZonesText(zones: readonly DeliveryZone[], t: Translate = english): string {
  const shown = DELIVERY_ZONES.filter((z) => zones.includes(z));
  if (shown.length === DELIVERY_ZONES.length) return t('anywhere we deliver');
  if (shown.length === 0) return t('nowhere at the moment');
  return listText(
    shown.map((z) => t(ZONE_PLACES[z])),
    'and',
    t,
  );
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listText(
  items: readonly string[],
  conjunction: 'and' | 'or' = 'and',
  t: Translate = english,
): string {
  if (items.length <= 1) return items.join('');
  const vars = { items: items.slice(0, -1).join(', '), last: items[items.length - 1] };
  return conjunction === 'and' ? t('{items} and {last}', vars) : t('{items} or {last}', vars);
}

/** The states and pincode prefixes the shop does not deliver to, as a sentence's end, or null when none. */
export function notServedText(d: DeliverySettings, t: Translate = english): string | null {
  const states = d.blockedStates.map((code) => stateByCode(code)?.name ?? code);
  const parts = [...states];
  if (d.blockedPincodes.length)
    parts.push(t('pincodes starting with {prefixes}', { prefixes: listText(d.blockedPincodes, 'or', t) }));
  return parts.length ? listText(parts, 'and', t) : null;
}

/** Whether cash on delivery is offered at all (on, and in some zone). */
export const codOffered = (d: DeliverySettings): boolean => d.cod.enabled && d.cod.zones.length > 0;
