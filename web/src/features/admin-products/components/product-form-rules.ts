import {
  cleanPreset,
  type AdminCategory,
  type AdminProduct,
  type PresetSchema,
  type ProductInput,
} from '../../../../../common/contracts/admin';
import { priceFromSalePrice } from '../../../../../common/money';
import type { z } from 'zod';

/**
 * The rules of SPEC §5's product form as plain functions (the form component only wires them up):
 * the read-only base price, the CGST/SGST clamp, the subcategory reset, when Submit is enabled, the
 * payload sent, and the presets' bulk import.
 */

export type Preset = z.output<typeof PresetSchema>;

export interface VariantRow {
  size: string;
  stdPacking: string;
  pricePerPiece: string;
  active: boolean;
}

/** The form's values: text as the inputs hold it; presets already checked when they were added. */
export interface ProductFormValues {
  title: string;
  description: string;
  /** The Hindi title and description (decision 034): optional; empty shows the English text on Hindi pages. */
  titleHi: string;
  descriptionHi: string;
  image: string;
  images: string[];
  category: string;
  subcategory: string;
  brand: string;
  hsn: string;
  salePrice: string;
  cgstPercent: string;
  sgstPercent: string;
  totalStock: string;
  minEstimatePrice: string;
  maxEstimatePrice: string;
  averageReview: number;
  estimatorPresets: Preset[];
  variants: VariantRow[];
  priceTiers: { price: string }[];
  /** Packed as fragile (glass, sanitaryware): the fragile packaging fee. */
  fragile: boolean;
}

/** SPEC §9 default product form: CGST and SGST 0, averageReview 0, no presets; everything else empty. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  title: '',
  description: '',
  titleHi: '',
  descriptionHi: '',
  image: '',
  images: [],
  category: '',
  subcategory: '',
  brand: '',
  hsn: '',
  salePrice: '',
  cgstPercent: '0',
  sgstPercent: '0',
  totalStock: '',
  minEstimatePrice: '',
  maxEstimatePrice: '',
  averageReview: 0,
  estimatorPresets: [],
  variants: [],
  priceTiers: [],
  fragile: false,
};

/** The most presets a product keeps (the server's limit). */
export const MAX_PRESETS = 300;

/** Edit mode starts from the product as the server answered it. */
export function productToForm(p: AdminProduct): ProductFormValues {
  return {
    title: p.title,
    description: p.description,
    titleHi: p.translations?.hi?.title ?? '',
    descriptionHi: p.translations?.hi?.description ?? '',
    image: p.image,
    images: [...p.images],
    category: p.category,
    subcategory: p.subcategory,
    brand: p.brand,
    hsn: p.hsn,
    salePrice: String(p.salePrice),
    cgstPercent: String(p.cgstPercent),
    sgstPercent: String(p.sgstPercent),
    totalStock: String(p.totalStock),
    minEstimatePrice: String(p.minEstimatePrice),
    maxEstimatePrice: String(p.maxEstimatePrice),
    averageReview: p.averageReview,
    estimatorPresets: p.estimatorPresets.map((x) => ({ ...x })),
    variants: p.variants.map((v) => ({ ...v, pricePerPiece: String(v.pricePerPiece) })),
    priceTiers: p.priceTiers.map((t) => ({ price: String(t.price) })),
    fragile: p.fragile ?? false,
  };
}

/** A plain non-negative decimal as typed: '12', '118.5' (not '', '-3', '1e3', 'abc'). */
const DECIMAL = /^\d+(\.\d+)?$/;

/** An empty rate counts as 0 (SPEC §5). */
const rate = (value: string) => (value.trim() === '' ? 0 : Number(value));

/**
 * SPEC §5 read-only price: with salePrice > 0 and CGST+SGST > 0, salePrice / (1 + (CGST+SGST)/100) to two
 * decimals; without tax, the sale price itself. Empty while the sale price is empty or not a number.
 */
export function computedPrice(salePrice: string, cgstPercent: string, sgstPercent: string): string {
  const sale = salePrice.trim();
  if (!DECIMAL.test(sale)) return '';
  return priceFromSalePrice(sale, rate(cgstPercent), rate(sgstPercent)).toFixed(2);
}

/** SPEC §5: CGST and SGST inputs clamp to 0–100; empty stays empty (and counts as 0). */
export function clampPercentInput(raw: string): string {
  if (raw.trim() === '') return '';
  const n = Number(raw);
  if (!Number.isFinite(n)) return '';
  if (n > 100) return '100';
  if (n < 0) return '0';
  return raw;
}

/** The subcategories of a category, by name (case-insensitive). */
export function subcategoriesOf(categories: AdminCategory[], category: string): string[] {
  const c = categories.find((x) => x.name.toLowerCase() === category.trim().toLowerCase());
  return c ? c.subcategories.map((s) => s.name) : [];
}

/** SPEC §5: the subcategory is kept only when it belongs to the chosen category, else it resets to ''. */
export function subcategoryAfterCategoryChange(
  categories: AdminCategory[],
  category: string,
  subcategory: string,
): string {
  const subs = subcategoriesOf(categories, category).map((s) => s.toLowerCase());
  return subs.includes(subcategory.trim().toLowerCase()) ? subcategory : '';
}

/** Fields that must be non-empty before Submit is enabled: all but averageReview and brand (SPEC §5). */
export const REQUIRED_FIELDS = [
  'title',
  'description',
  'image',
  'category',
  'subcategory',
  'hsn',
  'salePrice',
  'totalStock',
  'minEstimatePrice',
  'maxEstimatePrice',
] as const;

