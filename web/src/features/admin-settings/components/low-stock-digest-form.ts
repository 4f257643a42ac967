import { z } from 'zod';
import {
  DEFAULT_LOW_STOCK_DIGEST,
  LowStockDigestSchema,
  MAX_LOW_STOCK_BELOW,
  type LowStockDigest,
} from '../../../../../common/contracts/settings';

/** The digest as the form holds it: the hour as the select's value, the limit as typed. */
export interface LowStockDigestFormValues {
  enabled: boolean;
  hour: string;
  below: string;
}

const BELOW_MESSAGE = `The stock limit must be a whole number from 1 to ${MAX_LOW_STOCK_BELOW}`;

/** The form's checks, turning the typed text into the numbers the API takes (LowStockDigestSchema). */
export const LowStockDigestFormSchema = z.object({
  enabled: z.boolean(),
  hour: z
    .string()
    .regex(/^\d{1,2}$/, 'Choose an hour')
    .transform(Number)
    .pipe(LowStockDigestSchema.shape.hour),
  below: z
    .string()
    .trim()
    .regex(/^\d+$/, BELOW_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, BELOW_MESSAGE).max(MAX_LOW_STOCK_BELOW, BELOW_MESSAGE)),
});

export function lowStockDigestToForm(d: LowStockDigest | undefined): LowStockDigestFormValues {
  const v = { ...DEFAULT_LOW_STOCK_DIGEST, ...d };
  return { enabled: v.enabled, hour: String(v.hour), below: String(v.below) };
}
