import { z } from 'zod';
import { CategoryBody, formNumber, productFields, SubcategoryBody } from '../../../../common/contracts/admin';
import { mergeTranslations, type ProductText } from '../../../../common/translations';
import {
  CATALOG_COLUMNS,
  CATALOG_OPTIONAL_COLUMNS,
  CATALOG_MAX_ROWS,
  REPORT_LIST_LIMIT,
  type CatalogColumn,
  type FieldChange,
  type ImportReport,
  type RowError,
} from '../../../../common/contracts/catalog-io';
import { basePriceFromSale, resolveRates, toPaise } from '../../../../common/money';
import type { Db, DbOrTx } from '../../../db/client';
import {
  AppError,
  ConflictError,
  isCheckViolation,
  isUniqueViolation,
  ValidationError,
} from '../../../lib/errors';
import type { Storage } from '../../../storage/storage';
import { createTaxonomy, listAll } from '../../categories';
import {
  fetchRemoteImage,
  galleryUrlsByName,
  galleryUrlsIn,
  imageUrlProblem,
  RemoteImageError,
  uploadImage,
} from '../../images';
import { getSettings } from '../../settings';
import type { NewProductRow, ProductRow } from '../admin-products.repository';
import {
  insertProducts,
  productsByIds,
  updateImportedProducts,
  type ImportedValues,
} from './catalog-io.repository';
import {
  fileNameOf,
  isUrlCell,
  productCells,
  readFlag,
  splitImages,
  unescapeCell,
  type CatalogCells,
} from './columns';
import type { SheetRow } from './read-file';

/** How many products one query compares or writes. */
export const IMPORT_BATCH = 500;

/**
 * The rules of the product form (common/contracts/admin.ts productFields) for the file's columns, numbers read
 * from the cells' text. Images are checked apart (a gallery name or an address), and empty CGST/SGST cells take
 * the shop's rates, as the form.
 */
const RowSchema = z.strictObject({
  title: productFields.title,
  description: productFields.description,
  category: productFields.category,
  subcategory: productFields.subcategory,
  brand: productFields.brand,
  hsn: productFields.hsn,
  salePrice: formNumber(productFields.salePrice),
  cgstPercent: formNumber(productFields.cgstPercent).optional(),
  sgstPercent: formNumber(productFields.sgstPercent).optional(),
  totalStock: formNumber(productFields.totalStock),
  minEstimatePrice: formNumber(productFields.minEstimatePrice),
  maxEstimatePrice: formNumber(productFields.maxEstimatePrice),
  fragile: productFields.fragile,
  translations: productFields.translations,
});
/** Where a translation's problem is in the file. */
const TRANSLATION_COLUMNS: Record<string, CatalogColumn> = {
  title: 'title_hi',
  description: 'description_hi',
};
const MAX_EXTRA_IMAGES = 20;
const REQUIRED: CatalogColumn[] = [
  'title',
  'description',
  'category',
  'subcategory',
  'salePrice',
  'totalStock',
  'image',
];
const UUID = z.uuid();

/** The values of one row, checked; images still as the file names them. */
interface RowValues {
  title: string;
  description: string;
  category: string;
  subcategory: string;
  brand: string;
  hsn: string;
  salePricePaise: number;
  cgstPercent: number;
  sgstPercent: number;
  totalStock: number;
  minEstimatePricePaise: number;
  maxEstimatePricePaise: number;
  fragile: boolean;
  /** The Hindi cells ('' clears one), or undefined when the file has no Hindi columns (the stored ones stay). */
  hindi: ProductText | undefined;
}

interface RowRecord {
  row: number;
  id: string | null;
  v: RowValues;
  image: string;
  images: string[];
}

interface Missing {
  categories: Map<string, string>;
  subcategories: Map<string, { category: string; name: string }>;
  brands: Map<string, string>;
}

