import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dateFormat, DAY_MONTH_YEAR, longDate } from './date-format';

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

describe('longDate', () => {
  it('writes the day in India: late evening in UTC is the next day there', () => {
    expect(longDate('en', new Date('2026-11-28T18:29:59Z'))).toBe('28 November 2026');
    expect(longDate('en', new Date('2026-11-28T18:30:00Z'))).toBe('29 November 2026');
    expect(longDate('hi', new Date('2026-12-31T18:30:00Z'))).toBe('1 जनवरी 2027');
    expect(longDate('hi', new Date('2026-02-01T00:00:00Z'))).toBe('1 फ़रवरी 2026');
  });

  it('is what Intl writes with a long month in India’s time, in both languages', () => {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    };
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1971-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('en' as const, 'hi' as const),
        (at, lang) => {
          expect(longDate(lang, at)).toBe(dateFormat(lang, options).format(at));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
