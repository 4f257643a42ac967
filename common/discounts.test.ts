import { describe, expect, it } from 'vitest';
import {
  CODE_RE,
  DISCOUNT_FORM_MESSAGES,
  DISCOUNT_MESSAGES,
  discountInputProblem,
  discountRefusal,
  eligibleGrossPaise,
  eligibleLines,
  freeDeliveryRefusal,
  goodsDiscountPaise,
  normalizeCode,
  rupeesText,
  shareDiscount,
  type DiscountInput,
  type DiscountLine,
  type DiscountRule,
} from './discounts';
import { orderTotals } from './money';
import { creditLines, openLines, returnPart } from './refunds';
import { DISCOUNT_CASES } from '../tests/fixtures/money-cases';

/** The rules of a discount code (common/discounts.ts) at each of their limits; expected figures worked by hand. */

const RULE: DiscountRule = {
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minOrderPaise: null,
  maxDiscountPaise: null,
  startsAt: null,
  endsAt: null,
  active: true,
  usageLimit: null,
  perCustomerLimit: null,
  categories: [],
  brands: [],
  firstOrderOnly: false,
  used: 0,
};
const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({ ...RULE, ...over });
const NOW = new Date('2026-11-01T12:00:00.000Z');
const SWITCHES: DiscountLine[] = [{ grossPaise: 70_800, category: 'Switches', brand: 'Anchor' }];
const NEW_BUYER = { uses: 0, earlierOrders: 0 };
const refusal = (r: DiscountRule, lines = SWITCHES, buyer = NEW_BUYER, now = NOW) =>
  discountRefusal(r, { now, lines, buyer });

describe('the code as typed', () => {
  it.each([
    ['diwali10', 'DIWALI10'],
    ['  Diwali10 ', 'DIWALI10'],
    ['ABCD', 'ABCD'],
    ['a1b2c3d4e5f6g7h8i9j0', 'A1B2C3D4E5F6G7H8I9J0'],
  ])('%j is %s', (typed, code) => expect(normalizeCode(typed)).toBe(code));
  it.each([['ABC'], ['A1B2C3D4E5F6G7H8I9J0K'], ['SALE 10'], ['SALE-10'], ['ÄBCD'], [''], [42], [null]])(
    '%j cannot be a code',
    (typed) => expect(normalizeCode(typed)).toBeNull(),
  );
  it('the pattern is anchored at both ends', () => {
    expect(CODE_RE.test('xABCD')).toBe(true);
    expect(CODE_RE.test('-ABCD')).toBe(false);
    expect(CODE_RE.test('ABCD-')).toBe(false);
  });
});

describe('rupees in a refusal', () => {
  it.each([
    [2_800, '₹28'],
    [1, '₹0.01'],
    [2_750, '₹27.50'],
    [1_23_456_00, '₹1,23,456'],
    [1_23_456_78, '₹1,23,456.78'],
  ])('%i paise is %s', (paise, text) => expect(rupeesText(paise)).toBe(text));
});

