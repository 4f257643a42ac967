import { z } from 'zod';
import { formNumber } from './admin';
import type { ReturnsPolicy } from '../returns';

export { DEFAULT_RETURNS_POLICY, RETURN_CONDITIONS } from '../returns';
export type { ReturnCondition, ReturnsPolicy } from '../returns';

/** A whole number from `min` to `max`, with the field's name in its message. */
const Whole = (field: string, min: number, max: number, unit: string) =>
  formNumber(
    z
      .number({ message: `${field} must be a number` })
      .int(`${field} must be a whole number of ${unit}`)
      .min(min, `${field} must be from ${min} to ${max} ${unit}`)
      .max(max, `${field} must be from ${min} to ${max} ${unit}`),
  );

const Fee = (field: string) =>
  formNumber(
    z
      .number({ message: `${field} must be a number` })
      .finite()
      .min(0, `${field} must be from 0 to 50 percent`)
      .max(50, `${field} must be from 0 to 50 percent`)
      .refine((n) => Number.isInteger(n * 100), `${field} may have at most 2 decimals`),
  );

/**
 * The cancellation and return policy (PUT /api/admin/settings/update's `returns`, sent whole): the windows,
 * the restocking fees by condition and the refund's business days. The policy pages read it.
 */
export const ReturnsSettingsSchema = z
  .strictObject({
    cancelWithinHours: Whole('The cancellation window', 0, 72, 'hours'),
    returnWithinDays: Whole('The return window', 0, 90, 'days'),
    restockingPercent: z.strictObject({
      unopened: Fee('The fee for unopened items'),
      opened: Fee('The fee for opened items'),
      damagedPackaging: Fee('The fee for damaged packaging'),
    }),
    refundDays: z
      .strictObject({
        min: Whole('The earliest refund day', 1, 30, 'days'),
        max: Whole('The latest refund day', 1, 30, 'days'),
      })
      .refine((d) => d.min <= d.max, { message: 'The earliest refund day must not be after the latest', path: ['max'] }),
  }) satisfies z.ZodType<ReturnsPolicy, unknown>;
