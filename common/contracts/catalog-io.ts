import { z } from 'zod';
import { productFilterFields } from './admin';
import { hasTwoDecimals, RupeeAmount, stripControlChars } from './common';

/**
 * Catalog by spreadsheet: export, import with a preview, and bulk price changes.
 *
 * - GET  /api/admin/products/export?format=csv|xlsx&search=&category=  → the file (one row per product).
 * - POST /api/admin/products/import?dryRun=true|false&createMissing=true|false  (multipart, field `file`)
 *   → ImportReport. The dry run writes nothing; the real run writes every valid row in one transaction,
 *   or nothing when any row has an error (then it answers 400 with the same report).
 * - POST /api/admin/products/bulk-price  BulkPriceBody → BulkPriceReport (dryRun: the preview).
 *
 * The columns, in this order, are the file's header row; a file whose header differs is refused (400). The
 * last two, the Hindi title and description (decision 034), may be left out: a file made before them (the first
 * 16 columns) still imports and keeps the products' Hindi texts; with them, an empty cell clears one.
 */
export const CATALOG_COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'subcategory',
  'brand',
  'hsn',
  'salePrice',
  'cgstPercent',
  'sgstPercent',
  'totalStock',
  'minEstimatePrice',
  'maxEstimatePrice',
  'image',
  'images',
  'fragile',
  'title_hi',
  'description_hi',
] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];
/** The columns a file may leave out (a file exported before the shop had them). */
export const CATALOG_OPTIONAL_COLUMNS: readonly CatalogColumn[] = ['title_hi', 'description_hi'];

export const CATALOG_FORMATS = ['csv', 'xlsx'] as const;
export type CatalogFormat = (typeof CATALOG_FORMATS)[number];

/** The largest import file, in bytes; a larger one gets 400 "The file is larger than 10 MB". */
export const CATALOG_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows one import takes. */
export const CATALOG_MAX_ROWS = 20_000;
/**
 * The most cells a row of the file may have: the catalog's 18 columns, with room for the empty cells a
 * spreadsheet writes after them. A row with more is refused before it is held (a 10 MB CSV of commas would be
 * ten million cells).
 */
export const CATALOG_MAX_CELLS_PER_ROW = 64;
/** The most characters a cell may hold: a spreadsheet cell's own limit (Excel's), far above any column's. */
export const CATALOG_CELL_MAX_CHARS = 32_767;
/**
 * What a workbook may unpack to. A .xlsx is a zip: 10 MB of it can hold gigabytes of XML. The parts an import
 * reads (the first sheet, the texts it shares, the small parts that name them) may each unpack to at most
 * CATALOG_XLSX_PART_MAX_BYTES and together to CATALOG_XLSX_TOTAL_MAX_BYTES, checked before they are unpacked.
 * A 20,000-row rate card unpacks to about 20 MB.
 */
export const CATALOG_XLSX_PART_MAX_BYTES = 64 * 1024 * 1024;
export const CATALOG_XLSX_TOTAL_MAX_BYTES = 96 * 1024 * 1024;
/** The most different texts a workbook may share between its cells (20,000 rows × 16 columns is 3,20,000). */
export const CATALOG_XLSX_SHARED_STRINGS_MAX = 400_000;
/** The most characters those texts may hold in all (a 20,000-row rate card's are about 10 million). */
export const CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS = 32_000_000;
/** How many changed and error rows a report lists (the counts are always whole). */
export const REPORT_LIST_LIMIT = 500;

/** The admin listing's search and category, with the same limits. */
const Filter = productFilterFields;

export const ExportQuery = z.object({
  format: z.enum(CATALOG_FORMATS, { message: "format must be 'csv' or 'xlsx'" }).default('csv'),
  ...Filter,
});

const Flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ImportQuery = z.object({
  dryRun: Flag.default(true),
  /** Create the categories, subcategories and brands the file names that do not exist yet. */
  createMissing: Flag.default(false),
});

/** One field that changes: the values as the file writes them (rupees as '118.00', flags as 'yes'/'no'). */
export interface FieldChange {
  column: CatalogColumn;
  from: string;
  to: string;
}

