import { z } from 'zod';
import { LOW_STOCK_BELOW } from './admin';
import { Email, Percent } from './common';
import { PRICE_SOURCES } from '../settings-defaults';
import { GSTIN_MESSAGES, GSTIN_RE, gstinProblem } from '../gst/gstin';
import { DeliverySettingsSchema, type DeliverySettings } from './delivery';
import { MAX_SYNONYMS_LENGTH, parseSynonyms } from '../search-synonyms';
import { ReturnsSettingsSchema, type ReturnsPolicy } from './returns';

export { GSTIN_RE } from '../gst/gstin';

/**
 * A GSTIN field (upper-cased): format, state code and check character, each with its own message
 * ("GST number has a wrong check character…"). '' is no GSTIN. The document shows the format as a pattern;
 * the state code and the check character it can only describe.
 */
export const GstinField = (field: string, max = 15) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} ${GSTIN_MESSAGES.format}`)
    .toUpperCase()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const problem = gstinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field} ${GSTIN_MESSAGES[problem]}` });
    })
    .meta({
      pattern: `^$|${GSTIN_RE.source}`,
      description: 'Empty, or a GSTIN: a state code, a PAN, the entity number, Z and a right check character',
    });

export { DEFAULT_ESTIMATOR_CONFIG, PRICE_SOURCES } from '../settings-defaults';

const Text = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const Phone = (field: string) =>
  Text(field, 20).regex(/^(\+?[0-9][0-9 -]{5,18})?$/, `${field} must be a phone number (digits, spaces, +)`);

export const EstimatorConfigSchema = z.strictObject({
  showSize: z.boolean({ message: 'showSize must be true or false' }),
  showCapacity: z.boolean({ message: 'showCapacity must be true or false' }),
  showHSN: z.boolean({ message: 'showHSN must be true or false' }),
  allowVariantSelect: z.boolean({ message: 'allowVariantSelect must be true or false' }),
  priceSource: z.enum(PRICE_SOURCES, { message: `priceSource must be one of ${PRICE_SOURCES.join(', ')}` }),
});

/** The order mails a setting turns on or off: the customer's at each status, the owner's on a new order. */
export const ORDER_MAIL_KINDS = [
  'confirmed',
  'inProcess',
  'shipped',
  'delivered',
  'rejected',
  'ownerNewOrder',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
export type OrderMails = Record<OrderMailKind, boolean>;
/** Every order mail is sent until the owner turns it off. */
export const DEFAULT_ORDER_MAILS: OrderMails = {
  confirmed: true,
  inProcess: true,
  shipped: true,
  delivered: true,
  rejected: true,
  ownerNewOrder: true,
};
export const OrderMailsSchema = z.strictObject(
  Object.fromEntries(
    ORDER_MAIL_KINDS.map((k) => [k, z.boolean({ message: `orderMails.${k} must be true or false` })]),
  ) as Record<OrderMailKind, z.ZodBoolean>,
);

/** The most units the digest's limit may be. */
export const MAX_LOW_STOCK_BELOW = 100_000;

/**
 * The owner's daily low-stock digest: mailed to the shop's e-mail once a day after `hour` (0–23,
 * India time), listing products with fewer than `below` units in stock (by default the dashboard's LOW_STOCK_BELOW).
 */
export interface LowStockDigest {
  enabled: boolean;
  hour: number;
  below: number;
}
export const DEFAULT_LOW_STOCK_DIGEST: LowStockDigest = { enabled: true, hour: 9, below: LOW_STOCK_BELOW };
export const LowStockDigestSchema = z.strictObject({
  enabled: z.boolean({ message: 'Low-stock digest: on must be true or false' }),
  hour: z
    .number({ message: 'Low-stock digest: the hour must be a whole number from 0 to 23' })
    .int('Low-stock digest: the hour must be a whole number from 0 to 23')
    .min(0, 'Low-stock digest: the hour must be a whole number from 0 to 23')
    .max(23, 'Low-stock digest: the hour must be a whole number from 0 to 23'),
  below: z
    .number({
      message: `Low-stock digest: the stock limit must be a whole number from 1 to ${MAX_LOW_STOCK_BELOW}`,
    })
    .int(`Low-stock digest: the stock limit must be a whole number from 1 to ${MAX_LOW_STOCK_BELOW}`)
    .min(1, `Low-stock digest: the stock limit must be a whole number from 1 to ${MAX_LOW_STOCK_BELOW}`)
    .max(
      MAX_LOW_STOCK_BELOW,
      `Low-stock digest: the stock limit must be a whole number from 1 to ${MAX_LOW_STOCK_BELOW}`,
    ),
});

/** The search synonyms field: its text, every line a group of two or more terms separated by `=` (blank lines allowed). */
export const SearchSynonymsField = z
  .string({ message: 'Search synonyms must be text' })
  .max(MAX_SYNONYMS_LENGTH, {
    message: `Search synonyms must be at most ${MAX_SYNONYMS_LENGTH} characters`,
    abort: true,
  })
  .superRefine((value, ctx) => {
    const parsed = parseSynonyms(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  })
  .transform((value) => value.trim())
  .meta({ description: 'One group a line: two or more words or phrases separated by =' });

/**
 * PUT /api/admin/settings/update: SPEC §3 site settings plus the shop's phone, WhatsApp number and e-mail.
 * Any subset may be sent; what is missing keeps its current value.
 */
export const SettingsBody = z
  .strictObject({
    companyName: Text('Company name', 200),
    companyAddress: Text('Company address', 1000),
    // The shop's state (for CGST + SGST vs IGST) is this GSTIN's first two digits.
    gstNumber: GstinField('GST number'),
    cgstPercent: Percent,
    sgstPercent: Percent,
    invoiceNote: Text('Invoice note', 2000),
    currency: z.literal('INR', { message: 'Only INR is supported' }),
    phone: Phone('Phone'),
    whatsapp: Phone('WhatsApp number'),
    email: z.union([z.literal(''), Email], { message: 'Please enter a valid email address' }),
    estimatorConfig: EstimatorConfigSchema.partial(),
    /** The delivery and cash-on-delivery rules, sent whole. */
    delivery: DeliverySettingsSchema,
    /** The cancellation and return policy, sent whole. */
    returns: ReturnsSettingsSchema,
    /** Which order mails are sent; any subset, the rest keep their value. */
    orderMails: OrderMailsSchema.partial(),
    /** The low-stock digest; any subset, the rest keep their value. */
    lowStockDigest: LowStockDigestSchema.partial(),
    /** Search synonyms, one group a line ("MCB = miniature circuit breaker"); see common/search-synonyms.ts. */
    searchSynonyms: SearchSynonymsField,
  })
  .partial();
export type SettingsInput = z.input<typeof SettingsBody>;
export type SettingsPatch = z.output<typeof SettingsBody>;

export type EstimatorConfig = z.output<typeof EstimatorConfigSchema>;

/**
 * What the storefront may know of the site settings (GET /api/common/settings/get): no invoice note. The
 * GSTIN is public on purpose: every invoice prints it, and the estimator's printed estimate shows it.
 */
export interface PublicSettings {
  companyName: string;
  companyAddress: string;
  gstNumber: string;
  phone: string;
  whatsapp: string;
  email: string;
  currency: string;
  cgstPercent: number;
  sgstPercent: number;
  estimatorConfig: EstimatorConfig;
  /** What delivery costs and where it goes: the policy pages, the cart, the pincode check and checkout read it. */
  delivery: DeliverySettings;
  /** How long to cancel and to return, the restocking fees and the refund's days: the policy pages read it. */
  returns: ReturnsPolicy;
}
