import type { ApiProduct } from '../../../common/contracts/catalog';
import {
  discountPercent,
  fromPaise,
  grossFromBase,
  splitGross,
  toPaise,
  unitGrossPaise,
} from '../../../common/money';

/** SPEC §4/§9: below this many in stock, 'Only N items left'. */
export const LOW_STOCK_BELOW = 10;

export type ProductBadge =
  | { kind: 'out-of-stock'; label: 'Out Of Stock' }
  | { kind: 'low-stock'; label: string }
  | { kind: 'sale'; label: 'Sale' }
  | { kind: 'discount'; label: string };

/** What a product costs, tax included, and what it would without its sale (the list price incl. tax). */
export function productPrices(p: Pick<ApiProduct, 'price' | 'salePrice' | 'cgstPercent' | 'sgstPercent'>) {
  const item = {
    pricePaise: toPaise(p.price),
    salePricePaise: toPaise(p.salePrice),
    cgstPercent: p.cgstPercent,
    sgstPercent: p.sgstPercent,
  };
  const pay = unitGrossPaise(item);
  const listGross = grossFromBase(item.pricePaise, p.cgstPercent, p.sgstPercent);
  const discount = item.salePricePaise > 0 ? discountPercent(fromPaise(listGross), p.salePrice) : 0;
  return {
    /** What one unit costs, tax included (SPEC §9). */
    pay: fromPaise(pay),
    /** The tax-inclusive list price, shown struck through when a sale price is below it. */
    was: discount > 0 ? fromPaise(listGross) : null,
    discount,
    /** The unit price's taxable value, CGST and SGST (common/money.ts, the split that always adds up). */
    split: splitGross(pay, p.cgstPercent, p.sgstPercent),
  };
}

/**
 * SPEC §4 badges: Out Of Stock at 0; 'Only N items left' below 10; Sale and the rounded discount when the
 * sale price is below the list price. SPEC's `price` is the base price before tax, so the discount
 * compares like with like: the tax-inclusive list price against the (tax-inclusive) sale price.
 */
export function productBadges(
  p: Pick<ApiProduct, 'price' | 'salePrice' | 'cgstPercent' | 'sgstPercent' | 'totalStock'>,
): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (p.totalStock <= 0) badges.push({ kind: 'out-of-stock', label: 'Out Of Stock' });
  else if (p.totalStock < LOW_STOCK_BELOW)
    badges.push({ kind: 'low-stock', label: `Only ${p.totalStock} items left` });
  const { discount } = productPrices(p);
  if (discount > 0) {
    badges.push({ kind: 'sale', label: 'Sale' });
    badges.push({ kind: 'discount', label: `${discount}% off` });
  }
  return badges;
}

/** SPEC §9: the average shown to 2 decimals. */
export const formatRating = (average: number) => (Number.isFinite(average) ? average : 0).toFixed(2);

/**
 * The unit a product is sold by, as its title says it ('3-Core Flexible Cable (per metre)' → 'per metre'),
 * or null. Products carry no unit of their own, so the quantity field shows only what the title states.
 * A Hindi title says it with प्रति ('(प्रति मीटर)' → 'प्रति मीटर'): a Hindi page shows the unit in Hindi.
 */
export function unitOfTitle(title: string): string | null {
  const match = /\(((?:per|प्रति) [^()]+?)\)/i.exec(title);
  return match ? match[1].replace(/\s+/g, ' ').toLowerCase() : null;
}
