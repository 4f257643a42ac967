import { describe, expect, it } from 'vitest';
import { DISCOUNT_FORM_MESSAGES } from '../../../../common/discounts';
import {
  discountFormErrors,
  fieldOfMessage,
  discountState,
  discountToForm,
  discountValueText,
  EMPTY_DISCOUNT_FORM,
  formToDiscountInput,
  fromIndiaInput,
  toIndiaInput,
  type DiscountFormValues,
} from './discount-rules';
import type { AdminDiscount } from './types';

const form = (over: Partial<DiscountFormValues>): DiscountFormValues => ({
  ...EMPTY_DISCOUNT_FORM,
  code: 'DIWALI10',
  value: '10',
  ...over,
});

const code = (over: Partial<AdminDiscount> = {}): AdminDiscount => ({
  _id: 'd1',
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minOrder: null,
  maxDiscount: null,
  startsAt: null,
  endsAt: null,
  active: true,
  usageLimit: null,
  perCustomerLimit: null,
  categories: [],
  brands: [],
  firstOrderOnly: false,
  used: 0,
  totalGiven: 0,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

describe('discount form rules', () => {
  it('takes a code of 4 to 20 letters and digits, and nothing shorter, longer or with other characters', () => {
    expect(discountFormErrors(form({ code: 'ABCD' })).code).toBeUndefined();
    expect(discountFormErrors(form({ code: 'A'.repeat(20) })).code).toBeUndefined();
    expect(discountFormErrors(form({ code: 'ABC' })).code).toMatch(/4 to 20/);
    expect(discountFormErrors(form({ code: 'A'.repeat(21) })).code).toMatch(/4 to 20/);
    expect(discountFormErrors(form({ code: 'DIWALI-10' })).code).toMatch(/letters and digits/);
    expect(discountFormErrors(form({ code: ' ' })).code).toBe('Enter a code');
  });

  it('takes a whole percent from 1 to 90', () => {
    for (const ok of ['1', '90']) expect(discountFormErrors(form({ value: ok })).value).toBeUndefined();
    for (const bad of ['0', '91', '10.5', 'ten'])
      expect(discountFormErrors(form({ value: bad })).value).toBe('Enter a whole percent from 1 to 90');
    expect(discountFormErrors(form({ value: '' })).value).toBe('Enter the percent off');
  });

  it('takes rupees off above 0 with at most two decimals; free delivery needs no value', () => {
    expect(discountFormErrors(form({ kind: 'amount', value: '99.50' })).value).toBeUndefined();
    expect(discountFormErrors(form({ kind: 'amount', value: '0' })).value).toMatch(/above 0/);
    expect(discountFormErrors(form({ kind: 'amount', value: '1.005' })).value).toMatch(/above 0/);
    expect(discountFormErrors(form({ kind: 'freeDelivery', value: '' }))).toEqual({});
  });

  it('checks limits and the minimum order only when given', () => {
    expect(discountFormErrors(form({}))).toEqual({});
    const errors = discountFormErrors(form({ usageLimit: '0', perCustomerLimit: '1.5', minOrder: '-1' }));
    expect(errors.usageLimit).toMatch(/1 or more/);
    expect(errors.perCustomerLimit).toMatch(/1 or more/);
    expect(errors.minOrder).toBe('Minimum order must be rupees, like 500 or 499.50');
    expect(discountFormErrors(form({ maxDiscount: '0' })).maxDiscount).toMatch(/above 0/);
    expect(discountFormErrors(form({ usageLimit: '1', perCustomerLimit: '1', minOrder: '0' }))).toEqual({});
  });

  it('then checks what the server checks, on the field it is about', () => {
    expect(discountFormErrors(form({ usageLimit: '5', perCustomerLimit: '6' })).perCustomerLimit).toBe(
      DISCOUNT_FORM_MESSAGES.perCustomerOverLimit,
    );
    expect(discountFormErrors(form({ usageLimit: '5', perCustomerLimit: '5' }))).toEqual({});
    expect(discountFormErrors(form({ usageLimit: '1000000' }))).toEqual({});
    expect(discountFormErrors(form({ usageLimit: '1000001' })).usageLimit).toBe(
      DISCOUNT_FORM_MESSAGES.usageLimit,
    );
    expect(discountFormErrors(form({ kind: 'amount', value: '10000000' }))).toEqual({});
    expect(discountFormErrors(form({ kind: 'amount', value: '10000000.01' })).value).toBe(
      DISCOUNT_FORM_MESSAGES.amount,
    );
    expect(fieldOfMessage('A discount code with this name already exists')).toBe('code');
    expect(fieldOfMessage('Something else went wrong')).toBeNull();
  });

  it('needs the end after the start', () => {
    expect(
      discountFormErrors(form({ startsAt: '2026-11-01T00:00', endsAt: '2026-11-01T00:00' })).endsAt,
    ).toBe('The end must come after the start');
    expect(discountFormErrors(form({ startsAt: '2026-11-01T00:00', endsAt: '2026-11-01T00:01' }))).toEqual(
      {},
    );
  });

  it('reads dates as India time and shows them back the same', () => {
    expect(fromIndiaInput('2026-11-01T00:00')).toBe('2026-10-31T18:30:00.000Z');
    expect(toIndiaInput('2026-10-31T18:30:00.000Z')).toBe('2026-11-01T00:00');
    expect(fromIndiaInput('2026-02-30T10:00')).toBeNull();
    expect(fromIndiaInput('')).toBeNull();
  });

  it('sends blanks as null, the code in capitals, and no cap for a code that is not a percent', () => {
    expect(formToDiscountInput(form({ code: 'diwali10', maxDiscount: '500' }))).toEqual({
      code: 'DIWALI10',
      kind: 'percent',
      value: 10,
      minOrder: null,
      maxDiscount: 500,
      startsAt: null,
      endsAt: null,
      active: true,
      usageLimit: null,
      perCustomerLimit: null,
      categories: [],
      brands: [],
      firstOrderOnly: false,
    });
    expect(
      formToDiscountInput(form({ kind: 'amount', value: '100', maxDiscount: '500' })).maxDiscount,
    ).toBeNull();
    expect(formToDiscountInput(form({ kind: 'freeDelivery', value: '' })).value).toBe(0);
  });

  it('gives an edited code back as it was', () => {
    const d = code({
      minOrder: 499,
      startsAt: '2026-10-31T18:30:00.000Z',
      brands: ['Havells'],
      usageLimit: 5,
    });
    expect(formToDiscountInput(discountToForm(d))).toMatchObject({
      minOrder: 499,
      startsAt: '2026-10-31T18:30:00.000Z',
      brands: ['Havells'],
      usageLimit: 5,
    });
  });
});

describe('a code’s state and words', () => {
  const now = Date.parse('2026-11-05T12:00:00.000Z');
  it('is paused, expired, used up, scheduled or active', () => {
    expect(discountState(code({ active: false }), now)).toBe('paused');
    expect(discountState(code({ endsAt: '2026-11-05T12:00:00.000Z' }), now)).toBe('expired');
    expect(discountState(code({ endsAt: '2026-11-05T12:00:01.000Z' }), now)).toBe('active');
    expect(discountState(code({ usageLimit: 5, used: 5 }), now)).toBe('usedUp');
    expect(discountState(code({ usageLimit: 5, used: 4 }), now)).toBe('active');
    expect(discountState(code({ startsAt: '2026-11-05T12:00:01.000Z' }), now)).toBe('scheduled');
  });

  it('says what the code takes off', () => {
    expect(discountValueText(code({ maxDiscount: 500 }))).toBe('10% off (up to ₹500)');
    expect(discountValueText(code({ kind: 'amount', value: 99.5 }))).toBe('₹99.50 off');
    expect(discountValueText(code({ kind: 'freeDelivery', value: 0 }))).toBe('Free delivery');
  });
});