describe('whether a code applies', () => {
  it('applies to a plain order', () => expect(refusal(rule())).toBeNull());

  it('a paused code is not valid', () =>
    expect(refusal(rule({ active: false }))).toBe(DISCOUNT_MESSAGES.invalid));

  it('starts at its second: valid at startsAt, not a second before', () => {
    const startsAt = new Date('2026-11-01T12:00:00.000Z');
    expect(refusal(rule({ startsAt }), SWITCHES, NEW_BUYER, startsAt)).toBeNull();
    expect(refusal(rule({ startsAt }), SWITCHES, NEW_BUYER, new Date(startsAt.getTime() - 1000))).toBe(
      DISCOUNT_MESSAGES.notYet,
    );
    expect(refusal(rule({ startsAt }), SWITCHES, NEW_BUYER, new Date(startsAt.getTime() - 1))).toBe(
      DISCOUNT_MESSAGES.notYet,
    );
  });

  it('ends at its second: valid at endsAt, expired a second after', () => {
    const endsAt = new Date('2026-11-05T18:29:59.000Z');
    expect(refusal(rule({ endsAt }), SWITCHES, NEW_BUYER, endsAt)).toBeNull();
    expect(refusal(rule({ endsAt }), SWITCHES, NEW_BUYER, new Date(endsAt.getTime() + 1000))).toBe(
      DISCOUNT_MESSAGES.expired,
    );
    expect(refusal(rule({ endsAt }), SWITCHES, NEW_BUYER, new Date(endsAt.getTime() + 1))).toBe(
      DISCOUNT_MESSAGES.expired,
    );
  });

  it('used up at its limit, not one use before it', () => {
    expect(refusal(rule({ usageLimit: 5, used: 4 }))).toBeNull();
    expect(refusal(rule({ usageLimit: 5, used: 5 }))).toBe(DISCOUNT_MESSAGES.usedUp);
    expect(refusal(rule({ usageLimit: 5, used: 6 }))).toBe(DISCOUNT_MESSAGES.usedUp);
    expect(refusal(rule({ usageLimit: null, used: 1_000 }))).toBeNull();
  });

  it('used by this buyer as often as allowed: at the limit, not one use before', () => {
    expect(refusal(rule({ perCustomerLimit: 2 }), SWITCHES, { uses: 1, earlierOrders: 3 })).toBeNull();
    expect(refusal(rule({ perCustomerLimit: 2 }), SWITCHES, { uses: 2, earlierOrders: 3 })).toBe(
      DISCOUNT_MESSAGES.usedByYou,
    );
    expect(refusal(rule({ perCustomerLimit: null }), SWITCHES, { uses: 9, earlierOrders: 0 })).toBeNull();
  });

  it('a first-order code: for a buyer with no placed order only', () => {
    expect(refusal(rule({ firstOrderOnly: true }), SWITCHES, { uses: 0, earlierOrders: 0 })).toBeNull();
    expect(refusal(rule({ firstOrderOnly: true }), SWITCHES, { uses: 0, earlierOrders: 1 })).toBe(
      DISCOUNT_MESSAGES.firstOrder,
    );
    expect(refusal(rule({ firstOrderOnly: false }), SWITCHES, { uses: 0, earlierOrders: 4 })).toBeNull();
  });

  it('for other products: names the brands, then the categories', () => {
    expect(refusal(rule({ brands: ['Havells'] }))).toBe('This code is for Havells products only');
    expect(refusal(rule({ brands: ['Havells', 'Polycab'] }))).toBe(
      'This code is for Havells or Polycab products only',
    );
    expect(refusal(rule({ categories: ['Fans'] }))).toBe('This code is for Fans products only');
    expect(refusal(rule({ brands: ['Havells'], categories: ['Fans', 'Lights'] }))).toBe(
      'This code is for Havells Fans or Lights products only',
    );
    // Its own brand and category, in any case and with spaces around them: it applies.
    expect(refusal(rule({ brands: [' anchor '], categories: ['SWITCHES'] }))).toBeNull();
  });

  it('short of its minimum: at the value it applies, one paisa under it says how much more', () => {
    expect(refusal(rule({ minOrderPaise: 70_800 }))).toBeNull();
    expect(refusal(rule({ minOrderPaise: 70_801 }))).toBe('Add ₹0.01 more to use this code');
    expect(refusal(rule({ minOrderPaise: 73_600 }))).toBe('Add ₹28 more to use this code');
    expect(refusal(rule({ minOrderPaise: 0 }))).toBeNull();
  });

  it('counts the minimum on the goods the code applies to only', () => {
    const lines: DiscountLine[] = [
      { grossPaise: 50_000, category: 'Fans', brand: 'Havells' },
      { grossPaise: 30_000, category: 'Switches', brand: 'Anchor' },
    ];
    expect(refusal(rule({ brands: ['Havells'], minOrderPaise: 50_000 }), lines)).toBeNull();
    expect(refusal(rule({ brands: ['Havells'], minOrderPaise: 60_000 }), lines)).toBe(
      'Add ₹100 more to use this code',
    );
  });

  it('says the first reason that holds: paused before dates before limits before products before minimum', () => {
    const all = rule({
      active: false,
      startsAt: new Date('2027-01-01T00:00:00Z'),
      endsAt: new Date('2026-01-01T00:00:00Z'),
      usageLimit: 1,
      used: 1,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      brands: ['Havells'],
      minOrderPaise: 1_00_000_00,
    });
    const buyer = { uses: 1, earlierOrders: 1 };
    expect(refusal(all, SWITCHES, buyer)).toBe(DISCOUNT_MESSAGES.invalid);
    expect(refusal({ ...all, active: true }, SWITCHES, buyer)).toBe(DISCOUNT_MESSAGES.notYet);
    expect(refusal({ ...all, active: true, startsAt: null }, SWITCHES, buyer)).toBe(
      DISCOUNT_MESSAGES.expired,
    );
    const live = { ...all, active: true, startsAt: null, endsAt: null };
    expect(refusal(live, SWITCHES, buyer)).toBe(DISCOUNT_MESSAGES.usedUp);
    expect(refusal({ ...live, usageLimit: null }, SWITCHES, buyer)).toBe(DISCOUNT_MESSAGES.usedByYou);
    expect(refusal({ ...live, usageLimit: null, perCustomerLimit: null }, SWITCHES, buyer)).toBe(
      DISCOUNT_MESSAGES.firstOrder,
    );
    const open = { ...live, usageLimit: null, perCustomerLimit: null, firstOrderOnly: false };
    expect(refusal(open, SWITCHES, buyer)).toBe('This code is for Havells products only');
    expect(refusal({ ...open, brands: [] }, SWITCHES, buyer)).toBe('Add ₹99,292 more to use this code');
  });
});

