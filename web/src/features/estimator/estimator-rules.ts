import { ESTIMATOR_PRESET_LIMIT } from '../../../../common/catalog-rules';
import { MAX_CART_QUANTITY } from '../../../../common/cart-rules';
import type { EstimatorPreset, EstimatorProduct, ProductVariant } from '../../../../common/contracts/catalog';
import {
  cartTotals,
  clampPercent,
  fromPaise,
  grossFromBase,
  toPaise,
  unitGrossPaise,
  type CartLineAmounts,
} from '../../../../common/money';
import type { EstimatorConfig } from '../../../../common/contracts/settings';
import { translate, type Translate } from '../../i18n/i18n';

export type PriceSource = EstimatorConfig['priceSource'];

/**
 * The estimator's rules (SPEC §2, §3, §5, §9), pure: what a line is, how its unit price is chosen and kept
 * in range, how lines are added, merged and removed, the totals (through common/money.ts only) and what
 * 'Add all to cart' can add. The screen only calls these.
 *
 * A line's price is a unit price in rupees with GST included, as preset prices (SPEC §3), the estimate
 * range (min/max estimate price) and the shop's sale prices are. Totals split each line into taxable
 * value, CGST and SGST at the line's own rates, in integer paise (common/money.ts), so they always add up.
 */

/** SPEC §9: the search over products and presets waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** An estimate holds at most this many lines (a guard against runaway or hostile stored data). */
export const MAX_LINES = 200;
/** The most one line's quantity may be (as a preset's qty). */
export const MAX_QTY = 100_000;
/** The highest unit price a line may carry, as the API's Rupees. */
export const MAX_PRICE = 10_000_000;

/** Where a line's price came from, so that a refresh from the server keeps what the person chose. */
export type PriceOrigin = 'source' | 'variant' | 'preset' | 'manual';
export const PRICE_ORIGINS: readonly PriceOrigin[] = ['source', 'variant', 'preset', 'manual'];

/** SPEC §3 estimator line (id, productId, productName, size, capacity, qty, price) plus what prices it. */
export interface EstimatorLine {
  id: string;
  /** '' while the line has no product (an admin's Add Line, or a fresh calculator). */
  productId: string;
  productName: string;
  size: string;
  capacity: string;
  qty: number;
  /** Unit price in rupees, GST included. */
  price: number;
  hsn: string;
  cgstPercent: number;
  sgstPercent: number;
  origin: PriceOrigin;
  /** The preset the line was added from ('' otherwise). */
  presetName: string;
  /** The server no longer has the product: the line says so and counts for nothing. */
  gone: boolean;
}

export interface Rates {
  cgstPercent: number;
  sgstPercent: number;
}

/** A line without a product: price and size disabled until one is chosen (SPEC §5). */
export function blankLine(id: string): EstimatorLine {
  return {
    id,
    productId: '',
    productName: '',
    size: '',
    capacity: '',
    qty: 1,
    price: 0,
    hsn: '',
    cgstPercent: 0,
    sgstPercent: 0,
    origin: 'source',
    presetName: '',
    gone: false,
  };
}

export const hasProduct = (line: EstimatorLine) => line.productId !== '';

/** SPEC §5: price and size are disabled while a line has no product (or its product is no longer sold). */
export const priceAndSizeDisabled = (line: EstimatorLine) => !hasProduct(line) || line.gone;

/** Whether a line counts in the totals and in 'Add all to cart'. */
export const countsInTotals = (line: EstimatorLine) => hasProduct(line) && !line.gone;

// ---------------------------------------------------------------- quantity and price

/** SPEC §5: quantity at least 1; non-numeric becomes 1; whole pieces, at most MAX_QTY. */
export function normalizeQty(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return 1;
  return Math.min(MAX_QTY, Math.max(1, Math.trunc(n)));
}

