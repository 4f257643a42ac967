import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURNS_POLICY } from '../../../../../common/returns';
import { returnsErrorsFromMessage, ReturnsFormSchema, returnsFromForm, returnsToForm } from './returns-form';

describe('returns form rules', () => {
  it('an untouched form gives back what was loaded, decimals included', () => {
    expect(ReturnsFormSchema.parse(returnsToForm(DEFAULT_RETURNS_POLICY))).toEqual(DEFAULT_RETURNS_POLICY);
    const custom = {
      cancelWithinHours: 0,
      returnWithinDays: 90,
      restockingPercent: { unopened: 0, opened: 12.5, damagedPackaging: 49.99 },
      refundDays: { min: 30, max: 30 },
    };
    expect(ReturnsFormSchema.parse(returnsToForm(custom))).toEqual(custom);
  });

  it('sends its numbers as JSON numbers, as the server takes them (decision 027)', () => {
    const form = returnsToForm(DEFAULT_RETURNS_POLICY);
    form.cancelWithinHours = ' 6 ';
    form.restockingPercent.opened = '12.5';
    expect(returnsFromForm(form)).toEqual({
      ...DEFAULT_RETURNS_POLICY,
      cancelWithinHours: 6,
      restockingPercent: { ...DEFAULT_RETURNS_POLICY.restockingPercent, opened: 12.5 },
    });
    form.returnWithinDays = 'a week';
    expect(ReturnsFormSchema.safeParse(form).error?.issues).toEqual([
      expect.objectContaining({ path: ['returnWithinDays'], message: 'The return window must be a number' }),
    ]);
  });

  it('puts the refund days’ order on the latest day, and one message per field', () => {
    const form = returnsToForm(DEFAULT_RETURNS_POLICY);
    form.refundDays = { min: '10', max: '7' };
    form.cancelWithinHours = '-1.5';
    const result = ReturnsFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['cancelWithinHours'],
        message: 'The cancellation window must be a whole number of hours',
      }),
      expect.objectContaining({
        path: ['refundDays', 'max'],
        message: 'The earliest refund day must not be after the latest',
      }),
    ]);
  });

  it('reads the return fields a server message names, and nothing else', () => {
    expect(
      returnsErrorsFromMessage(
        'returns.cancelWithinHours: The cancellation window must be from 0 to 72 hours; returns.refundDays: The earliest refund day must not be after the latest; delivery.freeAbove: x; returns.restockingPercent.used: y',
      ),
    ).toEqual({
      cancelWithinHours: 'The cancellation window must be from 0 to 72 hours',
      'refundDays.max': 'The earliest refund day must not be after the latest',
    });
  });
});
