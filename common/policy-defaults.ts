import type { DeliverySettings } from './delivery';
import type { ReturnsPolicy } from './returns';

/*
 * The figures of the shop's delivery and returns policies until the owner changes them in Settings: SPEC §9's.
 * Data only, apart from the rules (delivery.ts, returns.ts, which re-export them), so that the storefront's
 * fallback settings (web/src/lib/public-settings.ts, on every page) carry the figures without the rules.
 */

/** Delivery in rupees, as the settings hold it; SPEC §9, and the estimates of the Shipping & Delivery page. */
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

/** Cancel within 2 hours, return within 7 days, restocking 10/15/20 %, refunds in 7–10 business days. */
export const DEFAULT_RETURNS_POLICY: ReturnsPolicy = {
  cancelWithinHours: 2,
  returnWithinDays: 7,
  restockingPercent: { unopened: 10, opened: 15, damagedPackaging: 20 },
  refundDays: { min: 7, max: 10 },
};