describe('which lines a code applies to', () => {
  const lines: DiscountLine[] = [
    { grossPaise: 100, category: 'Fans', brand: 'Havells' },
    { grossPaise: 200, category: 'Switches', brand: 'Havells' },
    { grossPaise: 400, category: 'Fans', brand: 'Crompton' },
  ];
  it('every line without limits', () => {
    expect(eligibleLines(RULE, lines)).toEqual([true, true, true]);
    expect(eligibleGrossPaise(RULE, lines)).toBe(700);
  });
  it('a brand’s lines', () => {
    expect(eligibleLines(rule({ brands: ['havells'] }), lines)).toEqual([true, true, false]);
    expect(eligibleGrossPaise(rule({ brands: ['havells'] }), lines)).toBe(300);
  });
  it('a category’s lines', () =>
    expect(eligibleLines(rule({ categories: ['Fans'] }), lines)).toEqual([true, false, true]));
  it('both: the lines of the brand in the category', () =>
    expect(eligibleLines(rule({ categories: ['Fans'], brands: ['Havells'] }), lines)).toEqual([
      true,
      false,
      false,
    ]));
});

describe('what a code takes off', () => {
  it('a percent of the goods, rounded down to the paisa', () => {
    expect(goodsDiscountPaise(rule({ value: 10 }), 70_800)).toBe(7_080);
    // 9999 × 10 % = 999.9 → 999.
    expect(goodsDiscountPaise(rule({ value: 10 }), 9_999)).toBe(999);
    expect(goodsDiscountPaise(rule({ value: 1 }), 70_800)).toBe(708);
    expect(goodsDiscountPaise(rule({ value: 90 }), 70_800)).toBe(63_720);
  });
  it('a percent at most its largest discount: at the cap and a paisa over it', () => {
    expect(goodsDiscountPaise(rule({ value: 10, maxDiscountPaise: 7_080 }), 70_800)).toBe(7_080);
    expect(goodsDiscountPaise(rule({ value: 10, maxDiscountPaise: 7_079 }), 70_800)).toBe(7_079);
    expect(goodsDiscountPaise(rule({ value: 10, maxDiscountPaise: 5_000 }), 70_800)).toBe(5_000);
  });
  it('an amount as it is, but never more than 90 % of the goods', () => {
    const amount = (value: number) => rule({ kind: 'amount', value });
    expect(goodsDiscountPaise(amount(5_000), 70_800)).toBe(5_000);
    // 90 % of 70800 = 63720: the amount at it, and above it.
    expect(goodsDiscountPaise(amount(63_720), 70_800)).toBe(63_720);
    expect(goodsDiscountPaise(amount(63_721), 70_800)).toBe(63_720);
    // 90 % of 999 = 899.1 → 899.
    expect(goodsDiscountPaise(amount(10_000), 999)).toBe(899);
  });
  it('free delivery takes nothing off the goods', () =>
    expect(goodsDiscountPaise(rule({ kind: 'freeDelivery', value: 0 }), 70_800)).toBe(0));
});

