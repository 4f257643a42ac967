import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { CATALOG_COLUMNS, type CatalogColumn } from '../../common/contracts/catalog-io';
import { deflatedPart, zipFile, type Piece, type ZipOptions, type ZipPart } from './zip-files';

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
  const records = [[...header], ...rows.map((r) => header.map((c) => r[c as CatalogColumn] ?? ''))];
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

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The start and end of a first sheet's XML, and of the shared texts' (for workbookOf). */
export const SHEET_START = `${XML_DECL}<worksheet xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS}"><sheetData>`;
export const SHEET_END = '</sheetData></worksheet>';
export const TEXTS_START = `${XML_DECL}<sst xmlns="${MAIN_NS}">`;
export const TEXTS_END = '</sst>';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A column's letters: 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
/** One cell as XML: inline text, or a number. */
export const inlineCell = (row: number, column: number, text: string) =>
  `<c r="${columnLetters(column)}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
/** A row of inline text cells, as XML (empty cells left out). */
export const inlineRow = (row: number, cells: readonly string[]) =>
  `<row r="${row}">${cells.map((c, i) => (c === '' ? '' : inlineCell(row, i + 1, c))).join('')}</row>`;

const smallParts = (texts: boolean) => ({
  '[Content_Types].xml': `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${texts ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
  '_rels/.rels': `${XML_DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML_DECL}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML_DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>${texts ? `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
});

/**
 * The bytes the import unpacks besides the first sheet and the texts (the relationships and the workbook part
 * that name them): what counts toward the workbook's total beside those two.
 */
export const workbookOverhead = (texts: boolean) =>
  Object.entries(smallParts(texts))
    .filter(([name]) => name !== '[Content_Types].xml')
    .reduce((n, [, text]) => n + Buffer.byteLength(text), 0);

/**
 * A workbook (.xlsx) whose first sheet and shared texts are these pieces, built as a zip without a spreadsheet
 * library, so that a part may unpack to hundreds of MB and the directory may lie. The sheet comes before the
 * texts in the zip, as ExcelJS's own writer puts them.
 */
export function workbookOf(sheet: Piece[], texts?: Piece[], options: ZipOptions = {}): Buffer {
  const parts: ZipPart[] = Object.entries(smallParts(texts !== undefined)).map(([name, text]) =>
    deflatedPart(name, [text]),
  );
  parts.push(deflatedPart('xl/worksheets/sheet1.xml', sheet));
  if (texts) parts.push(deflatedPart('xl/sharedStrings.xml', texts));
  return zipFile(parts, options);
}

const MB = 1024 * 1024;

/** The review's first workbook: its sheet holds 300 MB of blanks after the header row (about 300 kB zipped). */
export const blankRowsWorkbook = (blankBytes = 300 * MB) =>
  workbookOf([SHEET_START, inlineRow(1, CATALOG_COLUMNS), { repeat: ' ', times: blankBytes }, SHEET_END]);

/** The review's second: 250,000 shared texts of 1,000 letters (250 MB unpacked, about 250 kB zipped). */
export const longTextsWorkbook = (count = 250_000, length = 1000) =>
  workbookOf(
    [SHEET_START, inlineRow(1, CATALOG_COLUMNS), '<row r="2"><c r="B2" t="s"><v>0</v></c></row>', SHEET_END],
    [TEXTS_START, { repeat: `<si><t>${'a'.repeat(length)}</t></si>`, times: count }, TEXTS_END],
  );
