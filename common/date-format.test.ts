import { describe, expect, it, vi } from 'vitest';
import { dateFormat, DAY_MONTH_YEAR } from './date-format';

describe('dateFormat', () => {
  it('writes a date in the page’s language, in India’s time', () => {
    const at = new Date('2026-03-04T20:00:00Z'); // 5 March in India
    expect(dateFormat('en', DAY_MONTH_YEAR).format(at)).toBe('5 Mar 2026');
    expect(dateFormat('hi', DAY_MONTH_YEAR).format(at)).toBe('5 मार्च 2026');
  });

  it('makes each format once, when first asked for, per language and options', () => {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', timeZone: 'Asia/Kolkata' };
    const Real = Intl.DateTimeFormat;
    const make = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, o) {
      return new Real(locales, o);
    });
    expect(make).not.toHaveBeenCalled();
    const en = dateFormat('en', options);
    expect(dateFormat('en', options)).toBe(en);
    expect(make).toHaveBeenCalledTimes(1);
    expect(dateFormat('hi', options)).not.toBe(en);
    expect(make).toHaveBeenCalledTimes(2);
    // Only this spy is restored: the test setup has its own on console.error.
    make.mockRestore();
  });
});
