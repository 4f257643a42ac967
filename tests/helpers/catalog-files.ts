import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { CATALOG_COLUMNS, type CatalogColumn } from '../../common/contracts/catalog-io';

/** A multipart/form-data body with one file part (the catalog import's field is `file`). */
export function multipartFile(bytes: Buffer, filename: string, field = 'file', contentType = 'text/csv') {
  const boundary = `----catalogtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type CatalogRow = Partial<Record<CatalogColumn, string>>;

/** A valid new product's cells (category Wires & Cables / House Wire, brand Voltline, gallery image test.webp). */
export const newRow = (overrides: CatalogRow = {}): CatalogRow => ({
  id: '',
  title: 'PVC wire 1.5 sq mm',
  description: 'A 90 m coil',
  category: 'Wires & Cables',
  subcategory: 'House Wire',
  brand: 'Voltline',
  hsn: '8544',
  salePrice: '118.00',
  cgstPercent: '9',
  sgstPercent: '9',
  totalStock: '50',
  minEstimatePrice: '0.00',
  maxEstimatePrice: '0.00',
  image: 'img-catalog-test.webp',
  images: '',
  fragile: 'no',
  ...overrides,
});

/** A CSV file (UTF-8 with a BOM, as the export writes) with the header and these rows. */
export function csvFile(rows: CatalogRow[], header: readonly string[] = CATALOG_COLUMNS): Buffer {
  const records = [[...header], ...rows.map((r) => CATALOG_COLUMNS.map((c) => r[c] ?? ''))];
  return Buffer.from(`\uFEFF${stringify(records)}`, 'utf8');
}

/** A workbook with the header and these rows on its first sheet. */
export async function xlsxFile(rows: CatalogRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Products');
  sheet.addRow([...CATALOG_COLUMNS]);
  for (const r of rows) sheet.addRow(CATALOG_COLUMNS.map((c) => r[c] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
