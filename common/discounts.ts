/**
 * Discount codes: every rule of a code in one pure module (issue 46, decision 029). Whether a code applies to an
 * order, in the buyer's words when it does not; how much it takes off; how that amount is shared over the lines
 * (whole paise, largest remainders: common/money.ts apportion); and the owner's form checks. Amounts are integer
 * paise, tax included (a discount on the invoice lowers each line's value before tax is worked out from it: CGST
 * Act s.15(3)(a)). The server prices orders with it; the browser may use it for previews only.
 */
import { apportion } from './money';

export const DISCOUNT_KINDS = ['percent', 'amount', 'freeDelivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code: letters and digits, 4 to 20 of them, matched without regard to case (kept upper-cased). */
export const CODE_MIN = 4;
export const CODE_MAX = 20;
export const CODE_RE = /^[A-Za-z0-9]{4,20}$/;
/** A percent code takes 1 to 90 % (whole percent). */
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 90;
/** No code takes more than 90 % of the goods it applies to, whatever its kind (an amount code included). */
export const MAX_SHARE_PERCENT = 90;
/** The largest amount, minimum or cap a code may name: ₹1 crore, the largest order (paise). */
export const MAX_DISCOUNT_PAISE = 1_00_00_000_00;
/** The most uses a code may be limited to. */
export const MAX_USES = 1_000_000;
/** The most categories or brands one code may be limited to. */
export const MAX_NAMES = 50;

/** What a code is, as the rules read it: money in paise, dates as instants. */
export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  /** The percent (percent), the paise off (amount), 0 (freeDelivery). */
  value: number;
  minOrderPaise: number | null;
  maxDiscountPaise: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  categories: string[];
  brands: string[];
  firstOrderOnly: boolean;
  /** Uses taken and not given back. */
  used: number;
}

/** One line of the order as a code sees it: its value with tax (at the sale price), its category and brand. */
export interface DiscountLine {
  grossPaise: number;
  category: string;
  brand: string;
}

/** The buyer as a code sees them: uses of this code they hold, and their earlier orders (paid or open). */
export interface DiscountBuyer {
  uses: number;
  earlierOrders: number;
}

/** "₹28" for whole rupees, "₹27.50" otherwise (en-IN grouping): how the refusals name an amount. */
export function rupeesText(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
}

/** Why a code does not apply, in the buyer's words (issue 46). */
export const DISCOUNT_MESSAGES = {
  invalid: 'This code is not valid',
  notYet: 'This code is not valid yet',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  usedByYou: 'You have already used this code',
  firstOrder: 'This code is for your first order only',
  onlyFor: (names: string) => `This code is for ${names} products only`,
  short: (paise: number) => `Add ${rupeesText(paise)} more to use this code`,
  standardOnly: 'This code gives free standard delivery only',
  alreadyFree: 'Delivery is already free on this order',
} as const;

/** A code as typed (any case, spaces around it) in its stored form, or null when it cannot be a code. */
export function normalizeCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.trim();
  return CODE_RE.test(code) ? code.toUpperCase() : null;
}

const lower = (names: string[]) => names.map((n) => n.trim().toLowerCase());

/** Which lines the code applies to: those of its categories and of its brands (an empty list: every one). */
export function eligibleLines(rule: Pick<DiscountRule, 'categories' | 'brands'>, lines: DiscountLine[]) {
  const categories = lower(rule.categories);
  const brands = lower(rule.brands);
  return lines.map(
    (l) =>
      (categories.length === 0 || categories.includes(l.category.trim().toLowerCase())) &&
      (brands.length === 0 || brands.includes(l.brand.trim().toLowerCase())),
  );
}

/** The value with tax of the lines the code applies to. */
export function eligibleGrossPaise(rule: Pick<DiscountRule, 'categories' | 'brands'>, lines: DiscountLine[]) {
  const eligible = eligibleLines(rule, lines);
  return lines.reduce((sum, l, i) => (eligible[i] ? sum + l.grossPaise : sum), 0);
}

/** "Havells or Anchor Switches": the brands, then the categories, the code is for. */
function namesOf(rule: Pick<DiscountRule, 'categories' | 'brands'>): string {
  return [rule.brands.join(' or '), rule.categories.join(' or ')].filter((s) => s !== '').join(' ');
}

/**
 * Why the code does not apply to this order for this buyer at `now`, or null when it does: paused, not started
 * (before `startsAt`), expired (after `endsAt`; both to the second and inclusive), used up, used by this buyer as
 * often as allowed, for a first order only, for other products only, or short of its minimum (counted on the goods
 * it applies to, before delivery). The use itself is taken later, under a lock (the server's redemption).
 */
export function discountRefusal(
  rule: DiscountRule,
  order: { now: Date; lines: DiscountLine[]; buyer: DiscountBuyer },
): string | null {
  if (!rule.active) return DISCOUNT_MESSAGES.invalid;
  const now = order.now.getTime();
  if (rule.startsAt && now < rule.startsAt.getTime()) return DISCOUNT_MESSAGES.notYet;
  if (rule.endsAt && now > rule.endsAt.getTime()) return DISCOUNT_MESSAGES.expired;
  if (rule.usageLimit !== null && rule.used >= rule.usageLimit) return DISCOUNT_MESSAGES.usedUp;
  if (rule.perCustomerLimit !== null && order.buyer.uses >= rule.perCustomerLimit)
    return DISCOUNT_MESSAGES.usedByYou;
  if (rule.firstOrderOnly && order.buyer.earlierOrders > 0) return DISCOUNT_MESSAGES.firstOrder;
  const goods = eligibleGrossPaise(rule, order.lines);
  if (goods === 0) return DISCOUNT_MESSAGES.onlyFor(namesOf(rule));
  const minimum = rule.minOrderPaise ?? 0;
  if (goods < minimum) return DISCOUNT_MESSAGES.short(minimum - goods);
  return null;
}

