import { describe, expect, it } from 'vitest';
import { REPORT_LIST_LIMIT, type ImportReport } from '../../../../../common/contracts/catalog-io';
import {
  BULK_LIMITS,
  canImport,
  catalogFileKind,
  countCsvRows,
  describeChange,
  EMPTY_BULK_FORM,
  hasMissing,
  plural,
  SHOWN_AT_FIRST,
  toBulkBody,
  visiblePart,
  type BulkFormValues,
} from './catalog-io-rules';

const report = (
  over: Partial<ImportReport['counts']> = {},
  rest: Partial<ImportReport> = {},
): ImportReport => ({
  dryRun: true,
  written: false,
  rows: 3,
  counts: { created: 0, changed: 0, unchanged: 0, errors: 0, ...over },
  created: [],
  changed: [],
  errors: [],
  missing: { categories: [], subcategories: [], brands: [] },
  ...rest,
});

describe('canImport', () => {
  it('needs a report with something to write and no errors', () => {
    expect(canImport(undefined)).toBe(false);
    expect(canImport(report({ created: 1 }))).toBe(true);
    expect(canImport(report({ changed: 1, unchanged: 5 }))).toBe(true);
    expect(canImport(report({ unchanged: 5 }))).toBe(false);
    expect(canImport(report({ changed: 3, errors: 1 }))).toBe(false);
  });
});

describe('hasMissing', () => {
  it('is true when any category, subcategory or brand is missing', () => {
    expect(hasMissing(report())).toBe(false);
    for (const missing of [
      { categories: ['Wires'], subcategories: [], brands: [] },
      { categories: [], subcategories: [{ category: 'Paint', name: 'Enamel' }], brands: [] },
      { categories: [], subcategories: [], brands: ['Havells'] },
    ])
      expect(hasMissing(report({}, { missing }))).toBe(true);
  });
});

describe('visiblePart', () => {
  const list = Array.from({ length: 60 }, (_, i) => i);
  it('shows the first rows and counts the rest, the whole count included', () => {
    expect(visiblePart(list, 60, false)).toEqual({
      items: list.slice(0, SHOWN_AT_FIRST),
      rest: 40,
      more: true,
    });
    expect(visiblePart(list, 60, true)).toEqual({ items: list, rest: 0, more: false });
    // The server lists REPORT_LIST_LIMIT at most; the count is whole.
    const listed = Array.from({ length: REPORT_LIST_LIMIT }, (_, i) => i);
    expect(visiblePart(listed, 1234, true)).toMatchObject({ rest: 1234 - REPORT_LIST_LIMIT, more: false });
  });
  it('shows a short list whole, at the limit and one past', () => {
    const at = list.slice(0, SHOWN_AT_FIRST);
    expect(visiblePart(at, SHOWN_AT_FIRST, false)).toEqual({ items: at, rest: 0, more: false });
    const past = list.slice(0, SHOWN_AT_FIRST + 1);
    expect(visiblePart(past, SHOWN_AT_FIRST + 1, false)).toMatchObject({ rest: 1, more: true });
  });
});

describe('countCsvRows', () => {
  it('counts the data rows, not the header', () => {
    expect(countCsvRows('id,title\n1,a\n2,b\n')).toBe(2);
    expect(countCsvRows('\uFEFFid,title\r\n1,a\r\n2,b')).toBe(2);
    expect(countCsvRows('id,title\n')).toBe(0);
    expect(countCsvRows('')).toBe(0);
  });
  it('reads a quoted field across lines as one row, and skips blank lines', () => {
    expect(countCsvRows('id,description\n1,"two\nlines"\n\n2,"a ""quote"""\n')).toBe(2);
  });
});

describe('catalogFileKind', () => {
  it('takes .csv and .xlsx by name, in any case', () => {
    expect(catalogFileKind('prices.csv')).toBe('csv');
    expect(catalogFileKind('Prices.XLSX')).toBe('xlsx');
    expect(catalogFileKind('prices.xls')).toBeNull();
    expect(catalogFileKind('prices.csv.txt')).toBeNull();
  });
});

describe('plural', () => {
  it('counts in Indian digit grouping', () => {
    expect(plural(1, 'product')).toBe('1 product');
    expect(plural(0, 'product')).toBe('0 products');
    expect(plural(150000, 'row')).toBe('1,50,000 rows');
  });
});