/** A product's estimate range in paise; no upper end when the max is 0 (not set) or below the min. */
export function priceRangePaise(product: Pick<EstimatorProduct, 'minEstimatePrice' | 'maxEstimatePrice'>): {
  minPaise: number;
  maxPaise: number | null;
} {
  const minPaise = Math.max(0, toPaise(product.minEstimatePrice));
  const max = toPaise(product.maxEstimatePrice);
  return { minPaise, maxPaise: max > 0 && max >= minPaise ? max : null };
}

/** SPEC §5: a price at least 0 and within the product's min and max estimate price (paise in, paise out). */
export function clampPricePaise(
  paise: number,
  product?: Pick<EstimatorProduct, 'minEstimatePrice' | 'maxEstimatePrice'>,
): number {
  const upper = toPaise(MAX_PRICE);
  let p = Math.min(upper, Math.max(0, Math.round(paise)));
  if (!product) return p;
  const { minPaise, maxPaise } = priceRangePaise(product);
  p = Math.max(p, minPaise);
  if (maxPaise !== null) p = Math.min(p, maxPaise);
  return p;
}

/** A typed price (rupees, any input; non-numeric counts as 0, SPEC §9) held to SPEC §5's range, in rupees. */
export function normalizePrice(
  value: unknown,
  product?: Pick<EstimatorProduct, 'minEstimatePrice' | 'maxEstimatePrice'>,
): number {
  return fromPaise(clampPricePaise(toPaise(value), product));
}

/** Whether a price is already within SPEC §5's range (0 and up, min to max estimate price). */
export function isPriceInRange(
  price: number,
  product: Pick<EstimatorProduct, 'minEstimatePrice' | 'maxEstimatePrice'>,
): boolean {
  const p = toPaise(price);
  return p >= 0 && clampPricePaise(p, product) === p;
}

// ---------------------------------------------------------------- price source

type PricedProduct = Pick<
  EstimatorProduct,
  | 'price'
  | 'salePrice'
  | 'cgstPercent'
  | 'sgstPercent'
  | 'priceTiers'
  | 'minEstimatePrice'
  | 'maxEstimatePrice'
>;

/** The tiers' prices in paise, ignoring tiers without a positive price. */
function tierPaise(product: Pick<EstimatorProduct, 'priceTiers'>): number[] {
  return (Array.isArray(product.priceTiers) ? product.priceTiers : [])
    .map((t) => toPaise(t?.price))
    .filter((p) => p > 0);
}

/**
 * SPEC §9 estimatorConfig.priceSource, as a unit price with GST in paise, before the estimate range:
 * - base: the base price (before tax) with the product's CGST + SGST added (SPEC §9: price × (1 + rates));
 * - sale: the sale price (GST included); without one, the base price with tax, as the shop charges;
 * - lowest-tier / highest-tier: the lowest or highest of the product's price tiers (bulk prices, GST
 *   included like the sale price); tiers carry only a price (SPEC §3), so these pick among all of them.
 * A source the product has no value for (no base price, no tiers) falls back to the sale price.
 */
export function sourcePricePaise(product: PricedProduct, source: PriceSource): number {
  const basePaise = toPaise(product.price);
  const salePaise = unitGrossPaise({
    pricePaise: basePaise,
    salePricePaise: toPaise(product.salePrice),
    cgstPercent: product.cgstPercent,
    sgstPercent: product.sgstPercent,
  });
  switch (source) {
    case 'base':
      return basePaise > 0 ? grossFromBase(basePaise, product.cgstPercent, product.sgstPercent) : salePaise;
    case 'lowest-tier': {
      const tiers = tierPaise(product);
      return tiers.length ? Math.min(...tiers) : salePaise;
    }
    case 'highest-tier': {
      const tiers = tierPaise(product);
      return tiers.length ? Math.max(...tiers) : salePaise;
    }
    case 'sale':
    default:
      return salePaise;
  }
}

/** The unit price (rupees, GST included) a product's line starts at: the price source, held to the range. */
export function sourcePrice(product: PricedProduct, source: PriceSource): number {
  return fromPaise(clampPricePaise(sourcePricePaise(product, source), product));
}

