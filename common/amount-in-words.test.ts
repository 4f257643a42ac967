import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInWords, integerInIndianWords } from './amount-in-words';

describe('integerInIndianWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [1005, 'One Thousand Five'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [1_000_000, 'Ten Lakh'],
    [9_900_000, 'Ninety-Nine Lakh'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_000_000_000, 'One Hundred Crore'],
    [12_000_000_000, 'One Thousand Two Hundred Crore'],
  ])('%d → %s', (n, words) => {
    expect(integerInIndianWords(n)).toBe(words);
  });

  it('refuses negative and non-finite numbers', () => {
    for (const n of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => integerInIndianWords(n)).toThrow(new RangeError('Expected a non-negative finite number'));
    }
  });

  it('never says "Zero" inside a bigger number and never leaves double spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (n) => {
        const w = integerInIndianWords(n);
        expect(w).not.toMatch(/Zero/);
        expect(w).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });
});

describe('amountInWords', () => {
  it('says rupees and paise', () => {
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(11_800)).toBe('Rupees One Hundred Eighteen Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
  });
  it('says every number below twenty', () => {
    const words =
      'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen';
    expect(Array.from({ length: 20 }, (_, n) => integerInIndianWords(n)).join(' ')).toBe(words);
  });
  it('says every ten, alone and with a unit', () => {
    const tens = [20, 30, 40, 50, 60, 70, 80, 90];
    expect(tens.map(integerInIndianWords).join(' ')).toBe(
      'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety',
    );
    expect(tens.map((n) => integerInIndianWords(n + n / 10)).join(' ')).toBe(
      'Twenty-Two Thirty-Three Forty-Four Fifty-Five Sixty-Six Seventy-Seven Eighty-Eight Ninety-Nine',
    );
  });
  it('says nineteen, twenty and twenty-one paise and rupees', () => {
    expect(amountInWords(19)).toBe('Rupees Zero and Nineteen Paise Only');
    expect(amountInWords(2020)).toBe('Rupees Twenty and Twenty Paise Only');
    expect(amountInWords(2121)).toBe('Rupees Twenty-One and Twenty-One Paise Only');
    expect(amountInWords(9999)).toBe('Rupees Ninety-Nine and Ninety-Nine Paise Only');
  });
  it('refuses negative amounts and amounts past a safe integer', () => {
    for (const paise of [-100, -1, Number.NaN, 2 ** 53]) {
      expect(() => amountInWords(paise)).toThrow(new RangeError('Expected a non-negative amount in paise'));
    }
  });
});
