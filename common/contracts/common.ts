import { z } from 'zod';

/** Every id in the API is a UUID; anything else is a 400 before any query runs. */
export const Id = z.uuid({ message: 'Invalid id' });

/** A non-blank string after trimming, with a length cap (hostile 10 kB strings are refused, not stored). */
export const NonBlank = (field: string, max = 200) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/**
 * At most two decimals, checked on hundredths with room for binary fractions (0.07 * 100 is 7.000000000000001).
 * Schemas say it with `.refine(hasTwoDecimals, …).meta(TWO_DECIMALS)`: zod's own multipleOf takes 1e-7 for a
 * multiple of 0.01, and the document's `multipleOf: 0.01` is the same rule as this one.
 */
export const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
export const TWO_DECIMALS = { multipleOf: 0.01 };

/** Rupees with at most two decimals, as the API speaks money. */
export const Rupees = z
  .number({ message: 'Must be a number' })
  .finite()
  .min(0, 'Must be at least 0')
  .max(10_000_000, 'Is too large')
  .refine(hasTwoDecimals, 'At most 2 decimals')
  .meta(TWO_DECIMALS);

/** A tax percentage, 0–100. */
export const Percent = z
  .number({ message: 'Must be a number' })
  .finite()
  .min(0, 'Must be 0–100')
  .max(100, 'Must be 0–100');

/** An e-mail address, trimmed and lower-cased before its format is checked (so the document says `format: email`). */
export const Email = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .check(z.email({ message: 'Please enter a valid email address' }));

/** The envelope of every answer. */
export type ApiSuccess<T> = { success: true; message?: string; data: T };
export type ApiFailure = { success: false; message: string };

export { CONTROL_CHARS, stripControlChars } from '../text';