/** The variants a line may choose from (SPEC §3 variants, active ones with a size). */
export function activeVariants(product: Pick<EstimatorProduct, 'variants'>): ProductVariant[] {
  return (Array.isArray(product.variants) ? product.variants : []).filter(
    (v) => v && v.active !== false && typeof v.size === 'string' && v.size.trim() !== '',
  );
}

/** The active variant of this size, or undefined. */
export function findVariant(
  product: Pick<EstimatorProduct, 'variants'>,
  size: string,
): ProductVariant | undefined {
  return activeVariants(product).find((v) => v.size === size);
}

/** Whether the size field is a choice of variants (SPEC §9 allowVariantSelect, and the product has some). */
export const offersVariants = (
  product: Pick<EstimatorProduct, 'variants'> | undefined,
  allowVariantSelect: boolean,
) => allowVariantSelect && !!product && activeVariants(product).length > 0;

/** The product's presets that are on offer (SPEC §3 preset.active). */
export function activePresets(product: Pick<EstimatorProduct, 'estimatorPresets'>): EstimatorPreset[] {
  return (Array.isArray(product.estimatorPresets) ? product.estimatorPresets : []).filter(
    (p) => p && p.active !== false && typeof p.name === 'string' && p.name.trim() !== '',
  );
}

// ---------------------------------------------------------------- building lines

const ratesOf = (product: Pick<EstimatorProduct, 'cgstPercent' | 'sgstPercent'>): Rates => ({
  cgstPercent: clampPercent(product.cgstPercent),
  sgstPercent: clampPercent(product.sgstPercent),
});

/** A line for a product, priced by the price source (SPEC §9). */
export function lineFromProduct(product: EstimatorProduct, source: PriceSource, id: string): EstimatorLine {
  return {
    id,
    productId: product._id,
    productName: product.title,
    size: '',
    capacity: '',
    qty: 1,
    price: sourcePrice(product, source),
    hsn: product.hsn,
    ...ratesOf(product),
    origin: 'source',
    presetName: '',
    gone: false,
  };
}

/** A line from a preset: its name, size, capacity, qty (at least 1) and price (held to the range). */
export function lineFromPreset(
  product: EstimatorProduct,
  preset: EstimatorPreset,
  id: string,
): EstimatorLine {
  return {
    id,
    productId: product._id,
    productName: preset.name,
    size: preset.size ?? '',
    capacity: preset.capacity ?? '',
    qty: normalizeQty(preset.qty),
    price: normalizePrice(preset.price, product),
    hsn: preset.hsn || product.hsn,
    ...ratesOf(product),
    origin: 'preset',
    presetName: preset.name,
    gone: false,
  };
}

/** Lines that are the same thing (product, size, capacity, and where the price came from) add up. */
function sameItem(a: EstimatorLine, b: EstimatorLine): boolean {
  return (
    countsInTotals(a) &&
    a.productId === b.productId &&
    a.size === b.size &&
    a.capacity === b.capacity &&
    a.origin === b.origin &&
    a.presetName === b.presetName &&
    a.price === b.price
  );
}

export type AddOutcome = 'merged' | 'filled' | 'added' | 'full';

/**
 * Adds a product or preset line: onto a line for the same item (quantities add up), else into the first
 * line without a product, else at the end; refused when the estimate already has MAX_LINES lines.
 */
export function addLine(
  lines: EstimatorLine[],
  line: EstimatorLine,
): { lines: EstimatorLine[]; outcome: AddOutcome } {
  const same = lines.findIndex((l) => sameItem(l, line));
  if (same >= 0) {
    const next = [...lines];
    next[same] = { ...lines[same], qty: Math.min(MAX_QTY, lines[same].qty + line.qty) };
    return { lines: next, outcome: 'merged' };
  }
  const blank = lines.findIndex((l) => !hasProduct(l));
  if (blank >= 0) {
    const next = [...lines];
    next[blank] = { ...line, id: lines[blank].id };
    return { lines: next, outcome: 'filled' };
  }
  if (lines.length >= MAX_LINES) return { lines, outcome: 'full' };
  return { lines: [...lines, line], outcome: 'added' };
}

