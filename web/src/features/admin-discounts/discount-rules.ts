import {
  CODE_RE,
  DISCOUNT_FORM_MESSAGES,
  discountInputProblem,
  PERCENT_MAX,
  PERCENT_MIN,
} from '../../../../common/discounts';
import { toPaise } from '../../../../common/money';
import type { AdminDiscount, DiscountInput, DiscountKind } from './types';

export { PERCENT_MAX, PERCENT_MIN };

/** The form's fields as typed (text), one per field of the API's body. */
export interface DiscountFormValues {
  code: string;
  kind: DiscountKind;
  value: string;
  minOrder: string;
  maxDiscount: string;
  /** India time as a datetime-local input holds it: '2026-11-01T00:00'. */
  startsAt: string;
  endsAt: string;
  active: boolean;
  usageLimit: string;
  perCustomerLimit: string;
  categories: string[];
  brands: string[];
  firstOrderOnly: boolean;
}

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  maxDiscount: '',
  startsAt: '',
  endsAt: '',
  active: true,
  usageLimit: '',
  perCustomerLimit: '',
  categories: [],
  brands: [],
  firstOrderOnly: false,
};

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as India time for a datetime-local input ('2026-11-01T09:30'). */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return d.toISOString().slice(0, 16);
}

/** A datetime-local value read as India time, as an ISO instant; null when blank or not a date. */
export function fromIndiaInput(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  const back = new Date(utc + IST_OFFSET_MS);
  // 2026-02-30 rolls over into March: not a date.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return new Date(utc).toISOString();
}

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A date and time as the owner reads it, in India time: "1 Nov 2026, 9:30 am". */
export const formatIndiaDate = (iso: string) => indiaDate.format(new Date(iso));

export function discountToForm(d: AdminDiscount): DiscountFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: d.code,
    kind: d.kind,
    value: d.kind === 'freeDelivery' ? '' : String(d.value),
    minOrder: text(d.minOrder),
    maxDiscount: text(d.maxDiscount),
    startsAt: toIndiaInput(d.startsAt),
    endsAt: toIndiaInput(d.endsAt),
    active: d.active,
    usageLimit: text(d.usageLimit),
    perCustomerLimit: text(d.perCustomerLimit),
    categories: [...d.categories],
    brands: [...d.brands],
    firstOrderOnly: d.firstOrderOnly,
  };
}

export type DiscountFieldErrors = Partial<Record<keyof DiscountFormValues, string>>;