/** The errors of the file: all counted by row, the first REPORT_LIST_LIMIT listed. */
class Errors {
  readonly list: RowError[] = [];
  readonly rows = new Set<number>();
  add(row: number, column: CatalogColumn | null, message: string) {
    this.rows.add(row);
    if (this.list.length < REPORT_LIST_LIMIT) this.list.push({ row, column, message });
  }
  has(row: number) {
    return this.rows.has(row);
  }
}

export interface ImportOptions {
  dryRun: boolean;
  createMissing: boolean;
  format: 'csv' | 'xlsx';
  /** Where fetched images are stored (the real run). */
  storage: Storage;
  /** Tests only: how an image address is fetched. */
  fetchImage?: (url: string) => Promise<Buffer>;
}

const lower = (s: string) => s.toLowerCase();

/**
 * The header row, checked exactly: the same names in the same order, the optional last columns (the Hindi
 * title and description) all there or all left out. Answers the file's columns.
 */
function checkHeader(cells: string[]): readonly CatalogColumn[] {
  const got = cells.map((c, i) => (i === 0 ? c.replace(/^\uFEFF/, '') : c).trim());
  const older = CATALOG_COLUMNS.filter((c) => !CATALOG_OPTIONAL_COLUMNS.includes(c));
  const columns = got.some((c) => CATALOG_OPTIONAL_COLUMNS.includes(c as CatalogColumn))
    ? CATALOG_COLUMNS
    : older;
  while (got.length > columns.length && got[got.length - 1] === '') got.pop();
  const expected = `The header row must be: ${CATALOG_COLUMNS.join(', ')}.`;
  for (let i = 0; i < Math.max(got.length, columns.length); i++) {
    const want = columns[i];
    const have = got[i];
    if (want === undefined)
      throw new ValidationError(`${expected} Column ${i + 1} "${have}" is not one of them.`);
    if (have === undefined || have === '')
      throw new ValidationError(`${expected} Column ${i + 1} "${want}" is missing.`);
    if (have !== want)
      throw new ValidationError(`${expected} Column ${i + 1} is "${have}" instead of "${want}".`);
  }
  return columns;
}

/** A zod issue in the owner's words: "120 is over 100" for a number out of range, else the rule's message. */
function issueText(issue: z.core.$ZodIssue, cell: string): string {
  if (
    (issue.code === 'too_big' || issue.code === 'too_small') &&
    (issue.origin === 'number' || issue.origin === 'int')
  ) {
    const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
    return `${cell.trim()} is ${issue.code === 'too_big' ? 'over' : 'under'} ${String(limit)}`;
  }
  return issue.message;
}

type Taxonomy = {
  categories: Map<string, { name: string; subs: Map<string, string> }>;
  brands: Map<string, string>;
};

async function loadTaxonomy(db: DbOrTx): Promise<Taxonomy> {
  const all = await listAll(db);
  const categories = new Map<string, { name: string; subs: Map<string, string> }>();
  const brands = new Map<string, string>();
  for (const c of all) {
    if (c.kind === 'brand') brands.set(lower(c.name), c.name);
    else
      categories.set(lower(c.name), {
        name: c.name,
        subs: new Map(c.subcategories.map((s) => [lower(s.name), s.name])),
      });
  }
  return { categories, brands };
}

const MISSING_HINT = 'tick "Create the missing categories and brands" to add it';

