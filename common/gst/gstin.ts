import { stateByCode, type GstState } from './states';

/**
 * GSTIN checks: the format (state code, PAN, entity number, 'Z', check character) and the check character,
 * which GSTN computes with the Luhn mod-36 algorithm over the first 14 characters
 * (digits 0–9 are worth 0–9, letters A–Z 10–35; every second character counts double, the product's
 * quotient and remainder by 36 are added; the check character makes the sum a multiple of 36).
 * Registrations that are not a regular taxpayer's (UIN, TDS/TCS, non-resident) are not accepted.
 */

/** 2 digits of state code, a PAN (5 letters, 4 digits, 1 letter), entity number 1–9 or A–Z, 'Z', check character. */
export const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character GSTN gives the first 14 characters of a GSTIN (upper case). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

export const GSTIN_MESSAGES = {
  format: 'must be a 15-character GSTIN: 2-digit state code, PAN, entity number, Z and a check character',
  state: 'must start with the code of an Indian state or union territory (01–38)',
  checksum: 'has a wrong check character (the last one): please check it for a typing mistake',
} as const;

export type GstinProblem = keyof typeof GSTIN_MESSAGES;

/** Why a GSTIN (already trimmed and upper-cased) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_RE.test(gstin)) return 'format';
  if (!stateByCode(gstin.slice(0, 2))) return 'state';
  // Stryker disable next-line MethodExpression: gstinCheckChar reads the first 14 characters only, so passing the whole GSTIN is equivalent.
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/** The state a valid GSTIN is registered in (its first two digits); null for an empty or invalid one. */
export function stateOfGstin(gstin: string | null | undefined): GstState | null {
  const g = gstin?.trim().toUpperCase();
  return g && isValidGstin(g) ? stateByCode(g.slice(0, 2)) : null;
}