const RUPEES = /^\d+(?:\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/**
 * The form checked as the owner fills it: the field and what is wrong with it, each in words. The server
 * checks again (a code already taken, a category that went away) and its message goes on the field it names.
 */
export function discountFormErrors(v: DiscountFormValues): DiscountFieldErrors {
  const errors: DiscountFieldErrors = {};
  const code = v.code.trim();
  if (!code) errors.code = 'Enter a code';
  else if (!CODE_RE.test(code)) errors.code = 'Use 4 to 20 letters and digits, no spaces';

  const value = v.value.trim();
  if (v.kind === 'percent') {
    if (!value) errors.value = 'Enter the percent off';
    else if (!WHOLE.test(value) || Number(value) < PERCENT_MIN || Number(value) > PERCENT_MAX)
      errors.value = `Enter a whole percent from ${PERCENT_MIN} to ${PERCENT_MAX}`;
  } else if (v.kind === 'amount') {
    if (!value) errors.value = 'Enter the rupees off';
    else if (!RUPEES.test(value) || Number(value) <= 0)
      errors.value = 'Enter an amount in rupees above 0, like 100 or 99.50';
  }

  const rupees = (field: 'minOrder' | 'maxDiscount', name: string) => {
    const raw = v[field].trim();
    if (raw && (!RUPEES.test(raw) || (field === 'maxDiscount' && Number(raw) <= 0)))
      errors[field] =
        `${name} must be rupees${field === 'maxDiscount' ? ' above 0' : ''}, like 500 or 499.50`;
  };
  rupees('minOrder', 'Minimum order');
  if (v.kind === 'percent') rupees('maxDiscount', 'Largest discount');

  const whole = (field: 'usageLimit' | 'perCustomerLimit', name: string) => {
    const raw = v[field].trim();
    if (raw && (!WHOLE.test(raw) || Number(raw) < 1))
      errors[field] = `${name} must be a whole number, 1 or more`;
  };
  whole('usageLimit', 'Uses in all');
  whole('perCustomerLimit', 'Uses per customer');

  const starts = v.startsAt.trim() ? fromIndiaInput(v.startsAt) : null;
  const ends = v.endsAt.trim() ? fromIndiaInput(v.endsAt) : null;
  if (v.startsAt.trim() && !starts) errors.startsAt = 'Enter a date and time';
  if (v.endsAt.trim() && !ends) errors.endsAt = 'Enter a date and time';
  else if (starts && ends && ends <= starts) errors.endsAt = 'The end must come after the start';
  if (Object.keys(errors).length) return errors;

  // The server's own checks of the ranges and how the fields fit (common/discounts.ts), on the field they name.
  const input = formToDiscountInput(v);
  const paise = (rupees: number | null | undefined) => (rupees == null ? null : toPaise(rupees));
  const problem = discountInputProblem({
    code: input.code,
    kind: input.kind,
    value: input.kind === 'amount' ? toPaise(input.value) : input.value,
    minOrderPaise: paise(input.minOrder),
    maxDiscountPaise: paise(input.maxDiscount),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
  });
  if (problem) errors[fieldOfMessage(problem) ?? 'code'] = problem;
  return errors;
}

/** The form's field a sentence of DISCOUNT_FORM_MESSAGES (the server's checks) is about. */
const PROBLEM_FIELD: Record<keyof typeof DISCOUNT_FORM_MESSAGES, keyof DiscountFormValues> = {
  code: 'code',
  percent: 'value',
  amount: 'value',
  minOrder: 'minOrder',
  maxDiscount: 'maxDiscount',
  maxDiscountKind: 'maxDiscount',
  dates: 'endsAt',
  usageLimit: 'usageLimit',
  perCustomerLimit: 'perCustomerLimit',
  perCustomerOverLimit: 'perCustomerLimit',
};

/** The field a server refusal names, or null when it names none (shown on the form). */
export function fieldOfMessage(message: string): keyof DiscountFormValues | null {
  const key = (Object.keys(DISCOUNT_FORM_MESSAGES) as (keyof typeof DISCOUNT_FORM_MESSAGES)[]).find(
    (k) => DISCOUNT_FORM_MESSAGES[k] === message,
  );
  if (key) return PROBLEM_FIELD[key];
  return /\bcode\b/i.test(message) && /exists|taken|name/i.test(message) ? 'code' : null;
}

/** The form as the API's body: blanks as null (no minimum, no dates, no limits), the code in capitals. */
export function formToDiscountInput(v: DiscountFormValues): DiscountInput {
  const num = (raw: string) => (raw.trim() ? Number(raw.trim()) : null);
  return {
    code: v.code.trim().toUpperCase(),
    kind: v.kind,
    value: v.kind === 'freeDelivery' ? 0 : Number(v.value.trim()),
    minOrder: num(v.minOrder),
    maxDiscount: v.kind === 'percent' ? num(v.maxDiscount) : null,
    startsAt: fromIndiaInput(v.startsAt),
    endsAt: fromIndiaInput(v.endsAt),
    active: v.active,
    usageLimit: num(v.usageLimit),
    perCustomerLimit: num(v.perCustomerLimit),
    categories: v.categories,
    brands: v.brands,
    firstOrderOnly: v.firstOrderOnly,
  };
}

export type DiscountState = 'active' | 'paused' | 'scheduled' | 'expired' | 'usedUp';

export const DISCOUNT_STATE_TEXT: Record<DiscountState, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  usedUp: 'Used up',
};

/** Where a code stands now: paused by the owner, not started, ended, used up, or usable. */
export function discountState(d: AdminDiscount, now = Date.now()): DiscountState {
  if (!d.active) return 'paused';
  if (d.endsAt && new Date(d.endsAt).getTime() <= now) return 'expired';
  if (d.usageLimit !== null && d.used >= d.usageLimit) return 'usedUp';
  if (d.startsAt && new Date(d.startsAt).getTime() > now) return 'scheduled';
  return 'active';
}

const inr = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** What the code takes off, in words: "10% off (up to ₹500)", "₹100 off", "Free delivery". */
export function discountValueText(d: Pick<AdminDiscount, 'kind' | 'value' | 'maxDiscount'>): string {
  if (d.kind === 'percent')
    return `${d.value}% off${d.maxDiscount !== null ? ` (up to ${inr(d.maxDiscount)})` : ''}`;
  if (d.kind === 'amount') return `${inr(d.value)} off`;
  return 'Free delivery';
}

/** The code's conditions in a few words: minimum, limits, first order, categories and brands. */
export function discountLimitsText(d: AdminDiscount): string[] {
  const parts: string[] = [];
  if (d.minOrder !== null) parts.push(`Orders from ${inr(d.minOrder)}`);
  if (d.usageLimit !== null) parts.push(`${d.usageLimit.toLocaleString('en-IN')} uses in all`);
  if (d.perCustomerLimit !== null) parts.push(`${d.perCustomerLimit} per customer`);
  if (d.firstOrderOnly) parts.push('First order only');
  if (d.categories.length) parts.push(`Only ${d.categories.join(', ')}`);
  if (d.brands.length) parts.push(`Only ${d.brands.join(', ')} products`);
  return parts;
}

/** When the code may be used, in India time: "From 1 Nov 2026, 12:00 am to 5 Nov 2026, 11:59 pm", or "Any time". */
export function discountDatesText(d: Pick<AdminDiscount, 'startsAt' | 'endsAt'>): string {
  if (d.startsAt && d.endsAt) return `${formatIndiaDate(d.startsAt)} – ${formatIndiaDate(d.endsAt)}`;
  if (d.startsAt) return `From ${formatIndiaDate(d.startsAt)}`;
  if (d.endsAt) return `Until ${formatIndiaDate(d.endsAt)}`;
  return 'Any time';
}