/** The category, subcategory and brand by their stored names; names the shop lacks are noted as missing. */
function resolveTaxonomy(
  r: { row: number; category: string; subcategory: string; brand: string },
  taxonomy: Taxonomy,
  missing: Missing,
  createMissing: boolean,
  errors: Errors,
): { category: string; subcategory: string; brand: string } {
  let category =
    taxonomy.categories.get(lower(r.category))?.name ?? missing.categories.get(lower(r.category));
  if (!category) {
    const checked = CategoryBody.shape.name.safeParse(r.category);
    if (!checked.success) errors.add(r.row, 'category', checked.error.issues[0].message);
    else {
      category = r.category;
      missing.categories.set(lower(category), category);
    }
  }
  if (category && !taxonomy.categories.has(lower(category)) && !createMissing)
    errors.add(r.row, 'category', `The shop has no category "${category}": ${MISSING_HINT}`);

  let subcategory = category
    ? taxonomy.categories.get(lower(category))?.subs.get(lower(r.subcategory))
    : undefined;
  if (category && !subcategory) {
    const key = `${lower(category)}\u0000${lower(r.subcategory)}`;
    subcategory = missing.subcategories.get(key)?.name;
    if (!subcategory) {
      const checked = SubcategoryBody.shape.name.safeParse(r.subcategory);
      if (!checked.success) errors.add(r.row, 'subcategory', checked.error.issues[0].message);
      else {
        subcategory = r.subcategory;
        missing.subcategories.set(key, { category, name: subcategory });
      }
    }
    if (subcategory && !createMissing && taxonomy.categories.has(lower(category)))
      errors.add(r.row, 'subcategory', `"${category}" has no subcategory "${subcategory}": ${MISSING_HINT}`);
  }

  let brand = '';
  if (r.brand) {
    brand = taxonomy.brands.get(lower(r.brand)) ?? missing.brands.get(lower(r.brand)) ?? '';
    if (!brand) {
      const checked = CategoryBody.shape.name.safeParse(r.brand);
      if (!checked.success) errors.add(r.row, 'brand', checked.error.issues[0].message);
      else {
        brand = r.brand;
        missing.brands.set(lower(brand), brand);
      }
    }
    if (brand && !taxonomy.brands.has(lower(brand)) && !createMissing)
      errors.add(r.row, 'brand', `The shop has no brand "${brand}": ${MISSING_HINT}`);
  }
  return { category: category ?? r.category, subcategory: subcategory ?? r.subcategory, brand };
}

