import { PassThrough, Readable } from 'node:stream';
import {
  CATALOG_COLUMNS,
  CATALOG_COLUMN_LABELS,
  type CatalogFormat,
} from '../../../../common/contracts/catalog-io';
import type { Db } from '../../../db/client';
import { galleryUrlsIn } from '../../images';
import type { ProductFilter, ProductRow } from '../admin-products.repository';
import { pageMarkOf, productBatch, type PageMark } from './catalog-io.repository';
import { csvRecord, fileNameOf, MONEY_COLUMNS, productCells, xlsxRecord, type CatalogCells } from './columns';

/** How many products one query reads. */
export const EXPORT_BATCH = 500;

/** Today in India as YYYY-MM-DD (the file's name). */
const todayInIndia = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The filtered products as file cells, batch by batch (keyset paging, by category then title). */
async function* catalogCells(db: Db, filter: ProductFilter): AsyncGenerator<CatalogCells> {
  let mark: PageMark | null = null;
  for (;;) {
    const batch: ProductRow[] = await productBatch(db, filter, mark, EXPORT_BATCH);
    if (batch.length === 0) return;
    const urls = batch.flatMap((p) => [p.image, ...p.images]).filter(Boolean);
    const inGallery = await galleryUrlsIn(db, urls);
    const imageName = (url: string) => (inGallery.has(url) ? fileNameOf(url) : url);
    for (const p of batch) yield productCells(p, imageName);
    const last = batch[batch.length - 1];
    mark = pageMarkOf(last);
    if (batch.length < EXPORT_BATCH) return;
  }
}

async function* csvRecords(db: Db, filter: ProductFilter): AsyncGenerator<string[]> {
  yield [...CATALOG_COLUMNS];
  for await (const cells of catalogCells(db, filter)) yield csvRecord(cells);
}

async function csvStream(db: Db, filter: ProductFilter): Promise<Readable> {
  const { stringify } = await import('csv-stringify');
  // A UTF-8 byte order mark first, so Excel reads ₹ and other non-ASCII text as UTF-8.
  const out = stringify({ bom: true, record_delimiter: 'windows' });
  const source = Readable.from(csvRecords(db, filter));
  source.on('error', (err) => out.destroy(err));
  return source.pipe(out);
}

async function xlsxStream(db: Db, filter: ProductFilter): Promise<Readable> {
  const { default: excel } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Products');
  sheet.columns = CATALOG_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width:
      c === 'description'
        ? 50
        : c === 'id'
          ? 38
          : c === 'title'
            ? 36
            : Math.max(10, CATALOG_COLUMN_LABELS[c].length + 4),
    ...(MONEY_COLUMNS.has(c) ? { style: { numFmt: '0.00' } } : {}),
  }));
  void (async () => {
    for await (const cells of catalogCells(db, filter)) sheet.addRow(xlsxRecord(cells)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/**
 * The catalog (or the listing's filtered part) as a file, streamed: CSV with a UTF-8 BOM, or a workbook
 * written by ExcelJS's streaming writer. The products are read in batches, never all at once. The writers
 * are loaded with the first export (as the readers: ./read-file.ts).
 */
export async function exportCatalog(
  db: Db,
  filter: ProductFilter,
  format: CatalogFormat,
): Promise<{ filename: string; contentType: string; stream: Readable }> {
  const filename = `products-${todayInIndia()}.${format}`;
  return format === 'xlsx'
    ? {
        filename,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: await xlsxStream(db, filter),
      }
    : { filename, contentType: 'text/csv; charset=utf-8', stream: await csvStream(db, filter) };
}