/** Admin's Add Line: an empty line at the end (refused at MAX_LINES). */
export function appendBlankLine(lines: EstimatorLine[], id: string): EstimatorLine[] {
  return lines.length >= MAX_LINES ? lines : [...lines, blankLine(id)];
}

/** SPEC §5: a line cannot be removed when it is the only line. */
export const canRemoveLine = (lines: EstimatorLine[]) => lines.length > 1;

export function removeLine(lines: EstimatorLine[], id: string): EstimatorLine[] {
  return canRemoveLine(lines) ? lines.filter((l) => l.id !== id) : lines;
}

/** Admin's Clear: one empty line, as a fresh calculator starts. */
export const clearedLines = (id: string): EstimatorLine[] => [blankLine(id)];

/** Never an empty calculator: at least one (empty) line. */
export const atLeastOneLine = (lines: EstimatorLine[], id: string): EstimatorLine[] =>
  lines.length ? lines : [blankLine(id)];

/** Chooses the product of a line that has none (keeps its id, quantity and capacity). */
export function setLineProduct(
  line: EstimatorLine,
  product: EstimatorProduct,
  source: PriceSource,
): EstimatorLine {
  const fresh = lineFromProduct(product, source, line.id);
  return { ...fresh, qty: line.qty, capacity: line.capacity };
}

export function setLineQty(line: EstimatorLine, value: unknown): EstimatorLine {
  return { ...line, qty: normalizeQty(value) };
}

/** A typed price: held to the range and kept through refreshes (origin manual). Disabled without a product. */
export function setLinePrice(line: EstimatorLine, value: unknown, product?: EstimatorProduct): EstimatorLine {
  if (priceAndSizeDisabled(line)) return line;
  return { ...line, price: normalizePrice(value, product), origin: 'manual' };
}

/**
 * A new size. Choosing one of the product's variants prices the line at that variant's price per piece
 * (held to the range); going back to no size returns a variant-priced line to the price source. Disabled
 * without a product (SPEC §5).
 */
export function setLineSize(
  line: EstimatorLine,
  size: string,
  product: EstimatorProduct | undefined,
  source: PriceSource,
): EstimatorLine {
  if (priceAndSizeDisabled(line)) return line;
  const next = { ...line, size: size.slice(0, 100) };
  const variant = product ? findVariant(product, size) : undefined;
  if (product && variant)
    return { ...next, price: normalizePrice(variant.pricePerPiece, product), origin: 'variant' };
  if (product && line.origin === 'variant')
    return { ...next, price: sourcePrice(product, source), origin: 'source' };
  return next;
}

export function setLineCapacity(line: EstimatorLine, capacity: string): EstimatorLine {
  return { ...line, capacity: capacity.slice(0, 100) };
}

// ---------------------------------------------------------------- refresh from the server

/** The preset a preset line came from: same name, preferring the same size. */
function findPreset(product: EstimatorProduct, line: EstimatorLine): EstimatorPreset | undefined {
  const named = activePresets(product).filter((p) => p.name === line.presetName);
  return named.find((p) => (p.size ?? '') === line.size) ?? named[0];
}

/**
 * A saved line brought up to date with its product as the server answers it now: name, HSN, tax rates, and
 * a price from the same origin (price source, variant or preset at today's value; a typed price is kept),
 * always held to the product's current estimate range.
 */
export function refreshLine(
  line: EstimatorLine,
  product: EstimatorProduct,
  source: PriceSource,
): EstimatorLine {
  const base = { ...line, ...ratesOf(product), gone: false };
  switch (line.origin) {
    case 'source':
      return { ...base, productName: product.title, hsn: product.hsn, price: sourcePrice(product, source) };
    case 'variant': {
      const variant = findVariant(product, line.size);
      return variant
        ? {
            ...base,
            productName: product.title,
            hsn: product.hsn,
            price: normalizePrice(variant.pricePerPiece, product),
          }
        : {
            ...base,
            productName: product.title,
            hsn: product.hsn,
            price: sourcePrice(product, source),
            origin: 'source',
          };
    }
    case 'preset': {
      const preset = findPreset(product, line);
      return {
        ...base,
        hsn: preset?.hsn || line.hsn || product.hsn,
        price: normalizePrice(preset ? preset.price : line.price, product),
      };
    }
    case 'manual':
    default:
      return {
        ...base,
        productName: product.title,
        hsn: line.hsn || product.hsn,
        price: normalizePrice(line.price, product),
      };
  }
}

