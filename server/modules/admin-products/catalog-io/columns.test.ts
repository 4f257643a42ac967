import { describe, expect, it } from 'vitest';
import {
  escapeCell,
  fileNameOf,
  isUrlCell,
  readFlag,
  rupeesText,
  splitImages,
  unescapeCell,
} from './columns';

describe('catalog file cells', () => {
  it('writes rupees with two decimals', () => {
    expect(rupeesText(11800)).toBe('118.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(12345)).toBe('123.45');
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(-250)).toBe('-2.50');
  });

  it('escapes cells that a spreadsheet would run as formulas, and reads them back unchanged', () => {
    const fullWidth = ['\uFF1D1+1', '\uFF0B91 98', '\uFF0D5', '\uFF20SUM(A1)'];
    expect(fullWidth).toEqual(['＝1+1', '＋91 98', '－5', '＠SUM(A1)']);
    for (const value of ['=1+1', '+91 98', '-5', '@SUM(A1)', '\tx', '\rx', '\nx', "'quoted", ...fullWidth]) {
      const written = escapeCell(value);
      expect(written).toBe(`'${value}`);
      expect(unescapeCell(written)).toBe(value);
    }
    for (const value of ['Copper wire', '1.5 sq mm', 'a=b', 'a＝b', '％ off', '']) {
      expect(escapeCell(value)).toBe(value);
      expect(unescapeCell(value)).toBe(value);
    }
  });

  it('reads flags as yes or no', () => {
    expect(readFlag('yes')).toBe(true);
    expect(readFlag(' YES ')).toBe(true);
    expect(readFlag('no')).toBe(false);
    expect(readFlag('')).toBe(false);
    expect(readFlag('true')).toBeUndefined();
    expect(readFlag('maybe')).toBeUndefined();
  });

  it('names images by their file name, and tells names from addresses', () => {
    expect(fileNameOf('http://shop.test/uploads/img-1.webp')).toBe('img-1.webp');
    expect(fileNameOf('https://cdn.test/a/b/c.png?x=1#y')).toBe('c.png');
    expect(isUrlCell('https://cdn.test/a.png')).toBe(true);
    expect(isUrlCell('img-1.webp')).toBe(false);
    expect(splitImages(' a.webp |b.webp|| https://x.test/c.png ')).toEqual([
      'a.webp',
      'b.webp',
      'https://x.test/c.png',
    ]);
    expect(splitImages('')).toEqual([]);
  });
});
