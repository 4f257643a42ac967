import { z } from 'zod';
import {
  DEFAULT_RETURNS_POLICY,
  ReturnsSettingsSchema,
  type ReturnsPolicy,
} from '../../../../../common/contracts/returns';
import { decimalText } from '../../../../../common/contracts/admin';

/**
 * The Returns & cancellations card of Settings as plain rules: the return policy as the form
 * holds it (numbers as typed text), checked by the server's own schema (ReturnsSettingsSchema) with each
 * message on its field, and the server's 400 message split onto fields. Sent whole, as `returns`.
 */

export interface ReturnsFormValues {
  cancelWithinHours: string;
  returnWithinDays: string;
  restockingPercent: { unopened: string; opened: string; damagedPackaging: string };
  refundDays: { min: string; max: string };
}

/** SPEC §9's figures, for settings that do not carry a return policy yet. */
export const DEFAULT_RETURNS_SETTINGS: ReturnsPolicy = DEFAULT_RETURNS_POLICY;

/** The return policy as the form holds it: an untouched form equals what was loaded. */
export function returnsToForm(r: ReturnsPolicy): ReturnsFormValues {
  return {
    cancelWithinHours: String(r.cancelWithinHours),
    returnWithinDays: String(r.returnWithinDays),
    restockingPercent: {
      unopened: String(r.restockingPercent.unopened),
      opened: String(r.restockingPercent.opened),
      damagedPackaging: String(r.restockingPercent.damagedPackaging),
    },
    refundDays: { min: String(r.refundDays.min), max: String(r.refundDays.max) },
  };
}

/** Every field path of the form's return values. */
export const RETURNS_FIELDS = [
  'cancelWithinHours',
  'returnWithinDays',
  'restockingPercent.unopened',
  'restockingPercent.opened',
  'restockingPercent.damagedPackaging',
  'refundDays.min',
  'refundDays.max',
] as const;
export type ReturnsField = (typeof RETURNS_FIELDS)[number];

const isReturnsField = (field: string): field is ReturnsField =>
  (RETURNS_FIELDS as readonly string[]).includes(field);

/** Where an issue at `path` shows: its own field, or the latest refund day for the refund days as a whole. */
const fieldOf = (path: readonly PropertyKey[]): string => {
  const field = path.map(String).join('.');
  return field === 'refundDays' ? 'refundDays.max' : field;
};

/** The form's values in the API's shape: each number typed as a JSON number (other text stays, to be refused). */
export function returnsFromForm(v: ReturnsFormValues): Record<string, unknown> {
  return {
    cancelWithinHours: decimalText(v.cancelWithinHours),
    returnWithinDays: decimalText(v.returnWithinDays),
    restockingPercent: {
      unopened: decimalText(v.restockingPercent.unopened),
      opened: decimalText(v.restockingPercent.opened),
      damagedPackaging: decimalText(v.restockingPercent.damagedPackaging),
    },
    refundDays: { min: decimalText(v.refundDays.min), max: decimalText(v.refundDays.max) },
  };
}

/**
 * The return part of the settings form's schema: the form's text, as numbers, checked by the server's schema,
 * one message per field; the output is what PUT /api/admin/settings/update takes as `returns`.
 */
export const ReturnsFormSchema = z.custom<ReturnsFormValues>().transform((values, ctx) => {
  const parsed = ReturnsSettingsSchema.safeParse(returnsFromForm(values));
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', message: issue.message, path: field.split('.') });
  }
  return z.NEVER;
});

/**
 * The return fields a server message names ('returns.restockingPercent.opened: The fee for opened items must
 * be from 0 to 50 percent; phone: …'), with their messages, keyed by the field's path under `returns`.
 */
export function returnsErrorsFromMessage(message: string): Partial<Record<ReturnsField, string>> {
  const out: Partial<Record<ReturnsField, string>> = {};
  for (const part of message.split('; ')) {
    const m = /^returns\.([\w.]+): (.+)$/.exec(part.trim());
    if (!m) continue;
    const field = fieldOf(m[1]!.split('.'));
    if (isReturnsField(field) && !(field in out)) out[field] = m[2]!;
  }
  return out;
}