const sameLine = (a: EstimatorLine, b: EstimatorLine) =>
  (Object.keys(a) as (keyof EstimatorLine)[]).every((k) => a[k] === b[k]);

/**
 * The lines after the server answered for the products in `asked`: each line whose product it answered is
 * refreshed, each whose product it did not is marked gone (SPEC: a line whose product is gone says so);
 * the same array when nothing changed.
 */
export function refreshLines(
  lines: EstimatorLine[],
  answered: ReadonlyMap<string, EstimatorProduct>,
  asked: ReadonlySet<string>,
  source: PriceSource,
): EstimatorLine[] {
  let changed = false;
  const next = lines.map((line) => {
    if (!hasProduct(line) || !asked.has(line.productId)) return line;
    const product = answered.get(line.productId);
    const fresh = product ? refreshLine(line, product, source) : { ...line, gone: true };
    if (sameLine(fresh, line)) return line;
    changed = true;
    return fresh;
  });
  return changed ? next : lines;
}

/** The distinct product ids of the lines, sorted (a stable query key). */
export function lineProductIds(lines: EstimatorLine[]): string[] {
  return [...new Set(lines.filter(hasProduct).map((l) => l.productId))].sort();
}

// ---------------------------------------------------------------- totals

export interface EstimateTotals {
  /** Each counted line's amounts (unit, quantity, taxable, CGST, SGST, total), by line id. */
  byLine: Map<string, CartLineAmounts>;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  grandTotalPaise: number;
  /** How many lines count (a product that is still sold). */
  countedLines: number;
  /** The sum of their quantities. */
  itemCount: number;
}

/**
 * SPEC §2 totals: subtotal (taxable value), CGST, SGST and grand total, from common/money.ts: each line is
 * its unit price with GST × quantity, split at the line's own rates so the parts add up to the paisa.
 * Lines without a product or whose product is gone do not count.
 */
export function estimateTotals(lines: EstimatorLine[]): EstimateTotals {
  const counted = lines.filter(countsInTotals);
  const totals = cartTotals(
    counted.map((l) => ({
      pricePaise: 0,
      salePricePaise: toPaise(l.price),
      cgstPercent: l.cgstPercent,
      sgstPercent: l.sgstPercent,
      quantity: l.qty,
    })),
  );
  return {
    byLine: new Map(counted.map((l, i) => [l.id, totals.lines[i]])),
    subtotalPaise: totals.subtotalPaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    grandTotalPaise: totals.grandTotalPaise,
    countedLines: counted.length,
    itemCount: counted.reduce((n, l) => n + l.qty, 0),
  };
}

// ---------------------------------------------------------------- search, presets

