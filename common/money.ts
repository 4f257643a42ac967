/**
 * Every money and tax rule of the shop, in one place. Amounts are integer paise; the API and forms speak rupees
 * with two decimals and convert at the edge with toPaise / fromPaise. Tax rates are percentages with up to
 * two decimals (GST 5 % = CGST 2.5 + SGST 2.5), handled as basis points so that the arithmetic is exact.
 *
 * The server uses this module for every amount it charges; the browser only for previews.
 */

/** A number from anything; non-numeric (NaN, '', 'abc', null, objects) counts as 0 (SPEC §9). */
export function toNumber(value: unknown): number {
  // A blank string is Number('') = 0, the same as non-numeric: no separate check is needed.
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** Rupees (number or numeric string) to integer paise, rounding half-paise away from zero. */
export function toPaise(rupees: unknown): number {
  const n = toNumber(rupees);
  // Shift the decimal point in the string form so that 1.005 becomes 100.5 (not 100.49999…) before rounding.
  const shifted = Number(`${Math.abs(n)}e2`);
  const abs = Number.isFinite(shifted) ? Math.round(shifted) : Math.round(Math.abs(n) * 100);
  return n < 0 ? -abs : abs;
}

/** Integer paise to rupees (a number with at most two decimals). */
export function fromPaise(paise: number): number {
  return Math.round(paise) / 100;
}

/** A tax percentage as basis points, clamped to 0–100 % (SPEC §5: inputs clamp to 0–100, empty means 0). */
export function rateBp(percent: unknown): number {
  return Math.min(10000, Math.max(0, Math.round(toNumber(percent) * 100)));
}

/** A percentage clamped to 0–100 with two decimals, as the forms and the API show it. */
export function clampPercent(percent: unknown): number {
  return rateBp(percent) / 100;
}

/** Integer division rounding half up, exact for any size (BigInt), for non-negative numerators (a negative one gives ≤ 0). */
function divRound(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Base price (before tax) from a tax-inclusive sale price: sale / (1 + (cgst+sgst)/100), to the paisa (SPEC §5). */
export function basePriceFromSale(salePaise: number, cgstPercent: unknown, sgstPercent: unknown): number {
  const bp = rateBp(cgstPercent) + rateBp(sgstPercent);
  // A price of 0 or less has no base but 0 (with no tax, salePaise × 10000 ÷ 10000 is salePaise exactly).
  return Math.max(0, divRound(BigInt(salePaise) * 10000n, BigInt(10000 + bp)));
}

/** Tax-inclusive price from a base price: price × (1 + (cgst+sgst)/100), to the paisa (SPEC §9). */
export function grossFromBase(basePaise: number, cgstPercent: unknown, sgstPercent: unknown): number {
  const bp = rateBp(cgstPercent) + rateBp(sgstPercent);
  return Math.max(0, divRound(BigInt(basePaise) * BigInt(10000 + bp), 10000n));
}

export interface PricedItem {
  pricePaise: number;
  salePricePaise: number;
  cgstPercent: unknown;
  sgstPercent: unknown;
}

/** What one unit costs the customer, tax included: the sale price when there is one, else base × (1 + rate) (SPEC §9). */
export function unitGrossPaise(item: PricedItem): number {
  return item.salePricePaise > 0
    ? item.salePricePaise
    : grossFromBase(item.pricePaise, item.cgstPercent, item.sgstPercent);
}

/** Tax rates of a product, else the site's defaults (SPEC §9). */
export function resolveRates(
  product: { cgstPercent?: unknown; sgstPercent?: unknown },
  defaults: { cgstPercent: unknown; sgstPercent: unknown },
): { cgstPercent: number; sgstPercent: number } {
  // Number(undefined) is NaN, so undefined fails the last check; null and '' would count as 0 without theirs.
  const has = (v: unknown) => v !== null && v !== '' && Number.isFinite(Number(v));
  return {
    cgstPercent: clampPercent(has(product.cgstPercent) ? product.cgstPercent : defaults.cgstPercent),
    sgstPercent: clampPercent(has(product.sgstPercent) ? product.sgstPercent : defaults.sgstPercent),
  };
}

export interface TaxSplit {
  /** Taxable value (before tax). */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** taxable + cgst + sgst, always exactly the gross it was split from. */
  totalPaise: number;
}

/**
 * Splits a tax-inclusive amount into taxable value, CGST and SGST whose parts add up exactly to it.
 * The tax is rounded once; CGST takes its share rounded and SGST the rest, so no paisa is lost or made.
 */
export function splitGross(grossPaise: number, cgstPercent: unknown, sgstPercent: unknown): TaxSplit {
  const c = rateBp(cgstPercent);
  const s = rateBp(sgstPercent);
  const gross = Math.max(0, Math.round(grossPaise));
  // No tax, no split (a gross of 0 needs no case of its own: it splits into 0 + 0 + 0).
  if (c + s === 0) return { taxablePaise: gross, cgstPaise: 0, sgstPaise: 0, totalPaise: gross };
  const taxable = divRound(BigInt(gross) * 10000n, BigInt(10000 + c + s));
  const tax = gross - taxable;
  const cgst = divRound(BigInt(tax) * BigInt(c), BigInt(c + s));
  return { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: tax - cgst, totalPaise: gross };
}

/**
 * Intra-state supply (CGST + SGST) or inter-state supply (IGST). The place of supply of goods that are
 * delivered is where the movement ends, the delivery address's state (IGST Act s. 10(1)(a)); a supply is
 * intra-state when that is the supplier's own state (s. 8(1)), inter-state otherwise (s. 7(1)).
 */
export type SupplyType = 'intra' | 'inter';

/**
 * The supply type for a supplier registered in `supplierStateCode` (its GSTIN's first two digits) and a
 * place of supply. A shop with no GSTIN has no registered state: it charges CGST + SGST, as before.
 */
export function supplyType(
  supplierStateCode: string | null | undefined,
  placeOfSupplyCode: string | null | undefined,
): SupplyType {
  if (!supplierStateCode || !placeOfSupplyCode) return 'intra';
  return supplierStateCode === placeOfSupplyCode ? 'intra' : 'inter';
}

/** The IGST rate of a product: the sum of its CGST and SGST rates (IGST Act s. 5(1) caps IGST at CGST + SGST). */
export function igstPercent(cgstPercent: unknown, sgstPercent: unknown): number {
  return (rateBp(cgstPercent) + rateBp(sgstPercent)) / 100;
}

export interface GstSplit extends TaxSplit {
  /** IGST: the whole tax for an inter-state supply, 0 for an intra-state one. */
  igstPaise: number;
}

/**
 * Splits a tax-inclusive amount by supply type. The taxable value and the total are the same either way;
 * only the tax's split differs: intra-state as splitGross (CGST + SGST), inter-state all of it as IGST.
 */
export function splitGrossBySupply(
  grossPaise: number,
  cgstPercent: unknown,
  sgstPercent: unknown,
  supply: SupplyType,
): GstSplit {
  const split = splitGross(grossPaise, cgstPercent, sgstPercent);
  if (supply === 'intra') return { ...split, igstPaise: 0 };
  return {
    taxablePaise: split.taxablePaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: split.cgstPaise + split.sgstPaise,
    totalPaise: split.totalPaise,
  };
}

export interface CartLineInput extends PricedItem {
  quantity: number;
}

export interface CartLineAmounts extends GstSplit {
  unitGrossPaise: number;
  quantity: number;
  /** The line's share of a discount code, tax included; its taxable value, tax and total are after it. */
  discountPaise: number;
}

export interface CartTotals {
  lines: CartLineAmounts[];
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  grandTotalPaise: number;
  /** The discount shared over the lines, tax included (0 without a code); the amounts above are after it. */
  discountPaise: number;
}

/**
 * One line: unit gross × quantity, less its share of a discount (tax included, decision 029: a discount on the
 * invoice is not part of the value, CGST Act s.15(3)(a)), split into taxable value and CGST + SGST (intra-state,
 * the default) or IGST.
 */
export function lineAmounts(
  line: CartLineInput,
  supply: SupplyType = 'intra',
  discountPaise = 0,
): CartLineAmounts {
  const unit = unitGrossPaise(line);
  const quantity = Math.max(0, Math.trunc(toNumber(line.quantity)));
  return {
    unitGrossPaise: unit,
    quantity,
    discountPaise,
    ...splitGrossBySupply(unit * quantity - discountPaise, line.cgstPercent, line.sgstPercent, supply),
  };
}

/**
 * Cart or order totals (SPEC §9): subtotal (taxable), CGST, SGST, IGST and grand total, summed from exact
 * lines. Without a supply type (a cart with no address yet) it is intra-state: CGST + SGST.
 */
export function cartTotals(
  lines: CartLineInput[],
  supply: SupplyType = 'intra',
  discounts: number[] = [],
): CartTotals {
  const amounts = lines.map((line, i) => lineAmounts(line, supply, discounts[i] ?? 0));
  const sum = (pick: (l: CartLineAmounts) => number) => amounts.reduce((acc, l) => acc + pick(l), 0);
  return {
    lines: amounts,
    subtotalPaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    grandTotalPaise: sum((l) => l.totalPaise),
    discountPaise: sum((l) => l.discountPaise),
  };
}

/**
 * `total` split into whole parts in proportion to `weights`, adding up to it exactly: each part rounded down,
 * then the paise left over one each to the parts with the largest remainders (the earlier on a tie). With
 * no weight at all, the first part takes everything.
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  // No weight at all (or no parts): the first part, if there is one, takes everything.
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = exact.map((e) => Number(e / BigInt(sum)));
  const left = total - parts.reduce((a, p) => a + p, 0);
  // The largest remainders first; the sort is stable, so on a tie the earlier part comes first.
  const order = exact.map((e, i) => ({ i, r: Number(e % BigInt(sum)) })).sort((a, b) => b.r - a.r);
  for (const { i } of order.slice(0, left)) parts[i] += 1;
  return parts;
}

export interface OrderTotals extends CartTotals {
  /** The goods alone, tax included, after the discount. */
  goodsPaise: number;
  /** The charges (delivery, packing, cash-on-delivery fee), tax included. */
  chargesPaise: number;
  /** Per line, its share of the charges taxed at its rates: in proportion to its taxable value (decision 020). */
  charges: GstSplit[];
}

/**
 * An order's totals with its charges. Delivery and packing the shop bills are part of the value of the goods'
 * supply (CGST Act s. 15(2)(c)) and taxed with them: each line carries a share of the charges in proportion
 * to its taxable value, at its own rates (decision 020). Subtotal (taxable), CGST, SGST, IGST and the grand
 * total cover goods and charges alike; the grand total is the goods' plus the charges exactly. `discounts` are the
 * lines' shares of a discount code (common/discounts.ts shareDiscount): each line is taxed on its value after its
 * share, and the charges are shared by the taxable values after it.
 */
export function orderTotals(
  lines: CartLineInput[],
  chargesPaise: number,
  supply: SupplyType = 'intra',
  discounts: number[] = [],
): OrderTotals {
  const goods = cartTotals(lines, supply, discounts);
  const shares = apportion(
    chargesPaise,
    goods.lines.map((l) => l.taxablePaise),
  );
  const charges = shares.map((share, i) =>
    splitGrossBySupply(share, lines[i]!.cgstPercent, lines[i]!.sgstPercent, supply),
  );
  const sum = (pick: (c: GstSplit) => number) => charges.reduce((acc, c) => acc + pick(c), 0);
  return {
    ...goods,
    goodsPaise: goods.grandTotalPaise,
    chargesPaise: sum((c) => c.totalPaise),
    charges,
    subtotalPaise: goods.subtotalPaise + sum((c) => c.taxablePaise),
    cgstPaise: goods.cgstPaise + sum((c) => c.cgstPaise),
    sgstPaise: goods.sgstPaise + sum((c) => c.sgstPaise),
    igstPaise: goods.igstPaise + sum((c) => c.igstPaise),
    grandTotalPaise: goods.grandTotalPaise + sum((c) => c.totalPaise),
  };
}

/** The shape the cart answers with (SPEC §9, no address yet): rupees, two decimals. */
export function totalsInRupees(
  t: Pick<CartTotals, 'subtotalPaise' | 'cgstPaise' | 'sgstPaise' | 'grandTotalPaise'>,
) {
  return {
    subtotal: fromPaise(t.subtotalPaise),
    cgst: fromPaise(t.cgstPaise),
    sgst: fromPaise(t.sgstPaise),
    grandTotal: fromPaise(t.grandTotalPaise),
  };
}

/** Totals for a known place of supply (checkout preview, orders): the cart's shape plus IGST. */
export function gstTotalsInRupees(
  t: Pick<CartTotals, 'subtotalPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'grandTotalPaise'>,
) {
  return { ...totalsInRupees(t), igst: fromPaise(t.igstPaise) };
}

/** SPEC §5 product form: the read-only base price in rupees from a sale price in rupees and the rates. */
export function priceFromSalePrice(salePrice: unknown, cgstPercent: unknown, sgstPercent: unknown): number {
  return fromPaise(basePriceFromSale(toPaise(salePrice), cgstPercent, sgstPercent));
}

/** SPEC §4 discount badge: round((price − salePrice) / price × 100); 0 when there is no discount to show. */
export function discountPercent(price: unknown, salePrice: unknown): number {
  const p = toNumber(price);
  const s = toNumber(salePrice);
  // No discount unless 0 < s < p (so p > 0 too).
  if (s <= 0) return 0;
  // Stryker disable next-line EqualityOperator: `s > p` is equivalent (at s = p the formula gives 0 % all the same); this line's other EqualityOperator mutant, `s < p`, is killed by the tests without this directive.
  if (s >= p) return 0;
  return Math.round(((p - s) / p) * 100);
}

let inrFormat: Intl.NumberFormat | null | undefined;
/** Up to ₹1 lakh crore formatINR writes amounts out itself (toPaise is exact well past it); Intl beyond. */
export const INR_WRITTEN_OUT = 1e12;

/** Whole rupees with Indian grouping: the last three digits, then twos (12,34,56,789). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * ₹1,23,456.00: en-IN rupees, always two decimals; non-numeric counts as 0; '₹' + amount.toFixed(2) if Intl fails.
 *
 * Written out here as Intl's en-IN currency format writes it (the same rounding, half away from zero on the number
 * as written, as toPaise; '-' before '₹'; a test holds them equal over thousands of amounts), because making that
 * Intl.NumberFormat is the slow part: 12 ms on a fast machine, some 80 ms of a phone's main thread on the first
 * page that shows a price (issue 49). Amounts from ₹1 lakh crore (INR_WRITTEN_OUT; no order comes near) go to Intl.
 */
export function formatINR(rupees: unknown): string {
  const n = toNumber(rupees);
  if (Math.abs(n) < INR_WRITTEN_OUT) {
    const paise = Math.abs(toPaise(n));
    const sign = n < 0 || Object.is(n, -0) ? '-' : '';
    return `${sign}₹${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
  }
  if (inrFormat === undefined) {
    try {
      inrFormat = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      inrFormat = null;
    }
  }
  return inrFormat ? inrFormat.format(n) : formatINRFallback(n);
}

/** SPEC §9's fallback format. */
export function formatINRFallback(rupees: unknown): string {
  return `₹${toNumber(rupees).toFixed(2)}`;
}

/** formatINR for an amount in paise. */
export function formatPaise(paise: number): string {
  return formatINR(fromPaise(paise));
}
