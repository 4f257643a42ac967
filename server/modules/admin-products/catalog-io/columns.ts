import { CATALOG_COLUMNS, type CatalogColumn } from '../../../../common/contracts/catalog-io';
import type { ProductRow } from '../admin-products.repository';

/**
 * How each column of the catalog file is written and read. Money is rupees with two decimals
 * ('118.00'), rates and stock plain numbers, flags 'yes'/'no', images the gallery file name (the last
 * segment of the image's URL) or, for an image not in the gallery, its full URL; extra images are joined
 * with ' | '. The cells of a product are made by one function, for the export and for the import's
 * comparison alike, so a file exported and imported again compares equal.
 */
export { CATALOG_COLUMNS };
export type CatalogCells = Record<CatalogColumn, string>;

/** What separates the extra images in their one cell. */
export const IMAGES_SEPARATOR = ' | ';
/** The columns holding free text: the ones a spreadsheet could take for a formula. */
export const TEXT_COLUMNS: ReadonlySet<CatalogColumn> = new Set([
  'title',
  'description',
  'category',
  'subcategory',
  'brand',
  'hsn',
  'image',
  'images',
  'title_hi',
  'description_hi',
]);
/** Money columns (rupees with two decimals). */
export const MONEY_COLUMNS: ReadonlySet<CatalogColumn> = new Set([
  'salePrice',
  'minEstimatePrice',
  'maxEstimatePrice',
]);
/** Number columns (written as numbers in a workbook). */
export const NUMBER_COLUMNS: ReadonlySet<CatalogColumn> = new Set([
  'salePrice',
  'cgstPercent',
  'sgstPercent',
  'totalStock',
  'minEstimatePrice',
  'maxEstimatePrice',
]);

/** Paise as the file writes rupees: 11800 → '118.00', 5 → '0.05'. */
export function rupeesText(paise: number): string {
  const p = Math.round(paise);
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A number as the file writes it: 9 → '9', 2.5 → '2.5'. */
export const numberText = (n: number) => String(Number(n));

export const flagText = (b: boolean) => (b ? 'yes' : 'no');

/** 'yes'/'no' (any case; an empty cell is no); undefined for anything else. */
export function readFlag(cell: string): boolean | undefined {
  const v = cell.trim().toLowerCase();
  if (v === 'yes' || v === '') return v === 'yes';
  if (v === 'no') return false;
  return undefined;
}

/** The last segment of a URL's path: the gallery's name for an image ('img-….png'). */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.slice(path.lastIndexOf('/') + 1);
}

/** True when the cell names an image by URL rather than by gallery file name. */
export const isUrlCell = (cell: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(cell);

/** The extra images' cell split into its names or URLs. */
export function splitImages(cell: string): string[] {
  return cell
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * CSV injection (OWASP): a text cell starting with =, +, -, @, a tab, a carriage return or a line feed, or with
 * the full-width ＝ ＋ － ＠ (which some spreadsheet apps normalise to their ASCII forms, and so run), is written
 * with a leading single quote, so a spreadsheet shows it as text instead of running it; a cell that starts with
 * a quote gets one more, so reading strips exactly one and the round trip changes nothing.
 */
const FORMULA_START = /^[=+\-@\t\r\n'\uFF1D\uFF0B\uFF0D\uFF20]/;
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
export function unescapeCell(value: string): string {
  return value.startsWith("'") ? value.slice(1) : value;
}

/** The name of an image in the file: its gallery file name when the gallery has it, else its URL. */
export type ImageNamer = (url: string) => string;

/** A product as the file's cells. */
export function productCells(p: ProductRow, imageName: ImageNamer): CatalogCells {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category,
    subcategory: p.subcategory,
    brand: p.brand,
    hsn: p.hsn,
    salePrice: rupeesText(p.salePricePaise),
    cgstPercent: numberText(Number(p.cgstPercent)),
    sgstPercent: numberText(Number(p.sgstPercent)),
    totalStock: String(p.totalStock),
    minEstimatePrice: rupeesText(p.minEstimatePricePaise),
    maxEstimatePrice: rupeesText(p.maxEstimatePricePaise),
    image: p.image ? imageName(p.image) : '',
    images: p.images.map(imageName).join(IMAGES_SEPARATOR),
    fragile: flagText(p.fragile),
    title_hi: p.translations.hi?.title ?? '',
    description_hi: p.translations.hi?.description ?? '',
  };
}

/** The cells in column order, as a CSV row (text cells escaped against formulas). */
export function csvRecord(cells: CatalogCells): string[] {
  return CATALOG_COLUMNS.map((c) => (TEXT_COLUMNS.has(c) ? escapeCell(cells[c]) : cells[c]));
}

/** The cells in column order, as a workbook row: numbers as numbers, text as text (never a formula). */
export function xlsxRecord(cells: CatalogCells): (string | number)[] {
  return CATALOG_COLUMNS.map((c) => (NUMBER_COLUMNS.has(c) ? Number(cells[c]) : cells[c]));
}
