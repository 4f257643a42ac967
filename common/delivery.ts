/**
 * The shop's delivery policy as rules: where a parcel can go, which zone it is in, what delivery,
 * cash on delivery and fragile packing cost, and when it should arrive. Pure functions over integer paise;
 * the server prices every order with them, and the storefront uses them only to say the same things early
 * (the cart's "add ₹X more for free delivery"). The owner edits the figures in Settings; SPEC §9's are the
 * defaults (DEFAULT_DELIVERY_POLICY). Mutation-tested (config/mutation/delivery.config.mjs).
 */
import { formatPaise, fromPaise, toPaise } from './money';

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const PAYMENT_METHODS = ['phonepe', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** city: the shop's local area; state: the rest of the shop's state; india: everywhere else. */
export const DELIVERY_ZONES = ['city', 'state', 'india'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Business days from the order's day to delivery, both ends counted Monday–Saturday. */
export interface DayRange {
  min: number;
  max: number;
}

export interface DeliveryPolicy {
  /** Standard delivery is free for goods worth more than this ("free above ₹499": ₹499.00 still pays). */
  freeAbovePaise: number;
  standardFeePaise: number;
  /** Standard delivery within the local area (below the free threshold). */
  localFeePaise: number;
  /** The local area as pincodes or pincode prefixes; empty: the shop address's pincode's first 3 digits. */
  localPincodes: string[];
  expressFeePaise: Record<DeliveryZone, number>;
  days: Record<DeliveryMethod, Record<DeliveryZone, DayRange>>;
  /** Once per order with any fragile item (glass, sanitaryware). */
  fragileFeePaise: number;
  /** Where the shop does not deliver: GST state codes and pincode prefixes, and what the buyer is told. */
  blockedStateCodes: string[];
  blockedPincodes: string[];
  blockedMessage: string;
  cod: {
    enabled: boolean;
    feePaise: number;
    /** The largest order total (charges included) that may be paid in cash at the door. */
    maxOrderPaise: number;
    zones: DeliveryZone[];
    /** How many unpaid cash orders one account may have open at once. */
    maxOpen: number;
  };
}

/**
 * The delivery rules in the admin's Settings and in the public settings: the policy above in rupees, as the API speaks money. The Shipping & Delivery page, the Terms, the cart,
 * the product page's pincode check and checkout all read these, so they cannot disagree with what an order
 * is charged.
 */
export interface DeliverySettings {
  /** Standard delivery is free for goods above this. */
  freeAbove: number;
  standardFee: number;
  localFee: number;
  /** Pincodes or prefixes (1–6 digits) of the local area; empty: the shop address's pincode's city (first 3 digits). */
  localPincodes: string[];
  expressFee: Record<DeliveryZone, number>;
  /** Business days (Monday–Saturday) to delivery, per method and zone. */
  days: Record<DeliveryMethod, Record<DeliveryZone, { min: number; max: number }>>;
  fragileFee: number;
  /** GST state codes and pincode prefixes the shop does not deliver to, and what the buyer is told. */
  blockedStates: string[];
  blockedPincodes: string[];
  blockedMessage: string;
  cod: { enabled: boolean; fee: number; maxOrder: number; zones: DeliveryZone[]; maxOpen: number };
}

/** One value per zone, each mapped. */
const zones = <T, U>(r: Record<DeliveryZone, T>, f: (v: T) => U): Record<DeliveryZone, U> => ({
  city: f(r.city),
  state: f(r.state),
  india: f(r.india),
});
/** Copies of the estimates per method and zone (no rule shares its objects with another). */
const daysCopy = (d: DeliveryPolicy['days']) => ({
  standard: zones(d.standard, (r) => ({ ...r })),
  express: zones(d.express, (r) => ({ ...r })),
});

/** The rules in paise for common/delivery.ts. */
export function policyOf(s: DeliverySettings): DeliveryPolicy {
  return {
    freeAbovePaise: toPaise(s.freeAbove),
    standardFeePaise: toPaise(s.standardFee),
    localFeePaise: toPaise(s.localFee),
    localPincodes: s.localPincodes,
    expressFeePaise: zones(s.expressFee, toPaise),
    days: daysCopy(s.days),
    fragileFeePaise: toPaise(s.fragileFee),
    blockedStateCodes: s.blockedStates,
    blockedPincodes: s.blockedPincodes,
    blockedMessage: s.blockedMessage,
    cod: {
      enabled: s.cod.enabled,
      feePaise: toPaise(s.cod.fee),
      maxOrderPaise: toPaise(s.cod.maxOrder),
      zones: s.cod.zones,
      maxOpen: s.cod.maxOpen,
    },
  };
}

/** The rules in rupees, as the API shows them. */
export function settingsOf(p: DeliveryPolicy): DeliverySettings {
  return {
    freeAbove: fromPaise(p.freeAbovePaise),
    standardFee: fromPaise(p.standardFeePaise),
    localFee: fromPaise(p.localFeePaise),
    localPincodes: p.localPincodes,
    expressFee: zones(p.expressFeePaise, fromPaise),
    days: daysCopy(p.days),
    fragileFee: fromPaise(p.fragileFeePaise),
    blockedStates: p.blockedStateCodes,
    blockedPincodes: p.blockedPincodes,
    blockedMessage: p.blockedMessage,
    cod: {
      enabled: p.cod.enabled,
      fee: fromPaise(p.cod.feePaise),
      maxOrder: fromPaise(p.cod.maxOrderPaise),
      zones: p.cod.zones,
      maxOpen: p.cod.maxOpen,
    },
  };
}

/** SPEC §9's figures, and the estimates of the Shipping & Delivery page. */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  freeAbovePaise: 49_900,
  standardFeePaise: 4_900,
  localFeePaise: 2_900,
  localPincodes: [],
  expressFeePaise: { city: 9_900, state: 14_900, india: 19_900 },
  days: {
    standard: { city: { min: 1, max: 2 }, state: { min: 3, max: 5 }, india: { min: 4, max: 7 } },
    express: { city: { min: 1, max: 1 }, state: { min: 1, max: 2 }, india: { min: 2, max: 4 } },
  },
  fragileFeePaise: 5_000,
  blockedStateCodes: [],
  blockedPincodes: [],
  blockedMessage:
    'Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.',
  // SPEC §9: the Terms accept cash on delivery, for a ₹25 fee.
  cod: {
    enabled: true,
    feePaise: 2_500,
    maxOrderPaise: 1_000_000,
    zones: ['city', 'state', 'india'],
    maxOpen: 2,
  },
};

/** The last 6-digit number in the shop's address: its pincode, or null. */
export function shopPincode(companyAddress: string): string | null {
  const all = companyAddress.match(/(?<!\d)\d{6}(?!\d)/g);
  return all ? all[all.length - 1]! : null;
}

/** The local area's prefixes: the policy's own, else the shop's pincode's first 3 digits (its city), else none. */
export function localPrefixes(policy: DeliveryPolicy, shopPin: string | null): string[] {
  if (policy.localPincodes.length > 0) return policy.localPincodes;
  return shopPin ? [shopPin.slice(0, 3)] : [];
}

const startsWithAny = (pincode: string, prefixes: readonly string[]) =>
  prefixes.some((p) => p !== '' && pincode.startsWith(p));

/** Where a delivery goes, as the policy sees it. */
export interface Destination {
  pincode: string;
  /** The delivery address's GST state code. */
  stateCode: string;
}

/** The shop's side: its local prefixes and its state's code (null: every non-local pincode is 'india'). */
export interface Origin {
  localPrefixes: string[];
  stateCode: string | null;
}

/** Whether the shop delivers there (blocked states and pincode prefixes say no). */
export function isServiceable(policy: DeliveryPolicy, to: Destination): boolean {
  return (
    !policy.blockedStateCodes.includes(to.stateCode) && !startsWithAny(to.pincode, policy.blockedPincodes)
  );
}

export function zoneOf(origin: Origin, to: Destination): DeliveryZone {
  if (startsWithAny(to.pincode, origin.localPrefixes)) return 'city';
  // A destination's state code is a string, so a shop whose state is not known (null) is never in it.
  return origin.stateCode === to.stateCode ? 'state' : 'india';
}

/** The delivery fee, tax included: express by zone; standard free above the threshold, else local or standard. */
export function deliveryFeePaise(
  policy: DeliveryPolicy,
  method: DeliveryMethod,
  zone: DeliveryZone,
  goodsPaise: number,
): number {
  if (method === 'express') return policy.expressFeePaise[zone];
  if (goodsPaise > policy.freeAbovePaise) return 0;
  return zone === 'city' ? policy.localFeePaise : policy.standardFeePaise;
}

/** How much more in goods makes standard delivery free (0 when it already is). */
export function shortOfFreeDeliveryPaise(policy: DeliveryPolicy, goodsPaise: number): number {
  // "Free above ₹499": one paisa more than the threshold.
  return Math.max(0, policy.freeAbovePaise + 1 - goodsPaise);
}

/**
 * What a shopper is asked to add for free delivery, as they would say it: the shortfall rounded up to the
 * whole rupee (₹461.01 short reads "₹462"; ₹461 would leave it one paisa short), en-IN grouped ("₹1,000").
 */
export function freeDeliveryNudge(shortPaise: number): string {
  const rupees = Math.ceil(shortPaise / 100);
  return `₹${rupees.toLocaleString('en-IN')}`;
}

export function fragileFeePaise(policy: DeliveryPolicy, anyFragile: boolean): number {
  return anyFragile ? policy.fragileFeePaise : 0;
}

/** Why cash on delivery is not offered for an order, or null when it is. */
export type CodRefusal = 'off' | 'zone' | 'limit' | 'open';

/** What the buyer is told when cash on delivery is not offered. */
export function codMessage(refusal: CodRefusal, policy: DeliveryPolicy): string {
  switch (refusal) {
    case 'off':
      return 'Cash on delivery is not available at the moment.';
    case 'zone':
      return 'Cash on delivery is not offered at this pincode.';
    case 'limit':
      return `Cash on delivery is available for orders up to ${formatPaise(policy.cod.maxOrderPaise)}. Please pay online.`;
    case 'open':
      return `You have ${policy.cod.maxOpen} unpaid cash-on-delivery orders open. Please pay online, or wait until one is delivered.`;
  }
}

/**
 * Whether an order may be paid in cash at the door: COD on, offered in the zone, its total (with the COD fee)
 * at most the limit, and fewer unpaid cash orders open than allowed. The first reason that applies.
 */
export function codRefusal(
  policy: DeliveryPolicy,
  zone: DeliveryZone,
  totalWithCodPaise: number,
  openCodOrders: number,
): CodRefusal | null {
  if (!policy.cod.enabled) return 'off';
  if (!policy.cod.zones.includes(zone)) return 'zone';
  if (totalWithCodPaise > policy.cod.maxOrderPaise) return 'limit';
  if (openCodOrders >= policy.cod.maxOpen) return 'open';
  return null;
}

// ---------------------------------------------------------------- dates

/** India has one time zone, UTC+5:30 with no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar day in India at `at`, as a UTC midnight (so its weekday and ISO date are India's). */
export function indiaDay(at: Date): Date {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The day `n` business days (Monday–Saturday) after `day`. */
export function addBusinessDays(day: Date, n: number): Date {
  let d = day.getTime();
  let left = n;
  while (left > 0) {
    d += DAY_MS;
    if (new Date(d).getUTCDay() !== 0) left -= 1;
  }
  return new Date(d);
}

/** The expected delivery dates (ISO yyyy-mm-dd, India's calendar) of an order placed at `at`. */
export function deliveryWindow(at: Date, range: DayRange): { from: string; to: string } {
  const day = indiaDay(at);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(addBusinessDays(day, range.min)), to: iso(addBusinessDays(day, range.max)) };
}

// ---------------------------------------------------------------- a quote

export interface DeliveryOptionQuote {
  method: DeliveryMethod;
  feePaise: number;
  from: string;
  to: string;
}

export interface DeliveryQuote {
  zone: DeliveryZone;
  method: DeliveryMethod;
  deliveryFeePaise: number;
  fragileFeePaise: number;
  /** The chosen method's expected dates. */
  window: { from: string; to: string };
  /** Both methods, priced for these goods, with their dates. */
  options: DeliveryOptionQuote[];
  shortOfFreePaise: number;
}

/**
 * What delivering these goods there costs and when it arrives, by the chosen method; null when the shop does
 * not deliver there. `goodsPaise` is the goods' total with tax (what the free threshold is measured on).
 */
export function quoteDelivery(
  policy: DeliveryPolicy,
  origin: Origin,
  to: Destination,
  goods: { paise: number; anyFragile: boolean },
  method: DeliveryMethod,
  at: Date,
): DeliveryQuote | null {
  if (!isServiceable(policy, to)) return null;
  const zone = zoneOf(origin, to);
  const options = DELIVERY_METHODS.map((m) => ({
    method: m,
    feePaise: deliveryFeePaise(policy, m, zone, goods.paise),
    ...deliveryWindow(at, policy.days[m][zone]),
  }));
  const chosen = options.find((o) => o.method === method)!;
  return {
    zone,
    method,
    deliveryFeePaise: chosen.feePaise,
    fragileFeePaise: fragileFeePaise(policy, goods.anyFragile),
    window: { from: chosen.from, to: chosen.to },
    options,
    shortOfFreePaise: shortOfFreeDeliveryPaise(policy, goods.paise),
  };
}
