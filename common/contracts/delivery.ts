import { z } from 'zod';
import { formNumber } from './admin';
import { Rupees } from './common';
import { Pincode } from './address';
import { fromPaise, toPaise } from '../money';
import { isStateCode } from '../gst/states';
import {
  DELIVERY_ZONES,
  type DeliveryMethod,
  type DeliveryPolicy,
  type DeliveryZone,
} from '../delivery';
import type { ApiState } from './orders';

export { DELIVERY_METHODS, DELIVERY_ZONES, PAYMENT_METHODS } from '../delivery';
export type { DeliveryMethod, DeliveryZone, PaymentMethod } from '../delivery';

/**
 * The delivery rules in the admin's Settings and in the public settings (issue 28): the policy of
 * common/delivery.ts in rupees, as the API speaks money. The Shipping & Delivery page, the Terms, the cart,
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

/** Why cash on delivery cannot be turned on in Settings yet. */
export const COD_NOT_YET = 'Cash on delivery cannot be turned on yet: checkout does not take cash.';

const Fee = (field: string) =>
  formNumber(Rupees.refine((n) => n <= 100_000, `${field} must be at most ₹1,00,000`)).describe(field);

const PincodePrefixes = (field: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, `${field}: each entry must be 1 to 6 digits`),
      {
        message: `${field} must be a list`,
      },
    )
    .max(500, `${field}: at most 500 entries`)
    .transform((list) => [...new Set(list)]);

const Days = z
  .strictObject({
    min: z.number().int('Days must be whole numbers').min(0).max(60, 'At most 60 days'),
    max: z.number().int('Days must be whole numbers').min(0).max(60, 'At most 60 days'),
  })
  .refine((d) => d.min <= d.max, 'The earliest day must not be after the latest');

const PerZone = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ city: schema, state: schema, india: schema });

const CodRules = z.strictObject({
  enabled: z.boolean({ message: 'Cash on delivery must be on or off' }),
  fee: Fee('Cash-on-delivery fee'),
  maxOrder: formNumber(Rupees).describe('Largest cash-on-delivery order'),
  zones: z
    .array(z.enum(DELIVERY_ZONES))
    .max(3)
    .transform((list) => [...new Set(list)]),
  maxOpen: z
    .number()
    .int('Open cash orders must be a whole number')
    .min(0)
    .max(50, 'At most 50 open cash orders'),
});

/** The delivery rules as the API shows them (the public and the admin settings). */
export const DeliverySettingsAnswerSchema = z.strictObject({
  freeAbove: Fee('Free delivery threshold'),
  standardFee: Fee('Standard fee'),
  localFee: Fee('Local fee'),
  localPincodes: PincodePrefixes('Local pincodes'),
  expressFee: PerZone(Fee('Express fee')),
  days: z.strictObject({ standard: PerZone(Days), express: PerZone(Days) }),
  fragileFee: Fee('Fragile packaging fee'),
  blockedStates: z
    .array(z.string().refine((code): boolean => isStateCode(code), 'Each state must be a GST state code'))
    .max(40)
    .transform((list) => [...new Set(list)]),
  blockedPincodes: PincodePrefixes('Pincodes not served'),
  blockedMessage: z
    .string()
    .trim()
    .min(2, 'The message for places not served must be at least 2 characters')
    .max(300, 'The message for places not served must be at most 300 characters'),
  cod: CodRules,
});

/** The delivery rules the admin may save (PUT /api/admin/settings/update's `delivery`, sent whole). */
export const DeliverySettingsSchema = DeliverySettingsAnswerSchema.extend({
  // Checkout does not take cash yet (the rest of issue 28): turned on, the policy pages and the pincode check
  // would promise what checkout refuses. The fee, limit and places are kept for when it does.
  cod: CodRules.refine((cod) => !cod.enabled, { message: COD_NOT_YET, path: ['enabled'] }),
});

/** The rules in paise for common/delivery.ts. */
export function policyOf(s: DeliverySettings): DeliveryPolicy {
  const zones = <T, U>(r: Record<DeliveryZone, T>, f: (v: T) => U) => ({
    city: f(r.city),
    state: f(r.state),
    india: f(r.india),
  });
  return {
    freeAbovePaise: toPaise(s.freeAbove),
    standardFeePaise: toPaise(s.standardFee),
    localFeePaise: toPaise(s.localFee),
    localPincodes: s.localPincodes,
    expressFeePaise: zones(s.expressFee, toPaise),
    days: {
      standard: zones(s.days.standard, (d) => ({ ...d })),
      express: zones(s.days.express, (d) => ({ ...d })),
    },
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
  const zones = <T, U>(r: Record<DeliveryZone, T>, f: (v: T) => U) => ({
    city: f(r.city),
    state: f(r.state),
    india: f(r.india),
  });
  return {
    freeAbove: fromPaise(p.freeAbovePaise),
    standardFee: fromPaise(p.standardFeePaise),
    localFee: fromPaise(p.localFeePaise),
    localPincodes: p.localPincodes,
    expressFee: zones(p.expressFeePaise, fromPaise),
    days: {
      standard: zones(p.days.standard, (d) => ({ ...d })),
      express: zones(p.days.express, (d) => ({ ...d })),
    },
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

/** One way to deliver, priced for an order or a pincode: its fee (tax included) and the expected dates (yyyy-mm-dd). */
export interface ApiDeliveryOption {
  method: DeliveryMethod;
  fee: number;
  from: string;
  to: string;
}

/** GET /api/shop/delivery/check?pincode= (anyone): what the product page's pincode check says. */
export const DeliveryCheckQuery = z.strictObject({ pincode: Pincode });

export interface ApiDeliveryCheck {
  pincode: string;
  /** The pincode's state; null when the shop's table does not know the pincode. */
  state: ApiState | null;
  serviceable: boolean;
  /** Why not, when not serviceable. */
  message: string | null;
  zone: DeliveryZone | null;
  /** Standard delivery's fee below the free threshold, and express's; with their dates for an order placed now. */
  options: ApiDeliveryOption[];
  freeAbove: number;
  /** Whether cash on delivery is offered there (an order's own total and the account's open cash orders still count). */
  codAvailable: boolean;
}
