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
/**
 * True for a number with at most two decimals: whole paise as rupees, hundredths of a percent. Compared with a
 * tolerance, since 4.35 × 100 is 434.99999999999994 in binary floating point (zod's own multipleOf is looser).
 * A schema that ends with this rule says so to the API's document with `.meta(TWO_DECIMALS)`, the same rule as
 * the document's `multipleOf: 0.01`.
 */
export const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
export const TWO_DECIMALS = { multipleOf: 0.01 };

/**
 * An amount of rupees as the API takes it: a finite number to the paisa; more than two decimals (92.001) is a
 * 400 with `decimals`. The one home of that rule for every money field: each adds its own range and messages.
 */
export const RupeeAmount = (messages: { number?: string; decimals?: string } = {}) =>
  z
    .number({ message: messages.number ?? 'Must be a number' })
    .finite(messages.number ?? 'Must be a number')
    .refine(hasTwoDecimals, messages.decimals ?? 'At most 2 decimals');

/** The most a price may be (₹1 crore, SPEC's order limit): the product form's ceiling, also the bulk change's. */
export const MAX_PRICE_RUPEES = 10_000_000;

/** A price: rupees to the paisa from 0 to ₹1 crore, as the API speaks money. */
export const Rupees = RupeeAmount()
  .min(0, 'Must be at least 0')
  .max(MAX_PRICE_RUPEES, 'Is too large')
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