/** Reads the rows as they stream in, checks each with the form's rules and keeps a compact record of it. */
async function readRecords(
  rows: AsyncGenerator<SheetRow>,
  format: 'csv' | 'xlsx',
  taxonomy: Taxonomy,
  rates: { cgstPercent: unknown; sgstPercent: unknown },
  createMissing: boolean,
  errors: Errors,
  missing: Missing,
): Promise<{ records: RowRecord[]; count: number }> {
  const records: RowRecord[] = [];
  const seenIds = new Map<string, number>();
  let header = true;
  let count = 0;
  let columns: readonly CatalogColumn[] = CATALOG_COLUMNS;
  for await (const sheetRow of rows) {
    if (header) {
      columns = checkHeader(sheetRow.cells);
      header = false;
      continue;
    }
    const hasHindi = columns.length === CATALOG_COLUMNS.length;
    const raw = format === 'csv' ? sheetRow.cells.map(unescapeCell) : sheetRow.cells;
    if (raw.every((c) => c.trim() === '')) continue;
    count++;
    if (count > CATALOG_MAX_ROWS) {
      throw new ValidationError(
        `The file has more than ${CATALOG_MAX_ROWS.toLocaleString('en-IN')} rows: split it into files of at most ${CATALOG_MAX_ROWS.toLocaleString('en-IN')} rows`,
      );
    }
    const row = sheetRow.row;
    if (raw.slice(columns.length).some((c) => c.trim() !== '')) {
      errors.add(row, null, `The row has more cells than the ${columns.length} columns`);
      continue;
    }
    const cells = Object.fromEntries(CATALOG_COLUMNS.map((c, i) => [c, raw[i] ?? ''])) as CatalogCells;

    let id: string | null = cells.id.trim() || null;
    if (id) {
      id = id.toLowerCase();
      if (!UUID.safeParse(id).success)
        errors.add(row, 'id', 'is not the id of a product (leave it empty to add a new product)');
      else if (seenIds.has(id)) errors.add(row, 'id', `The same id is also on row ${seenIds.get(id)}`);
      else seenIds.set(id, row);
    }
    for (const c of REQUIRED) if (cells[c].trim() === '') errors.add(row, c, 'is required');

    const fragile = readFlag(cells.fragile);
    if (fragile === undefined) errors.add(row, 'fragile', `"${cells.fragile}" must be yes or no`);
    const parsed = RowSchema.safeParse({
      title: cells.title,
      description: cells.description,
      category: cells.category,
      subcategory: cells.subcategory,
      brand: cells.brand,
      hsn: cells.hsn,
      salePrice: cells.salePrice,
      cgstPercent: cells.cgstPercent.trim() === '' ? undefined : cells.cgstPercent,
      sgstPercent: cells.sgstPercent.trim() === '' ? undefined : cells.sgstPercent,
      totalStock: cells.totalStock,
      minEstimatePrice: cells.minEstimatePrice.trim() === '' ? '0' : cells.minEstimatePrice,
      maxEstimatePrice: cells.maxEstimatePrice.trim() === '' ? '0' : cells.maxEstimatePrice,
      fragile: fragile ?? false,
      translations: { hi: { title: cells.title_hi, description: cells.description_hi } },
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column =
          issue.path[0] === 'translations'
            ? TRANSLATION_COLUMNS[String(issue.path[2])]
            : (issue.path[0] as CatalogColumn);
        // An empty required cell is already named "is required".
        if (REQUIRED.includes(column) && cells[column].trim() === '') continue;
        errors.add(row, column, issueText(issue, cells[column] ?? ''));
      }
    }
    const images = splitImages(cells.images);
    if (images.length > MAX_EXTRA_IMAGES)
      errors.add(row, 'images', `At most ${MAX_EXTRA_IMAGES} extra images`);
    if (!parsed.success) continue;
    const p = parsed.data;
    const minPaise = toPaise(p.minEstimatePrice);
    const maxPaise = toPaise(p.maxEstimatePrice);
    if (minPaise > maxPaise)
      errors.add(row, 'minEstimatePrice', 'Min estimate price must not be more than max estimate price');
    const names = resolveTaxonomy(
      { row, category: p.category, subcategory: p.subcategory, brand: p.brand },
      taxonomy,
      missing,
      createMissing,
      errors,
    );
    const { cgstPercent, sgstPercent } = resolveRates(p, rates);
    if (errors.has(row)) continue;
    records.push({
      row,
      id,
      v: {
        title: p.title,
        description: p.description,
        ...names,
        hsn: p.hsn,
        salePricePaise: toPaise(p.salePrice),
        cgstPercent,
        sgstPercent,
        totalStock: p.totalStock,
        minEstimatePricePaise: minPaise,
        maxEstimatePricePaise: maxPaise,
        fragile: p.fragile,
        hindi: hasHindi
          ? { title: p.translations.hi?.title, description: p.translations.hi?.description }
          : undefined,
      },
      image: cells.image.trim(),
      images,
    });
  }
  if (header)
    throw new ValidationError(
      `The file is empty: its first row must be the header: ${CATALOG_COLUMNS.join(', ')}`,
    );
  return { records, count };
}

/** What a row will write: a new product, or a product's changed columns. */
type Planned =
  | { kind: 'create'; row: number; values: NewProductRow; fetch: string[] }
  | { kind: 'update'; row: number; values: ImportedValues; updatedAt: number; fetch: string[] };

function emptyReport(dryRun: boolean): ImportReport {
  return {
    dryRun,
    written: false,
    rows: 0,
    counts: { created: 0, changed: 0, unchanged: 0, errors: 0 },
    created: [],
    changed: [],
    errors: [],
    missing: { categories: [], subcategories: [], brands: [] },
  };
}

/**
 * The catalog import: the file's rows checked as the product form checks them, compared with the
 * stored products, and on the real run written in one transaction, or nothing when any row has an error.
 * The file streams in and is kept only as compact checked rows; the products are compared and written in
 * batches. A row that sets the stock writes it (as the product form does): the preview shows it as a change.
 */
