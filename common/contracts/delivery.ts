import { z } from 'zod';
import { Rupees } from './common';
import { Pincode, type ApiState } from './address';
import { GST_STATE_CODES, isStateCode } from '../gst/states';
import { DELIVERY_ZONES, type DeliveryMethod, type DeliveryZone } from '../delivery';

export { DELIVERY_METHODS, DELIVERY_ZONES, PAYMENT_METHODS, policyOf, settingsOf } from '../delivery';
export type { DeliveryMethod, DeliverySettings, DeliveryZone, PaymentMethod } from '../delivery';

const Fee = (field: string) => Rupees.max(100_000, `${field} must be at most ₹1,00,000`).describe(field);

/** A list kept once per entry. `overwrite` keeps the list's type, so the document still shows its items. */
const once = <T>(list: T[]) => [...new Set(list)];

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
    .overwrite(once);

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
  maxOrder: Rupees.describe('Largest cash-on-delivery order'),
  zones: z.array(z.enum(DELIVERY_ZONES)).max(3).overwrite(once),
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
    .array(
      z
        .string()
        .refine((code): boolean => isStateCode(code), 'Each state must be a GST state code')
        .meta({ enum: GST_STATE_CODES }),
    )
    .max(40)
    .overwrite(once),
  blockedPincodes: PincodePrefixes('Pincodes not served'),
  blockedMessage: z
    .string()
    .trim()
    .min(2, 'The message for places not served must be at least 2 characters')
    .max(300, 'The message for places not served must be at most 300 characters'),
  cod: CodRules,
});

/** The delivery rules the admin may save (PUT /api/admin/settings/update's `delivery`, sent whole). */
export const DeliverySettingsSchema = DeliverySettingsAnswerSchema;

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