describe('toBulkBody', () => {
  const form = (over: Partial<BulkFormValues>): BulkFormValues => ({ ...EMPTY_BULK_FORM, ...over });

  it('needs a category, a brand or a search', () => {
    const r = toBulkBody(form({ value: '8' }), true);
    expect(r).toEqual({ ok: false, errors: { filter: 'Choose a category, a brand or a search' } });
    expect(toBulkBody(form({ value: '8', search: '   ' }), true).ok).toBe(false);
  });

  it('builds a signed percent or amount with the filter given', () => {
    expect(toBulkBody(form({ category: 'Wires', value: '8' }), true)).toEqual({
      ok: true,
      body: { filter: { category: 'Wires' }, percent: 8, rounding: 'rupee', dryRun: true },
    });
    expect(
      toBulkBody(
        form({
          brand: 'Havells',
          search: ' wire ',
          direction: 'lower',
          unit: 'rupees',
          value: '5.5',
          rounding: 'half',
        }),
        false,
      ),
    ).toEqual({
      ok: true,
      body: { filter: { brand: 'Havells', search: 'wire' }, amount: -5.5, rounding: 'half', dryRun: false },
    });
  });

  it('needs a positive number', () => {
    for (const value of ['', '  '])
      expect(toBulkBody(form({ category: 'W', value }), true)).toEqual({
        ok: false,
        errors: { value: 'Enter the percent' },
      });
    expect(toBulkBody(form({ category: 'W', unit: 'rupees', value: '' }), true)).toEqual({
      ok: false,
      errors: { value: 'Enter the amount in rupees' },
    });
    for (const value of ['0', '-3', 'abc', 'Infinity'])
      expect(toBulkBody(form({ category: 'W', value }), true)).toEqual({
        ok: false,
        errors: { value: 'Enter a number above 0' },
      });
    expect(toBulkBody(form({ category: 'W', unit: 'rupees', value: '1.005' }), true)).toEqual({
      ok: false,
      errors: { value: 'Enter rupees with at most two decimals' },
    });
  });

  it('takes two decimals, in percent too (4.35 × 100 is not a whole number in floating point), and refuses three', () => {
    const body = (over: Partial<BulkFormValues>) => toBulkBody(form({ category: 'W', ...over }), true);
    expect(body({ value: '4.35' })).toMatchObject({ ok: true, body: { percent: 4.35 } });
    expect(body({ unit: 'rupees', value: '4.35' })).toMatchObject({ ok: true, body: { amount: 4.35 } });
    expect(body({ value: '0.001' })).toEqual({
      ok: false,
      errors: { value: 'Enter the percent with at most two decimals' },
    });
    expect(body({ unit: 'rupees', value: '4.351' })).toEqual({
      ok: false,
      errors: { value: 'Enter rupees with at most two decimals' },
    });
  });

  it('pins each limit at the limit and one past', () => {
    const at = (over: Partial<BulkFormValues>) => toBulkBody(form({ category: 'W', ...over }), true).ok;
    expect(at({ value: String(BULK_LIMITS.raisePercent) })).toBe(true);
    expect(toBulkBody(form({ category: 'W', value: '500.01' }), true)).toEqual({
      ok: false,
      errors: { value: 'A rise can be at most 500 %' },
    });
    expect(at({ direction: 'lower', value: '90' })).toBe(true);
    expect(toBulkBody(form({ category: 'W', direction: 'lower', value: '91' }), true)).toEqual({
      ok: false,
      errors: { value: 'A cut can be at most 90 %' },
    });
    expect(at({ unit: 'rupees', value: '100000' })).toBe(true);
    expect(at({ unit: 'rupees', direction: 'lower', value: '100000' })).toBe(true);
    expect(toBulkBody(form({ category: 'W', unit: 'rupees', value: '100000.01' }), true)).toEqual({
      ok: false,
      errors: { value: 'The amount can be at most ₹1,00,000' },
    });
  });

  it('gives both errors at once', () => {
    expect(toBulkBody(form({ value: '' }), true)).toEqual({
      ok: false,
      errors: { filter: 'Choose a category, a brand or a search', value: 'Enter the percent' },
    });
  });
});

describe('describeChange', () => {
  it('says the change in words', () => {
    expect(describeChange(form({ value: '8' }))).toBe('Raise by 8 %, rounded to the rupee');
    expect(describeChange(form({ direction: 'lower', unit: 'rupees', value: '5.5', rounding: 'half' }))).toBe(
      'Lower by ₹5.50, rounded to ₹0.50',
    );
  });
  function form(over: Partial<BulkFormValues>): BulkFormValues {
    return { ...EMPTY_BULK_FORM, ...over };
  }
});