/** A row's problem, named for the owner: "row 214, CGST: 120 is over 100". Rows count from 2 (1 is the header). */
export interface RowError {
  row: number;
  /** The column's name in the file, or null for the whole row (e.g. "no product with this id"). */
  column: CatalogColumn | null;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** True when the rows were written (never for a dry run, never when there are errors). */
  written: boolean;
  rows: number;
  counts: { created: number; changed: number; unchanged: number; errors: number };
  /** New products, by row (the first REPORT_LIST_LIMIT). */
  created: { row: number; title: string }[];
  /** Changed products with each field's old → new value (the first REPORT_LIST_LIMIT). */
  changed: { row: number; id: string; title: string; changes: FieldChange[] }[];
  errors: RowError[];
  /** Names the file uses that the shop does not have; created only with createMissing. */
  missing: { categories: string[]; subcategories: { category: string; name: string }[]; brands: string[] };
}

export const PRICE_ROUNDINGS = ['rupee', 'half'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export const BulkPriceBody = z
  .strictObject({
    filter: z.strictObject({
      ...Filter,
      brand: z
        .string()
        .max(100, 'brand must be at most 100 characters')
        .transform((s) => stripControlChars(s).trim())
        .optional(),
    }),
    /** A rise (+) or cut (−) in percent, e.g. 8 or -5.5; between -90 and 500. */
    percent: z
      .number()
      .min(-90, 'percent must be at least -90')
      .max(500, 'percent must be at most 500')
      .refine(hasTwoDecimals, 'percent may have at most 2 decimals (hundredths of a percent)')
      .optional(),
    /** A rise (+) or cut (−) in rupees per unit of the sale price; between -100000 and 100000, to the paisa. */
    amount: RupeeAmount({ decimals: 'amount may have at most 2 decimals (rupees and paise)' })
      .min(-100_000)
      .max(100_000)
      .optional(),
    /** 'rupee': to the nearest rupee; 'half': to the nearest ₹0.50. */
    rounding: z.enum(PRICE_ROUNDINGS),
    dryRun: z.boolean().default(true),
  })
  .refine((b) => (b.percent === undefined) !== (b.amount === undefined), {
    message: 'Give either percent or amount',
  })
  .refine((b) => b.filter.search || b.filter.category || b.filter.brand, {
    message: 'Choose a category, a brand or a search',
  });
export type BulkPriceInput = z.input<typeof BulkPriceBody>;

export interface BulkPriceReport {
  dryRun: boolean;
  written: boolean;
  /** Products the filter matched, and those whose price moves. */
  matched: number;
  changed: number;
  /** Each moving price, old → new in rupees (the first REPORT_LIST_LIMIT). */
  changes: { id: string; title: string; from: number; to: number }[];
  /** Products a cut would take to ₹0 or below: none is written while there are any. */
  errors: { id: string; title: string; message: string }[];
}

/** Each column as the owner reads it in the preview and in error messages ("row 214, CGST: 120 is over 100"). */
export const CATALOG_COLUMN_LABELS: Record<CatalogColumn, string> = {
  id: 'Id',
  title: 'Title',
  description: 'Description',
  category: 'Category',
  subcategory: 'Subcategory',
  brand: 'Brand',
  hsn: 'HSN',
  salePrice: 'Sale price',
  cgstPercent: 'CGST',
  sgstPercent: 'SGST',
  totalStock: 'Stock',
  minEstimatePrice: 'Min estimate price',
  maxEstimatePrice: 'Max estimate price',
  image: 'Image',
  images: 'More images',
  fragile: 'Fragile',
  title_hi: 'Hindi title',
  description_hi: 'Hindi description',
};

/** A row error as one sentence: "Row 214, CGST: 120 is over 100" (or "Row 9: no product has this id"). */
export function rowErrorText(e: RowError): string {
  return e.column
    ? `Row ${e.row}, ${CATALOG_COLUMN_LABELS[e.column]}: ${e.message}`
    : `Row ${e.row}: ${e.message}`;
}

/**
 * The answers: import and bulk price answer `{ success: true, message, data: report }`; a real run refused
 * because of row errors answers 400 `{ success: false, message, data: report }` (written: false); other
 * refusals (wrong header, not UTF-8, too large, too many rows) are the plain 400 `{ success: false, message }`.
 */
export interface ImportAnswer {
  success: boolean;
  message: string;
  data: ImportReport;
}
export interface BulkPriceAnswer {
  success: boolean;
  message: string;
  data: BulkPriceReport;
}