export async function importCatalog(
  db: Db,
  rows: AsyncGenerator<SheetRow>,
  opts: ImportOptions,
): Promise<ImportReport> {
  const report = emptyReport(opts.dryRun);
  const errors = new Errors();
  const missing: Missing = { categories: new Map(), subcategories: new Map(), brands: new Map() };
  const taxonomy = await loadTaxonomy(db);
  const settings = await getSettings(db);
  const { records, count } = await readRecords(
    rows,
    opts.format,
    taxonomy,
    settings,
    opts.createMissing,
    errors,
    missing,
  );
  report.rows = count;
  report.missing = {
    categories: [...missing.categories.values()],
    subcategories: [...missing.subcategories.values()],
    brands: [...missing.brands.values()],
  };

  // Images: gallery names and known addresses, looked up in batches.
  const names: string[] = [];
  const urls: string[] = [];
  for (const r of records)
    for (const cell of [r.image, ...r.images]) (isUrlCell(cell) ? urls : names).push(cell);
  const byName = await galleryUrlsByName(db, names);
  const galleryUrls = await galleryUrlsIn(db, urls);
  for (const url of byName.values()) galleryUrls.add(url);
  const imageName = (url: string) => (galleryUrls.has(url) ? fileNameOf(url) : url);

  /** The URL a cell stands for, or null after noting the error; addresses to fetch are added to `fetch`. */
  const resolveImage = (
    r: RowRecord,
    column: 'image' | 'images',
    cell: string,
    stored: Set<string>,
    fetch: string[],
  ) => {
    if (!isUrlCell(cell)) {
      const url = byName.get(cell);
      if (!url) errors.add(r.row, column, `The gallery has no image named "${cell}"`);
      return url ?? null;
    }
    if (galleryUrls.has(cell) || stored.has(cell) || opts.storage.keyFromUrl(cell) !== null) return cell;
    const problem = imageUrlProblem(cell);
    if (problem) {
      errors.add(r.row, column, `The image address ${problem}`);
      return null;
    }
    fetch.push(cell);
    return cell;
  };

  const plan: Planned[] = [];
  const plannedRow = (r: RowRecord, stored: ProductRow | null) => {
    const storedUrls = new Set(stored ? [stored.image, ...stored.images] : []);
    const fetch: string[] = [];
    const image = resolveImage(r, 'image', r.image, storedUrls, fetch);
    const images = r.images.map((cell) => resolveImage(r, 'images', cell, storedUrls, fetch));
    if (errors.has(r.row) || image === null || images.some((u) => u === null)) return;
    const { hindi, ...v } = r.v;
    const values = {
      ...v,
      // A file without the Hindi columns keeps the stored texts; with them, an empty cell clears one.
      translations: hindi
        ? mergeTranslations(stored?.translations, { hi: hindi })
        : (stored?.translations ?? {}),
      pricePaise: basePriceFromSale(r.v.salePricePaise, r.v.cgstPercent, r.v.sgstPercent),
      image,
      images: images as string[],
    };
    if (!stored) {
      report.counts.created++;
      if (report.created.length < REPORT_LIST_LIMIT) report.created.push({ row: r.row, title: r.v.title });
      plan.push({ kind: 'create', row: r.row, values, fetch });
      return;
    }
    const before = productCells(stored, imageName);
    const after = productCells({ ...stored, ...values }, imageName);
    const changes: FieldChange[] = CATALOG_COLUMNS.filter((c) => before[c] !== after[c]).map((c) => ({
      column: c,
      from: before[c],
      to: after[c],
    }));
    if (changes.length === 0) {
      report.counts.unchanged++;
      return;
    }
    report.counts.changed++;
    if (report.changed.length < REPORT_LIST_LIMIT)
      report.changed.push({ row: r.row, id: stored.id, title: r.v.title, changes });
    plan.push({
      kind: 'update',
      row: r.row,
      values: { ...values, id: stored.id },
      updatedAt: stored.updatedAt.getTime(),
      fetch,
    });
  };

  for (let i = 0; i < records.length; i += IMPORT_BATCH) {
    const batch = records.slice(i, i + IMPORT_BATCH);
    const ids = batch.map((r) => r.id).filter((id): id is string => id !== null);
    const stored = new Map((await productsByIds(db, ids)).map((p) => [p.id, p]));
    for (const r of batch) {
      if (r.id === null) plannedRow(r, null);
      else {
        const product = stored.get(r.id);
        if (!product) errors.add(r.row, 'id', 'No product has this id (leave it empty to add a new product)');
        else plannedRow(r, product);
      }
    }
  }

  const finish = () => {
    // Found in several passes (the rows, the images, the stored products): listed by row.
    report.errors = errors.list
      .map((e, i) => ({ e, i }))
      .sort((a, b) => a.e.row - b.e.row || a.i - b.i)
      .map((x) => x.e);
    report.counts.errors = errors.rows.size;
    return report;
  };
  if (opts.dryRun || errors.rows.size > 0 || plan.length === 0) return finish();

  // The real run: images from addresses are fetched and stored before the transaction (never inside it).
  const fetched = await fetchImages(db, plan, errors, opts);
  if (errors.rows.size > 0) return finish();
  for (const p of plan) {
    if (p.fetch.length === 0) continue;
    p.values.image = fetched.get(p.values.image!) ?? p.values.image;
    p.values.images = (p.values.images ?? []).map((u) => fetched.get(u) ?? u);
  }

  try {
    await db.transaction(async (tx) => {
      if (opts.createMissing) await createTaxonomy(tx, report.missing);
      const updates = plan.filter((p): p is Extract<Planned, { kind: 'update' }> => p.kind === 'update');
      for (let i = 0; i < updates.length; i += IMPORT_BATCH) {
        const batch = updates.slice(i, i + IMPORT_BATCH);
        const locked = new Map(
          (
            await productsByIds(
              tx,
              batch.map((p) => p.values.id),
              true,
            )
          ).map((p) => [p.id, p]),
        );
        const moved = batch.find((p) => locked.get(p.values.id)?.updatedAt.getTime() !== p.updatedAt);
        if (moved) {
          throw new ConflictError(
            `The product on row ${moved.row} was changed or deleted while the file was being checked. Nothing was imported: preview the file again.`,
          );
        }
        await updateImportedProducts(
          tx,
          batch.map((p) => p.values),
        );
      }
      const creates = plan.filter((p) => p.kind === 'create').map((p) => p.values as NewProductRow);
      for (let i = 0; i < creates.length; i += IMPORT_BATCH)
        await insertProducts(tx, creates.slice(i, i + IMPORT_BATCH));
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isCheckViolation(err) || isUniqueViolation(err)) {
      const detail = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
      throw new ValidationError(`The database refused a row (${detail}). Nothing was imported.`);
    }
    throw err;
  }
  report.written = true;
  return finish();
}

/** Fetches each address once (a few at a time) and stores it in the gallery: address → the stored URL. */
async function fetchImages(
  db: Db,
  plan: Planned[],
  errors: Errors,
  opts: ImportOptions,
): Promise<Map<string, string>> {
  const rowsOf = new Map<string, { row: number; column: 'image' | 'images' }[]>();
  for (const p of plan)
    for (const url of p.fetch)
      rowsOf.set(url, [
        ...(rowsOf.get(url) ?? []),
        { row: p.row, column: url === p.values.image ? 'image' : 'images' },
      ]);
  const stored = new Map<string, string>();
  const queue = [...rowsOf.keys()];
  const fetchImage = opts.fetchImage ?? ((url: string) => fetchRemoteImage(url));
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const bytes = await fetchImage(url);
        const row = await uploadImage(db, opts.storage, bytes);
        stored.set(url, row.secureUrl);
      } catch (err) {
        const reason =
          err instanceof RemoteImageError
            ? err.message
            : err instanceof AppError
              ? err.message.replace(/\.$/, '').toLowerCase()
              : 'it could not be read';
        for (const r of rowsOf.get(url) ?? [])
          errors.add(r.row, r.column, `The image at ${url} could not be used: ${reason}`);
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return stored;
}
