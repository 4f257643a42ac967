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

/** Rupees with at most two decimals, as the API speaks money. */
export const Rupees = z
  .number({ message: 'Must be a number' })
  .finite()
  .min(0, 'Must be at least 0')
  .max(10_000_000, 'Is too large')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most 2 decimals');

/** A tax percentage, 0–100. */
export const Percent = z.number({ message: 'Must be a number' }).finite().min(0, 'Must be 0–100').max(100, 'Must be 0–100');

export const Email = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Please enter a valid email address' }));

/** The envelope of every answer. */
export type ApiSuccess<T> = { success: true; message?: string; data: T };
export type ApiFailure = { success: false; message: string };

export { CONTROL_CHARS, stripControlChars } from '../text';
