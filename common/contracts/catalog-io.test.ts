import { describe, expect, it } from 'vitest';
import { CATALOG_COLUMN_LABELS, CATALOG_COLUMNS, rowErrorText } from './catalog-io';

describe('CATALOG_COLUMN_LABELS', () => {
  it('names every column of the file, each once', () => {
    expect(Object.keys(CATALOG_COLUMN_LABELS)).toEqual([...CATALOG_COLUMNS]);
    const labels = Object.values(CATALOG_COLUMN_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.trim()).not.toBe('');
  });
});

describe('rowErrorText', () => {
  it('names the row and the column in the owner’s words', () => {
    expect(rowErrorText({ row: 214, column: 'cgstPercent', message: '120 is over 100' })).toBe(
      'Row 214, CGST: 120 is over 100',
    );
    expect(rowErrorText({ row: 9, column: 'salePrice', message: 'must be a number' })).toBe(
      'Row 9, Sale price: must be a number',
    );
  });
  it('names only the row for an error of the whole row', () => {
    expect(rowErrorText({ row: 9, column: null, message: 'no product has this id' })).toBe(
      'Row 9: no product has this id',
    );
  });
});