/**
 * What a percent or amount code takes off goods worth `goodsPaise` (tax included) that it applies to: the percent
 * rounded down to the paisa, at most `maxDiscountPaise`; the amount itself; never more than 90 % of the goods.
 * A free-delivery code takes nothing off the goods.
 */
export function goodsDiscountPaise(
  rule: Pick<DiscountRule, 'kind' | 'value' | 'maxDiscountPaise'>,
  goodsPaise: number,
): number {
  if (rule.kind === 'freeDelivery') return 0;
  const cap = Math.floor((goodsPaise * MAX_SHARE_PERCENT) / 100);
  const off =
    rule.kind === 'percent'
      ? Math.min(
          Math.floor((goodsPaise * rule.value) / 100),
          rule.maxDiscountPaise ?? Number.MAX_SAFE_INTEGER,
        )
      : rule.value;
  return Math.min(off, cap);
}

/**
 * The discount shared over the lines it applies to by their value, in whole paise: each rounded down, the
 * paise left one each to the largest remainders (the earlier line on a tie). Lines it does not apply to get 0.
 */
export function shareDiscount(
  discountPaise: number,
  lines: DiscountLine[],
  eligible: boolean[] = lines.map(() => true),
): number[] {
  return apportion(
    discountPaise,
    lines.map((l, i) => (eligible[i] ? l.grossPaise : 0)),
  );
}

/**
 * Why a free-delivery code does not apply to this delivery, or null: it frees standard delivery only, and
 * there must be a delivery charge to free.
 */
export function freeDeliveryRefusal(method: string, deliveryFeePaise: number): string | null {
  if (method !== 'standard') return DISCOUNT_MESSAGES.standardOnly;
  if (deliveryFeePaise <= 0) return DISCOUNT_MESSAGES.alreadyFree;
  return null;
}

/** A code as the owner's form gives it: money in paise, dates as instants; absent is null (a free-delivery code's value is 0). */
export interface DiscountInput {
  code: string;
  kind: DiscountKind;
  value: number;
  minOrderPaise: number | null;
  maxDiscountPaise: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

export const DISCOUNT_FORM_MESSAGES = {
  code: `The code must be ${CODE_MIN} to ${CODE_MAX} letters and digits`,
  percent: `A percent code takes ${PERCENT_MIN} to ${PERCENT_MAX} percent (whole numbers)`,
  amount: 'An amount code takes off more than ₹0 and at most ₹1,00,00,000',
  minOrder: 'The minimum order must be ₹0 to ₹1,00,00,000',
  maxDiscount: 'The largest discount must be more than ₹0 and at most ₹1,00,00,000',
  maxDiscountKind: 'Only a percent code has a largest discount',
  dates: 'The code must end after it starts',
  usageLimit: `The usage limit must be 1 to ${MAX_USES.toLocaleString('en-IN')}`,
  perCustomerLimit: `The limit per customer must be 1 to ${MAX_USES.toLocaleString('en-IN')}`,
  perCustomerOverLimit: 'The limit per customer cannot be more than the usage limit',
} as const;

const within = (n: number | null, min: number, max: number) =>
  n === null || (Number.isInteger(n) && n >= min && n <= max);

/** What is wrong with a code the owner entered, or null: each field's range and how they fit together. */
export function discountInputProblem(d: DiscountInput): string | null {
  if (!CODE_RE.test(d.code)) return DISCOUNT_FORM_MESSAGES.code;
  if (d.kind === 'percent' && !within(d.value, PERCENT_MIN, PERCENT_MAX))
    return DISCOUNT_FORM_MESSAGES.percent;
  if (d.kind === 'amount' && !within(d.value, 1, MAX_DISCOUNT_PAISE)) return DISCOUNT_FORM_MESSAGES.amount;
  if (!within(d.minOrderPaise, 0, MAX_DISCOUNT_PAISE)) return DISCOUNT_FORM_MESSAGES.minOrder;
  if (d.maxDiscountPaise !== null && d.kind !== 'percent') return DISCOUNT_FORM_MESSAGES.maxDiscountKind;
  if (!within(d.maxDiscountPaise, 1, MAX_DISCOUNT_PAISE)) return DISCOUNT_FORM_MESSAGES.maxDiscount;
  if (d.startsAt && d.endsAt && d.endsAt.getTime() <= d.startsAt.getTime())
    return DISCOUNT_FORM_MESSAGES.dates;
  if (!within(d.usageLimit, 1, MAX_USES)) return DISCOUNT_FORM_MESSAGES.usageLimit;
  if (!within(d.perCustomerLimit, 1, MAX_USES)) return DISCOUNT_FORM_MESSAGES.perCustomerLimit;
  if (d.usageLimit !== null && d.perCustomerLimit !== null && d.perCustomerLimit > d.usageLimit)
    return DISCOUNT_FORM_MESSAGES.perCustomerOverLimit;
  return null;
}
