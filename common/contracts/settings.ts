import { z } from 'zod';
import { formNumber } from './admin';
import { Percent } from './common';

/** A GSTIN: state code, PAN, entity number, 'Z', check character (15 characters). */
export const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const PRICE_SOURCES = ['base', 'sale', 'lowest-tier', 'highest-tier'] as const;

/** SPEC §9 defaults. */
export const DEFAULT_ESTIMATOR_CONFIG = {
  showSize: true,
  showCapacity: true,
  showHSN: false,
  allowVariantSelect: true,
  priceSource: 'base' as const,
};

const Text = (field: string, max: number) =>
  z.string({ message: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`);

const Phone = (field: string) =>
  Text(field, 20).regex(/^(\+?[0-9][0-9 -]{5,18})?$/, `${field} must be a phone number (digits, spaces, +)`);

export const EstimatorConfigSchema = z.strictObject({
  showSize: z.boolean({ message: 'showSize must be true or false' }),
  showCapacity: z.boolean({ message: 'showCapacity must be true or false' }),
  showHSN: z.boolean({ message: 'showHSN must be true or false' }),
  allowVariantSelect: z.boolean({ message: 'allowVariantSelect must be true or false' }),
  priceSource: z.enum(PRICE_SOURCES, { message: `priceSource must be one of ${PRICE_SOURCES.join(', ')}` }),
});

/**
 * PUT /api/admin/settings/update: SPEC §3 site settings plus the shop's phone, WhatsApp number and e-mail.
 * Any subset may be sent; what is missing keeps its current value.
 */
export const SettingsBody = z
  .strictObject({
    companyName: Text('Company name', 200),
    companyAddress: Text('Company address', 1000),
    gstNumber: Text('GST number', 15)
      .toUpperCase()
      .refine((v) => v === '' || GSTIN_RE.test(v), 'GST number must be a valid 15-character GSTIN'),
    cgstPercent: formNumber(Percent),
    sgstPercent: formNumber(Percent),
    invoiceNote: Text('Invoice note', 2000),
    currency: z.literal('INR', { message: 'Only INR is supported' }),
    phone: Phone('Phone'),
    whatsapp: Phone('WhatsApp number'),
    email: z.union([
      z.literal(''),
      z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Please enter a valid email address' })),
    ], { message: 'Please enter a valid email address' }),
    estimatorConfig: EstimatorConfigSchema.partial(),
  })
  .partial();
export type SettingsInput = z.input<typeof SettingsBody>;
export type SettingsPatch = z.output<typeof SettingsBody>;
