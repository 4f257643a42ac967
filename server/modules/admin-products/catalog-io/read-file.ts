import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { CATALOG_FILE_MAX_BYTES, type CatalogFormat } from '../../../../common/contracts/catalog-io';
import { ValidationError } from '../../../lib/errors';
import { uploadReadError } from '../../../lib/uploads';

/** One row of the file as text cells; `row` is the spreadsheet's row number (the header is row 1). */
export interface SheetRow {
  row: number;
  cells: string[];
}

export const FILE_MESSAGES = {
  tooLarge: `The file is larger than ${CATALOG_FILE_MAX_BYTES / 1024 / 1024} MB`,
  notUtf8:
    'The file is not UTF-8 text. In Excel choose "Save as" → "CSV UTF-8 (Comma delimited)", or export the list from the shop again.',
  notXlsx: 'The file is not a readable Excel workbook (.xlsx). Save it again as .xlsx or as CSV UTF-8.',
  oldXls: 'Old Excel files (.xls) cannot be read: save it as .xlsx or as CSV UTF-8.',
  wrongType: 'Choose a .csv or .xlsx file',
  empty: 'The file is empty',
} as const;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The file's chunks, refused once it passes the size limit. `truncated` reads the multipart stream's flag
 * (set when its own limit of CATALOG_FILE_MAX_BYTES stops it); the count stops a stream that has no limit.
 */
async function* limited(source: AsyncIterable<Buffer>, truncated: () => boolean): AsyncGenerator<Buffer> {
  let bytes = 0;
  const it = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await it.next();
      } catch (err) {
        // The upload itself failed (a body cut before its end): the owner's words, not the parser's.
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ValidationError(FILE_MESSAGES.tooLarge);
        throw uploadReadError(err);
      }
      if (next.done) break;
      bytes += next.value.length;
      if (bytes > CATALOG_FILE_MAX_BYTES || truncated()) throw new ValidationError(FILE_MESSAGES.tooLarge);
      yield next.value;
    }
  } finally {
    await it.return?.();
  }
  if (truncated()) throw new ValidationError(FILE_MESSAGES.tooLarge);
}

/**
 * Which kind of file it is: a workbook by its content (a zip), else CSV when its name says .csv (or has no
 * known extension of another kind). Answers the kind and the stream with the peeked bytes put back.
 */
async function sniff(
  source: AsyncIterable<Buffer>,
  filename: string,
): Promise<{ format: CatalogFormat; chunks: AsyncIterable<Buffer> }> {
  const it = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < ZIP_MAGIC.length) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw new ValidationError(FILE_MESSAGES.empty);
  const name = filename.toLowerCase();
  const isZip = first.subarray(0, 4).equals(ZIP_MAGIC);
  let format: CatalogFormat;
  if (isZip) format = 'xlsx';
  else if (name.endsWith('.xlsx')) throw new ValidationError(FILE_MESSAGES.notXlsx);
  else if (name.endsWith('.xls')) throw new ValidationError(FILE_MESSAGES.oldXls);
  else if (/\.(csv|txt)$/.test(name) || !/\.[a-z0-9]{1,5}$/.test(name)) format = 'csv';
  else throw new ValidationError(FILE_MESSAGES.wrongType);
  async function* chunks() {
    yield first;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { format, chunks: chunks() };
}

/** UTF-8 text from bytes, refusing any invalid sequence (a file saved as Windows-1252 or UTF-16); the BOM is dropped. */
async function* utf8Text(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (err) {
    if (err instanceof TypeError) throw new ValidationError(FILE_MESSAGES.notUtf8);
    throw err;
  }
}

async function* csvRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  const { parse } = await import('csv-parse');
  const parser = parse({ relax_column_count: true, relax_quotes: false, max_record_size: 64 * 1024 });
  const feeding = pipeline(Readable.from(utf8Text(chunks)), parser);
  // The loop below sees any failure (the parser is destroyed with it); this keeps it from going unhandled.
  feeding.catch(() => undefined);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, cells: record };
    }
    await feeding;
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new ValidationError(`The CSV file could not be read after row ${row}: ${message}`);
  } finally {
    parser.destroy();
  }
}

/** A workbook cell as text: numbers as JavaScript writes them, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return result === undefined || result === null || typeof result === 'object'
      ? ''
      : cellText(result as ExcelJS.CellValue);
  }
  if ('text' in value)
    return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

async function* xlsxRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(chunks), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let sheet = 0;
  try {
    for await (const worksheet of reader) {
      sheet++;
      for await (const row of worksheet) {
        // Only the first sheet is the catalog; the others are read through and ignored.
        if (sheet > 1) continue;
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
        yield { row: row.number, cells };
      }
    }
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw new ValidationError(FILE_MESSAGES.notXlsx);
  }
}

/**
 * The rows of an uploaded catalog file, streamed: CSV (UTF-8, parsed by csv-parse) or a workbook (.xlsx, its
 * first sheet, read by ExcelJS's streaming reader). Neither holds the whole file in memory. Both readers are
 * loaded with the first file (ExcelJS and its zip libraries are 2 MB of modules a shop rarely needs: decision
 * 024, memory at rest).
 */
export async function readSheet(
  source: AsyncIterable<Buffer>,
  filename: string,
  truncated: () => boolean = () => false,
): Promise<{ format: CatalogFormat; rows: AsyncGenerator<SheetRow> }> {
  const { format, chunks } = await sniff(limited(source, truncated), filename);
  return { format, rows: format === 'xlsx' ? xlsxRows(chunks) : csvRows(chunks) };
}
