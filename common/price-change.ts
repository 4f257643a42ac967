/**
 * The bulk price change: a rise or cut by percent or by an amount, rounded to the rupee or to
 * ₹0.50, half up, on integer paise. Pure: the server applies it, the admin screens may preview with it.
 */

export type PriceRounding = 'rupee' | 'half';

export interface PriceChange {
  /** A rise (+) or cut (−) in percent; its value is taken to the hundredth of a percent. */
  percent?: number;
  /** A rise (+) or cut (−) in rupees (taken to the paisa). */
  amount?: number;
  rounding: PriceRounding;
}

/** The step a rounding goes to, in paise. */
export const ROUNDING_STEP_PAISE: Record<PriceRounding, number> = { rupee: 100, half: 50 };

/** a / b to the nearest whole number, halves up (towards +∞), exact for any size. b > 0. */
function divRoundHalfUp(a: bigint, b: bigint): bigint {
  // floor((2a + b) / 2b), with floor division for negative numerators too.
  const n = 2n * a + b;
  const d = 2n * b;
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/**
 * A price in paise moved by the change and rounded to its step, half up: ₹118 + 8 % = ₹127.44 → ₹127 (rupee)
 * or ₹127.50 (half). The result may be 0 or negative (a cut too deep): the caller refuses those.
 */
export function changedPricePaise(paise: number, change: PriceChange): number {
  const step = BigInt(ROUNDING_STEP_PAISE[change.rounding]);
  const old = BigInt(Math.round(paise));
  if (change.percent !== undefined) {
    const bp = BigInt(Math.round(change.percent * 100));
    // old × (1 + bp/10000), rounded to the step: (old × (10000 + bp)) / (10000 × step) steps.
    return Number(divRoundHalfUp(old * (10000n + bp), 10000n * step) * step);
  }
  const amount = BigInt(Math.round((change.amount ?? 0) * 100));
  return Number(divRoundHalfUp(old + amount, step) * step);
}
