import { z } from 'zod';
import { Id, RupeeAmount } from './common';
import { CODE_MAX, DISCOUNT_KINDS, MAX_NAMES, MAX_USES, PERCENT_MAX, type DiscountKind } from '../discounts';

export { DISCOUNT_KINDS, DISCOUNT_MESSAGES, type DiscountKind } from '../discounts';

/**
 * Contracts of the owner's discount codes (issue 46): /api/admin/discounts/add, /get, /update/{id},
 * /delete/{id}. Money in rupees, dates as ISO date-times (the admin page shows them in India time). Only
 * `code`, `kind` and `value` are required; every other field may be absent or null (no minimum, no dates, no
 * limits, every product, active). `value` is the percent (1–90, whole) of a percent code, the rupees off of an
 * amount code, and is ignored (0) for a free-delivery code. The form's ranges and how the fields fit together
 * are checked by common/discounts.ts discountInputProblem (400 with its sentence).
 */

const Names = (field: string) =>
  z
    .array(
      z
        .string({ message: `${field} must be text` })
        .trim()
        .min(1, `${field} must not be blank`)
        .max(200, `${field} must be at most 200 characters`),
      { message: `${field} must be a list` },
    )
    .max(MAX_NAMES, `At most ${MAX_NAMES} ${field.toLowerCase()}`)
    .nullish();

const Rupees = RupeeAmount({ number: 'Must be a number', decimals: 'At most 2 decimals' });
const Count = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(MAX_USES, `${field} is too large`)
    .nullish();
const Instant = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be a date and time (ISO 8601)` }).nullish();

const fields = {
  code: z
    .string({ message: 'The code is required' })
    .trim()
    .max(CODE_MAX + 10, 'The code is too long')
    .meta({ pattern: '^[A-Za-z0-9]{4,20}$' }),
  kind: z.enum(DISCOUNT_KINDS, { message: 'kind must be percent, amount or freeDelivery' }),
  value: Rupees.min(0, 'value must be at least 0').max(10_000_000, 'value is too large'),
  minOrder: Rupees.min(0, 'minOrder must be at least 0').max(10_000_000, 'minOrder is too large').nullish(),
  maxDiscount: Rupees.min(0, 'maxDiscount must be at least 0')
    .max(10_000_000, 'maxDiscount is too large')
    .nullish(),
  startsAt: Instant('startsAt'),
  endsAt: Instant('endsAt'),
  active: z.boolean({ message: 'active must be true or false' }).nullish(),
  usageLimit: Count('usageLimit'),
  perCustomerLimit: Count('perCustomerLimit'),
  categories: Names('Categories'),
  brands: Names('Brands'),
  firstOrderOnly: z.boolean({ message: 'firstOrderOnly must be true or false' }).nullish(),
};

/** POST /api/admin/discounts/add: a new code. */
export const DiscountBody = z.strictObject(fields).meta({
  description: `A discount code. value: the percent (1–${PERCENT_MAX}) of a percent code, the rupees off of an amount code, 0 for freeDelivery.`,
});
export type DiscountBodyInput = z.input<typeof DiscountBody>;

/** PUT /api/admin/discounts/update/{id}: the fields to change (an absent one stays; null clears it). */
export const DiscountUpdateBody = z.strictObject({
  code: fields.code.optional(),
  kind: fields.kind.optional(),
  value: fields.value.optional(),
  minOrder: fields.minOrder,
  maxDiscount: fields.maxDiscount,
  startsAt: fields.startsAt,
  endsAt: fields.endsAt,
  active: fields.active,
  usageLimit: fields.usageLimit,
  perCustomerLimit: fields.perCustomerLimit,
  categories: fields.categories,
  brands: fields.brands,
  firstOrderOnly: fields.firstOrderOnly,
});
export type DiscountUpdateInput = z.input<typeof DiscountUpdateBody>;

export const DiscountIdParams = z.strictObject({ id: Id });

/** A code as the owner's API answers it: its fields, how often it was used and the discount it gave (rupees). */
export interface ApiDiscount {
  _id: string;
  code: string;
  kind: DiscountKind;
  value: number;
  minOrder: number | null;
  maxDiscount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  categories: string[];
  brands: string[];
  firstOrderOnly: boolean;
  /** Uses taken and not given back (an order that ended unpaid gives its use back). */
  used: number;
  /** The discount the code gave on those orders, rupees. */
  totalGiven: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/discounts/get */
export interface DiscountListResponse {
  success: true;
  data: ApiDiscount[];
}
/** POST add and PUT update/{id} */
export interface DiscountResponse {
  success: true;
  message: string;
  data: ApiDiscount;
}
/**
 * DELETE delete/{id}: a code never used is deleted (`deleted: true`, `data` null); a used one is paused instead
 * (`deleted: false`, `data` the paused code), since its orders keep pointing at it.
 */
export interface DiscountDeleteResponse {
  success: true;
  message: string;
  deleted: boolean;
  data: ApiDiscount | null;
}

export const DISCOUNT_ADMIN_MESSAGES = {
  added: 'Discount code added',
  updated: 'Discount code updated',
  deleted: 'Discount code deleted',
  paused: 'This code has been used, so it was paused instead of deleted',
  notFound: 'Discount code not found',
  duplicate: 'A discount code with this name already exists',
} as const;