describe('the discount shared over the lines', () => {
  it.each(DISCOUNT_CASES.map((c) => [c.name, c] as const))('%s: the hand-worked shares', (_name, c) => {
    const lines = c.lines.map((l) => ({
      grossPaise: l.salePricePaise * l.quantity,
      category: 'Switches',
      brand: 'Anchor',
    }));
    expect(shareDiscount(c.discountPaise, lines)).toEqual(c.shares);
  });
  it('only over the lines the code applies to', () => {
    const lines: DiscountLine[] = [
      { grossPaise: 10_000, category: 'Fans', brand: 'Havells' },
      { grossPaise: 10_000, category: 'Switches', brand: 'Anchor' },
      { grossPaise: 10_001, category: 'Fans', brand: 'Havells' },
    ];
    // 100 × 10000 ÷ 20001 = 49.99… → 49 and 100 × 10001 ÷ 20001 = 50.00… → 50; the paisa left to the first (.99).
    expect(shareDiscount(100, lines, [true, false, true])).toEqual([50, 0, 50]);
    // Over all three ₹1.00 is 33 + 33 + 34 (the largest remainder is the third's).
    expect(shareDiscount(100, lines)).toEqual([33, 33, 34]);
  });
  it('always adds up to the discount', () => {
    const lines = [7, 13, 101, 997].map((g) => ({ grossPaise: g * 100, category: '', brand: '' }));
    for (const off of [0, 1, 2, 3, 999, 1_000, 101_000]) {
      expect(shareDiscount(off, lines).reduce((a, b) => a + b, 0)).toBe(off);
    }
  });
  it('a returned unit credits its value after its share', () => {
    // The case placed: 3 units, 63720 after the 7080 off; one unit back, no fee: 21240 =
    // taxable 18000 + CGST 1620 + SGST 1620 (a third of each, the line being three equal units).
    const c = DISCOUNT_CASES[0]!;
    const t = orderTotals(c.lines, 0, 'intra', c.shares);
    const l = t.lines[0]!;
    const open = openLines(
      [
        {
          id: 'line-1',
          quantity: 3,
          taxablePaise: l.taxablePaise,
          cgstPaise: l.cgstPaise,
          sgstPaise: l.sgstPaise,
          igstPaise: l.igstPaise,
          lineTotalPaise: l.totalPaise,
          chargePaise: 0,
          chargeTaxablePaise: 0,
          chargeCgstPaise: 0,
          chargeSgstPaise: 0,
          chargeIgstPaise: 0,
        },
      ],
      [],
    );
    const part = returnPart(open[0]!, 1, 0);
    expect(part.goodsPaise).toBe(21_240);
    expect(creditLines(open, [part])).toEqual([
      expect.objectContaining({
        taxablePaise: 18_000,
        cgstPaise: 1_620,
        sgstPaise: 1_620,
        lineTotalPaise: 21_240,
      }),
    ]);
  });
});

describe('free delivery', () => {
  it('frees a standard delivery that costs something', () => {
    expect(freeDeliveryRefusal('standard', 4_900)).toBeNull();
    expect(freeDeliveryRefusal('standard', 1)).toBeNull();
  });
  it('not express, and not a delivery that is free already', () => {
    expect(freeDeliveryRefusal('express', 14_900)).toBe(DISCOUNT_MESSAGES.standardOnly);
    expect(freeDeliveryRefusal('standard', 0)).toBe(DISCOUNT_MESSAGES.alreadyFree);
  });
});

