import type { DeliverySettings } from './delivery';

/*
 * The storefront's fallback settings for the delivery and returns policies (web/src/lib/public-settings.ts, on
 * every page, used until the shop's own settings arrive): data only, apart from the rules, so that every page's
 * first load carries the figures without the rules.
 */

/**
 * DEFAULT_DELIVERY_POLICY (delivery.ts, the rules' home) in rupees, as the settings hold it: SPEC §9's figures
 * (delivery.test.ts checks that settingsOf gives exactly this).
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  freeAbove: 499,
  standardFee: 49,
  localFee: 29,
  localPincodes: [],
  expressFee: { city: 99, state: 149, india: 199 },
  days: {
    standard: { city: { min: 1, max: 2 }, state: { min: 3, max: 5 }, india: { min: 4, max: 7 } },
    express: { city: { min: 1, max: 1 }, state: { min: 1, max: 2 }, india: { min: 2, max: 4 } },
  },
  fragileFee: 50,
  blockedStates: [],
  blockedPincodes: [],
  blockedMessage:
    'Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.',
  // SPEC §9: the Terms accept cash on delivery, for a ₹25 fee.
  cod: { enabled: true, fee: 25, maxOrder: 10_000, zones: ['city', 'state', 'india'], maxOpen: 2 },
};

/** The cancellation and return policy's figures (the rules over them: returns.ts, which re-exports this). */
export interface ReturnsPolicy {
  /** An order may be cancelled this many hours after it was placed (and before it is dispatched). */
  cancelWithinHours: number;
  /** A delivered order may be returned this many days after delivery. */
  returnWithinDays: number;
  /** Percent of a returned line kept by the shop, by condition; a faulty or wrong item is refunded in full. */
  restockingPercent: { unopened: number; opened: number; damagedPackaging: number };
  /** A refund reaches the buyer within these business days. */
  refundDays: { min: number; max: number };
}

/** SPEC §9: cancel within 2 hours, return within 7 days, restocking 10/15/20 %, refunds in 7–10 business days (returns.ts re-exports it). */
export const DEFAULT_RETURNS_POLICY: ReturnsPolicy = {
  cancelWithinHours: 2,
  returnWithinDays: 7,
  restockingPercent: { unopened: 10, opened: 15, damagedPackaging: 20 },
  refundDays: { min: 7, max: 10 },
};