/** Whether a product matches the search: every word in its title, brand, category or subcategory. */
export function matchesSearch(
  product: Pick<EstimatorProduct, 'title' | 'brand' | 'category' | 'subcategory'>,
  search: string,
  extra = '',
): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text =
    `${product.title} ${product.brand} ${product.category} ${product.subcategory} ${extra}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

export interface PresetEntry {
  /** Stable within one list: product id and the preset's index in it. */
  key: string;
  product: EstimatorProduct;
  preset: EstimatorPreset;
}

/**
 * SPEC §2 Quick Presets: the active presets of the listed products, in product order, matching the search
 * (the preset's name, size and capacity, or its product's), at most 300 (SPEC §9).
 */
export function collectPresets(
  products: EstimatorProduct[],
  search = '',
  limit = ESTIMATOR_PRESET_LIMIT,
): PresetEntry[] {
  const out: PresetEntry[] = [];
  for (const product of products) {
    const presets = Array.isArray(product.estimatorPresets) ? product.estimatorPresets : [];
    for (const [index, preset] of presets.entries()) {
      if (!preset || preset.active === false || typeof preset.name !== 'string' || !preset.name.trim())
        continue;
      if (!matchesSearch(product, search, `${preset.name} ${preset.size ?? ''} ${preset.capacity ?? ''}`))
        continue;
      out.push({ key: `${product._id}:${index}`, product, preset });
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** The presets left when one is deleted: the first preset equal to it in every field is taken out. */
export function presetsWithout(
  presets: EstimatorPreset[],
  target: EstimatorPreset,
): EstimatorPreset[] | null {
  const keys: (keyof EstimatorPreset)[] = ['name', 'size', 'capacity', 'qty', 'price', 'hsn', 'active'];
  const index = presets.findIndex((p) => keys.every((k) => p[k] === target[k]));
  if (index < 0) return null;
  return [...presets.slice(0, index), ...presets.slice(index + 1)];
}

// ---------------------------------------------------------------- add all to cart

export type AddAllReason = 'gone' | 'out-of-stock' | 'in-cart' | 'partial';

export interface AddAllEntry {
  productId: string;
  title: string;
  /** The quantity the estimate holds for the product (its lines added up). */
  wanted: number;
  /** What to add now (0: nothing). */
  add: number;
  stock: number;
  /** Why less than wanted is added; absent when everything is. */
  reason?: AddAllReason;
}

/**
 * What 'Add all to cart' adds: each product once (its lines' quantities added up), never beyond its stock
 * less what the cart already holds (and the cart's per-item limit); products no longer sold or out of
 * stock are skipped with the reason. Lines without a product are ignored.
 */
export function planAddAll(
  lines: EstimatorLine[],
  products: ReadonlyMap<string, Pick<EstimatorProduct, '_id' | 'title' | 'totalStock'>>,
  inCart: (productId: string) => number,
): AddAllEntry[] {
  const wanted = new Map<string, { title: string; qty: number; gone: boolean }>();
  for (const line of lines) {
    if (!hasProduct(line)) continue;
    const current = wanted.get(line.productId);
    if (current) current.qty += line.qty;
    else wanted.set(line.productId, { title: line.productName, qty: line.qty, gone: line.gone });
  }
  return [...wanted].map(([productId, { title, qty, gone }]) => {
    const product = products.get(productId);
    if (!product || gone) return { productId, title, wanted: qty, add: 0, stock: 0, reason: 'gone' };
    const stock = Math.max(0, Math.trunc(product.totalStock));
    const entry = { productId, title: product.title, wanted: qty, stock };
    if (stock <= 0) return { ...entry, add: 0, reason: 'out-of-stock' };
    const room = Math.min(stock, MAX_CART_QUANTITY) - inCart(productId);
    if (room <= 0) return { ...entry, add: 0, reason: 'in-cart' };
    if (room < qty) return { ...entry, add: room, reason: 'partial' };
    return { ...entry, add: qty };
  });
}

/** The summary line for one product of 'Add all to cart', in the page's words (`t`). */
export const addAllMessageIn =
  (t: Translate) =>
  (entry: AddAllEntry): string => {
    const { title, add, wanted, stock } = entry;
    switch (entry.reason) {
      case 'gone':
        return t('{title}: not added, no longer sold', { title });
      case 'out-of-stock':
        return t('{title}: not added, out of stock', { title });
      case 'in-cart':
        return t('{title}: not added, your cart already holds all {stock} in stock', { title, stock });
      case 'partial':
        return t('{title}: {add} of {wanted} added, only {stock} in stock', { title, add, wanted, stock });
      default:
        return t('{title}: {add} added', { title, add });
    }
  };

/** The summary line for one product of 'Add all to cart', in English. */
export const addAllMessage = addAllMessageIn((text, vars) => translate({}, text, vars));