describe('the owner’s form', () => {
  const INPUT: DiscountInput = {
    code: 'DIWALI10',
    kind: 'percent',
    value: 10,
    minOrderPaise: null,
    maxDiscountPaise: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
  };
  const problem = (over: Partial<DiscountInput>) => discountInputProblem({ ...INPUT, ...over });
  it('takes code, kind and value alone', () => expect(problem({})).toBeNull());
  it('codes of 4 and 20 characters, not 3 or 21', () => {
    expect(problem({ code: 'ABCD' })).toBeNull();
    expect(problem({ code: 'A'.repeat(20) })).toBeNull();
    expect(problem({ code: 'ABC' })).toBe(DISCOUNT_FORM_MESSAGES.code);
    expect(problem({ code: 'A'.repeat(21) })).toBe(DISCOUNT_FORM_MESSAGES.code);
  });
  it('percents of 1 and 90, not 0, 91 or a fraction', () => {
    expect(problem({ value: 1 })).toBeNull();
    expect(problem({ value: 90 })).toBeNull();
    expect(problem({ value: 0 })).toBe(DISCOUNT_FORM_MESSAGES.percent);
    expect(problem({ value: 91 })).toBe(DISCOUNT_FORM_MESSAGES.percent);
    expect(problem({ value: 12.5 })).toBe(DISCOUNT_FORM_MESSAGES.percent);
  });
  it('amounts of a paisa to ₹1 crore', () => {
    expect(problem({ kind: 'amount', value: 1 })).toBeNull();
    expect(problem({ kind: 'amount', value: 1_00_00_000_00 })).toBeNull();
    expect(problem({ kind: 'amount', value: 0 })).toBe(DISCOUNT_FORM_MESSAGES.amount);
    expect(problem({ kind: 'amount', value: 1_00_00_000_01 })).toBe(DISCOUNT_FORM_MESSAGES.amount);
  });
  it('a free-delivery code needs no value, and its value is not a percent', () => {
    expect(problem({ kind: 'freeDelivery', value: 0 })).toBeNull();
  });
  it('a minimum of ₹0 to ₹1 crore', () => {
    expect(problem({ minOrderPaise: 0 })).toBeNull();
    expect(problem({ minOrderPaise: 1_00_00_000_00 })).toBeNull();
    expect(problem({ minOrderPaise: -1 })).toBe(DISCOUNT_FORM_MESSAGES.minOrder);
    expect(problem({ minOrderPaise: 1_00_00_000_01 })).toBe(DISCOUNT_FORM_MESSAGES.minOrder);
  });
  it('a largest discount for percent codes only, of a paisa to ₹1 crore', () => {
    expect(problem({ maxDiscountPaise: 1 })).toBeNull();
    expect(problem({ maxDiscountPaise: 1_00_00_000_00 })).toBeNull();
    expect(problem({ maxDiscountPaise: 0 })).toBe(DISCOUNT_FORM_MESSAGES.maxDiscount);
    expect(problem({ maxDiscountPaise: 1_00_00_000_01 })).toBe(DISCOUNT_FORM_MESSAGES.maxDiscount);
    expect(problem({ kind: 'amount', value: 500, maxDiscountPaise: 100 })).toBe(
      DISCOUNT_FORM_MESSAGES.maxDiscountKind,
    );
    expect(problem({ kind: 'freeDelivery', value: 0, maxDiscountPaise: 100 })).toBe(
      DISCOUNT_FORM_MESSAGES.maxDiscountKind,
    );
  });
  it('an end after the start, to the second; either alone is fine', () => {
    const startsAt = new Date('2026-11-01T00:00:00Z');
    expect(problem({ startsAt, endsAt: new Date(startsAt.getTime() + 1000) })).toBeNull();
    expect(problem({ startsAt, endsAt: startsAt })).toBe(DISCOUNT_FORM_MESSAGES.dates);
    expect(problem({ startsAt, endsAt: new Date(startsAt.getTime() - 1000) })).toBe(
      DISCOUNT_FORM_MESSAGES.dates,
    );
    expect(problem({ startsAt })).toBeNull();
    expect(problem({ endsAt: startsAt })).toBeNull();
  });
  it('limits of 1 to a million uses, the per-customer one not above the whole', () => {
    expect(problem({ usageLimit: 1, perCustomerLimit: 1 })).toBeNull();
    expect(problem({ usageLimit: 1_000_000, perCustomerLimit: 1_000_000 })).toBeNull();
    expect(problem({ usageLimit: 0 })).toBe(DISCOUNT_FORM_MESSAGES.usageLimit);
    expect(problem({ usageLimit: 1_000_001 })).toBe(DISCOUNT_FORM_MESSAGES.usageLimit);
    expect(problem({ usageLimit: 2.5 })).toBe(DISCOUNT_FORM_MESSAGES.usageLimit);
    expect(problem({ perCustomerLimit: 0 })).toBe(DISCOUNT_FORM_MESSAGES.perCustomerLimit);
    expect(problem({ perCustomerLimit: 1_000_001 })).toBe(DISCOUNT_FORM_MESSAGES.perCustomerLimit);
    expect(problem({ usageLimit: 5, perCustomerLimit: 6 })).toBe(DISCOUNT_FORM_MESSAGES.perCustomerOverLimit);
    expect(problem({ usageLimit: 5, perCustomerLimit: 5 })).toBeNull();
    expect(problem({ perCustomerLimit: 6 })).toBeNull();
  });
  it('the messages name the limits', () => {
    expect(DISCOUNT_FORM_MESSAGES.code).toBe('The code must be 4 to 20 letters and digits');
    expect(DISCOUNT_FORM_MESSAGES.percent).toBe('A percent code takes 1 to 90 percent (whole numbers)');
    expect(DISCOUNT_FORM_MESSAGES.usageLimit).toBe('The usage limit must be 1 to 10,00,000');
    expect(DISCOUNT_FORM_MESSAGES.perCustomerLimit).toBe('The limit per customer must be 1 to 10,00,000');
  });
});
