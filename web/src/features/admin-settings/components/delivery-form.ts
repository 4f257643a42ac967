import { z } from 'zod';
import {
  DELIVERY_METHODS,
  DELIVERY_ZONES,
  DeliverySettingsSchema,
  settingsOf,
  type DeliveryMethod,
  type DeliverySettings,
  type DeliveryZone,
} from '../../../../../common/contracts/delivery';
import { DEFAULT_DELIVERY_POLICY } from '../../../../../common/delivery';
import { decimalText } from '../../../../../common/contracts/admin';

/**
 * The Delivery section of Settings as plain rules: the delivery settings as the form holds them
 * (numbers and lists as typed text), back to the API's shape (JSON numbers), checked by the server's own schema
 * (DeliverySettingsSchema) with each message on its field, and the server's 400 message split onto fields.
 */

export const ZONE_LABELS: Record<DeliveryZone, string> = {
  city: 'City',
  state: 'State',
  india: 'Rest of India',
};

export const METHOD_LABELS: Record<DeliveryMethod, string> = {
  standard: 'Standard',
  express: 'Express',
};

type PerZone<T> = Record<DeliveryZone, T>;

export interface DeliveryFormValues {
  freeAbove: string;
  standardFee: string;
  localFee: string;
  /** Pincodes or prefixes separated by commas, spaces or new lines. */
  localPincodes: string;
  expressFee: PerZone<string>;
  days: Record<DeliveryMethod, PerZone<{ min: string; max: string }>>;
  fragileFee: string;
  blockedStates: string[];
  blockedPincodes: string;
  blockedMessage: string;
  cod: { enabled: boolean; fee: string; maxOrder: string; zones: DeliveryZone[]; maxOpen: string };
}

const perZone = <T, U>(r: PerZone<T>, f: (v: T) => U): PerZone<U> => ({
  city: f(r.city),
  state: f(r.state),
  india: f(r.india),
});

/** SPEC §9's figures, for settings that do not carry delivery rules yet. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = settingsOf(DEFAULT_DELIVERY_POLICY);

/** The delivery settings as the form holds them: an untouched form equals what was loaded. */
export function deliveryToForm(d: DeliverySettings): DeliveryFormValues {
  const days = (m: DeliveryMethod) => perZone(d.days[m], (r) => ({ min: String(r.min), max: String(r.max) }));
  return {
    freeAbove: String(d.freeAbove),
    standardFee: String(d.standardFee),
    localFee: String(d.localFee),
    localPincodes: d.localPincodes.join(', '),
    expressFee: perZone(d.expressFee, String),
    days: { standard: days('standard'), express: days('express') },
    fragileFee: String(d.fragileFee),
    blockedStates: [...d.blockedStates],
    blockedPincodes: d.blockedPincodes.join(', '),
    blockedMessage: d.blockedMessage,
    cod: {
      enabled: d.cod.enabled,
      fee: String(d.cod.fee),
      maxOrder: String(d.cod.maxOrder),
      zones: [...d.cod.zones],
      maxOpen: String(d.cod.maxOpen),
    },
  };
}

/** Pincodes as typed: separated by commas, spaces, semicolons or new lines. */
export const splitPincodes = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** A number as typed: a number when it reads as one, else the text (the schema then says it is not a number). */
const num = (text: string) => decimalText(text);

/** The form's values in the API's shape (numbers as JSON numbers), before the schema checks them. */
export function deliveryFromForm(v: DeliveryFormValues): Record<string, unknown> {
  const days = (m: DeliveryMethod) => perZone(v.days[m], (r) => ({ min: num(r.min), max: num(r.max) }));
  return {
    freeAbove: num(v.freeAbove),
    standardFee: num(v.standardFee),
    localFee: num(v.localFee),
    localPincodes: splitPincodes(v.localPincodes),
    expressFee: perZone(v.expressFee, num),
    days: { standard: days('standard'), express: days('express') },
    fragileFee: num(v.fragileFee),
    blockedStates: v.blockedStates,
    blockedPincodes: splitPincodes(v.blockedPincodes),
    blockedMessage: v.blockedMessage,
    cod: {
      enabled: v.cod.enabled,
      fee: num(v.cod.fee),
      maxOrder: num(v.cod.maxOrder),
      // In the order the options are shown, whatever order they were ticked in.
      zones: DELIVERY_ZONES.filter((z) => v.cod.zones.includes(z)),
      maxOpen: num(v.cod.maxOpen),
    },
  };
}

/**
 * The form field an issue at `path` (relative to the delivery settings) belongs to: list entries belong to
 * their list (`localPincodes.3` is the Local pincodes box); everything else is its own field.
 */
export function deliveryFieldOf(path: readonly PropertyKey[]): string {
  const cut = path.findIndex((p) => typeof p === 'number' || /^\d+$/.test(String(p)));
  return (cut === -1 ? path : path.slice(0, cut)).map(String).join('.');
}

/** What a typed value that is no number is told (zod's own words name types). */
const NOT_A_NUMBER = 'Must be a number';

/**
 * The delivery part of the settings form's schema: the form's text checked by the server's schema, its
 * messages on their fields; the output is what PUT /api/admin/settings/update takes as `delivery`.
 */
export const DeliveryFormSchema = z.custom<DeliveryFormValues>().transform((values, ctx) => {
  const parsed = DeliverySettingsSchema.safeParse(deliveryFromForm(values));
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = deliveryFieldOf(issue.path);
    // One message per field: the first, as the schema checks in order.
    if (seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({
      code: 'custom',
      message:
        issue.code === 'invalid_type' && !issue.message.startsWith('Must') ? NOT_A_NUMBER : issue.message,
      path: field.split('.'),
    });
  }
  return z.NEVER;
});

/**
 * The delivery fields a server message names ('delivery.expressFee.city: Express fee must be at most
 * ₹1,00,000; delivery.localPincodes.2: …'), with their messages, keyed by the form field's path under
 * `delivery`.
 */
export function deliveryErrorsFromMessage(message: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const m = /^delivery\.([\w.]+): (.+)$/.exec(part.trim());
    if (!m) continue;
    const field = deliveryFieldOf(m[1]!.split('.'));
    if (isDeliveryField(field) && !(field in out)) out[field] = m[2]!;
  }
  return out;
}

/** Every field path of the form's delivery values (a days cell's range included). */
export const DELIVERY_FIELDS: readonly string[] = [
  'freeAbove',
  'standardFee',
  'localFee',
  'localPincodes',
  ...DELIVERY_ZONES.map((z) => `expressFee.${z}`),
  ...DELIVERY_METHODS.flatMap((m) =>
    DELIVERY_ZONES.flatMap((z) => [`days.${m}.${z}`, `days.${m}.${z}.min`, `days.${m}.${z}.max`]),
  ),
  'fragileFee',
  'blockedStates',
  'blockedPincodes',
  'blockedMessage',
  'cod.enabled',
  'cod.fee',
  'cod.maxOrder',
  'cod.zones',
  'cod.maxOpen',
];

const isDeliveryField = (field: string) => DELIVERY_FIELDS.includes(field);