/**
 * SPEC §5: Submit is enabled only when every field except averageReview and brand is non-empty, the
 * computed price included. CGST and SGST are never empty (an empty rate means 0); lists may be empty.
 */
export function canSubmit(values: ProductFormValues): boolean {
  return missingForSubmit(values).length === 0;
}

/** How the disabled Submit names each required field still empty ("Add the title and the HSN"). */
const WHAT_TO_ADD: Record<(typeof REQUIRED_FIELDS)[number], string> = {
  title: 'the title',
  description: 'the description',
  image: 'the product image',
  category: 'the category',
  subcategory: 'the subcategory',
  hsn: 'the HSN',
  salePrice: 'the sale price',
  totalStock: 'the total stock',
  minEstimatePrice: 'the min estimate price',
  maxEstimatePrice: 'the max estimate price',
};

/** What Submit still waits for, in the form's order: each empty required field, or a sale price that is a number. */
export function missingForSubmit(values: ProductFormValues): string[] {
  const missing: string[] = REQUIRED_FIELDS.filter((k) => values[k].trim() === '').map((k) => WHAT_TO_ADD[k]);
  if (
    values.salePrice.trim() !== '' &&
    computedPrice(values.salePrice, values.cgstPercent, values.sgstPercent) === ''
  )
    missing.push('a sale price that is a number');
  return missing;
}

/** A decimal as a number; anything else is sent as typed, so the contract names what is wrong with it. */
const num = (value: string): number | string =>
  DECIMAL.test(value.trim()) ? Number(value.trim()) : value.trim();

/** The product JSON of POST /api/admin/products/add and PUT …/edit/{id}. The price is the server's to compute. */
export function toProductPayload(values: ProductFormValues): ProductInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    image: values.image.trim(),
    images: values.images,
    category: values.category,
    subcategory: values.subcategory,
    brand: values.brand,
    hsn: values.hsn.trim(),
    salePrice: num(values.salePrice),
    cgstPercent: rate(values.cgstPercent),
    sgstPercent: rate(values.sgstPercent),
    totalStock: num(values.totalStock),
    minEstimatePrice: num(values.minEstimatePrice),
    maxEstimatePrice: num(values.maxEstimatePrice),
    estimatorPresets: values.estimatorPresets,
    variants: values.variants.map((v) => ({
      size: v.size.trim(),
      stdPacking: v.stdPacking.trim(),
      pricePerPiece: num(v.pricePerPiece),
      active: v.active,
    })),
    priceTiers: values.priceTiers.map((t) => ({ price: num(t.price) })),
    fragile: values.fragile,
    // Both always sent: an emptied field clears the stored Hindi text.
    translations: { hi: { title: values.titleHi.trim(), description: values.descriptionHi.trim() } },
  } as ProductInput;
}

/** The preset add form (SPEC §5): name and price required, qty defaults to 1 and is at least 1. */
export function presetFromInputs(input: {
  name: string;
  size: string;
  capacity: string;
  qty: string;
  price: string;
  hsn: string;
}): Preset | null {
  if (!input.name.trim() || !DECIMAL.test(input.price.trim())) return null;
  return cleanPreset({ ...input, price: input.price.trim(), active: true });
}

export interface BulkImportResult {
  presets: Preset[];
  /** Rows turned into presets. */
  taken: number;
  /** Non-blank rows left out: too few columns, no name, no valid price, or no room left. */
  skipped: number;
}

/**
 * SPEC §5 bulk import: one preset per line, tab separated when the line has a tab (pasted from a
 * spreadsheet), else comma separated; at least 5 columns — name, size, capacity, qty, sale price — and an
 * optional HSN. Rows need a name and a price; other rows are skipped (blank lines are not counted). Qty
 * defaults to 1. At most `room` presets are taken.
 */
export function parseBulkPresets(text: string, room = MAX_PRESETS): BulkImportResult {
  const presets: Preset[] = [];
  let skipped = 0;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const cells = (line.includes('\t') ? line.split('\t') : line.split(',')).map((c) => c.trim());
    const [name = '', size = '', capacity = '', qty = '', price = '', hsn = ''] = cells;
    const preset = cells.length >= 5 ? presetFromInputs({ name, size, capacity, qty, price, hsn }) : null;
    if (!preset || presets.length >= room) {
      skipped += 1;
      continue;
    }
    presets.push(preset);
  }
  return { presets, taken: presets.length, skipped };
}

/** The form's fields that the payload holds deeper: translations.hi.title is the Hindi title's input. */
const NESTED_FIELDS: Record<string, keyof ProductFormValues> = {
  'translations.hi.title': 'titleHi',
  'translations.hi.description': 'descriptionHi',
};

/** The form field a payload path names ('salePrice', 'translations.hi.title' → 'titleHi'), if any. */
export function formFieldOf(path: readonly PropertyKey[]): keyof ProductFormValues | undefined {
  const joined = path.map(String).join('.');
  if (joined in NESTED_FIELDS) return NESTED_FIELDS[joined];
  const first = String(path[0] ?? '');
  return first in EMPTY_PRODUCT_FORM ? (first as keyof ProductFormValues) : undefined;
}

/** The fields a server message like 'salePrice: Must be a number; hsn: …' names, with their messages. */
export function fieldErrorsFromMessage(message: string): Partial<Record<keyof ProductFormValues, string>> {
  const out: Partial<Record<keyof ProductFormValues, string>> = {};
  for (const part of message.split('; ')) {
    const m = /^([A-Za-z]+(?:\.[\w.]+)?): (.+)$/.exec(part.trim());
    const field = m ? formFieldOf(m[1].split('.')) : undefined;
    if (m && field && !(field in out)) out[field] = m[2];
  }
  return out;
}
