import { DELIVERY_ZONES, type DeliverySettings, type DeliveryZone } from '../../../../../common/delivery';
import { stateByCode } from '../../../../../common/gst/states';

/**
 * The words of the policy pages for the shop's delivery settings: the Shipping & Delivery page
 * and the Terms say what checkout charges, because both read the same settings.
 */

/** A delivery estimate in business days: "next business day", "3-5 business days". */
export function daysText({ min, max }: { min: number; max: number }): string {
  if (max === 0) return 'the same business day';
  if (min === max) return max === 1 ? 'next business day' : `${max} business days`;
  if (min === 0) return `within ${max} business day${max === 1 ? '' : 's'}`;
  return `${min}-${max} business days`;
}

const ZONE_PLACES: Record<DeliveryZone, string> = {
  city: 'within our city',
  state: 'within our state',
  india: 'in the rest of India',
};

/** Where cash on delivery is offered: "anywhere we deliver", "within our city and within our state". */
export function codZonesText(zones: readonly DeliveryZone[]): string {
  const shown = DELIVERY_ZONES.filter((z) => zones.includes(z));
  if (shown.length === DELIVERY_ZONES.length) return 'anywhere we deliver';
  if (shown.length === 0) return 'nowhere at the moment';
  return listText(shown.map((z) => ZONE_PLACES[z]));
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The states and pincode prefixes the shop does not deliver to, as a sentence's end, or null when none. */
export function notServedText(d: DeliverySettings): string | null {
  const states = d.blockedStates.map((code) => stateByCode(code)?.name ?? code);
  const parts = [...states];
  if (d.blockedPincodes.length) parts.push(`pincodes starting with ${listText(d.blockedPincodes, 'or')}`);
  return parts.length ? listText(parts) : null;
}

/** Whether cash on delivery is offered at all (on, and in some zone). */
export const codOffered = (d: DeliverySettings): boolean => d.cod.enabled && d.cod.zones.length > 0;
