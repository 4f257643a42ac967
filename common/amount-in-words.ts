/**
 * Amounts in words with Indian numbering (thousand, lakh, crore), as a GST tax invoice prints them:
 * 12345678 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
/** Twenty, Thirty… Ninety: the tens from 2 on (below twenty, ONES has every number). */
const TENS = ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const t = TENS[Math.floor(n / 10) - 2];
  return n % 10 ? `${t}-${ONES[n % 10]}` : t;
}

/** 1–999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A non-negative whole number in words, Indian style: groups of crore, lakh, thousand and the last three
 * digits. Crores above 99 are themselves spelled out ("One Thousand Two Hundred Crore").
 */
export function integerInIndianWords(value: number): string {
  const n = Math.trunc(value);
  if (!Number.isFinite(n) || n < 0) throw new RangeError('Expected a non-negative finite number');
  if (n === 0) return ONES[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${integerInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount in paise as the invoice's "amount in words" line. */
export function amountInWords(paise: number): string {
  const total = Math.round(paise);
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError('Expected a non-negative amount in paise');
  const rupees = Math.floor(total / 100);
  const p = total % 100;
  const rupeePart = `Rupees ${integerInIndianWords(rupees)}`;
  return p ? `${rupeePart} and ${belowHundred(p)} Paise Only` : `${rupeePart} Only`;
}
