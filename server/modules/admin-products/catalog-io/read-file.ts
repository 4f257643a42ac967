import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CATALOG_CELL_MAX_CHARS,
  CATALOG_FILE_MAX_BYTES,
  CATALOG_MAX_CELLS_PER_ROW,
  type CatalogFormat,
} from '../../../../common/contracts/catalog-io';
import { ValidationError } from '../../../lib/errors';
import { uploadReadError } from '../../../lib/uploads';
import { FILE_MESSAGES } from './file-messages';
import type { SheetRow } from './sheet-row';

export type { SheetRow } from './sheet-row';

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

/**
 * The CSV text passed through unchanged, refused as soon as a row has more than CATALOG_MAX_CELLS_PER_ROW cells
 * or a cell more than CATALOG_CELL_MAX_CHARS characters: csv-parse holds a whole record before it gives it,
 * and 10 MB of commas is one record of ten million cells. Follows the quotes as csv-parse reads them (a
 * doubled quote inside quotes is one quote; line breaks inside quotes belong to the cell).
 */
async function* csvShape(text: AsyncIterable<string>): AsyncGenerator<string> {
  const START = 0; // a cell's first character
  const PLAIN = 1; // in a cell without quotes
  const QUOTED = 2; // inside quotes
  const QUOTE = 3; // a quote inside quotes: the end of them, or the first of a doubled quote
  let state = START;
  let row = 1;
  let cells = 1;
  let chars = 0;
  let afterCR = false;
  for await (const chunk of text) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (state === QUOTE) {
        if (c === 0x22) {
          state = QUOTED;
          chars++;
          continue;
        }
        state = PLAIN;
      }
      if (state === QUOTED) {
        if (c === 0x22) state = QUOTE;
        else chars++;
      } else if (c === 0x2c) {
        cells++;
        chars = 0;
        state = START;
        if (cells > CATALOG_MAX_CELLS_PER_ROW) throw new ValidationError(FILE_MESSAGES.tooManyCells(row));
      } else if (c === 0x0a || c === 0x0d) {
        // CRLF, LF or CR alone ends a row (csv-parse takes whichever the file uses).
        if (!(c === 0x0a && afterCR)) row++;
        cells = 1;
        chars = 0;
        state = START;
      } else if (c === 0x22 && state === START) {
        state = QUOTED;
      } else {
        chars++;
        state = PLAIN;
      }
      afterCR = c === 0x0d;
      if (chars > CATALOG_CELL_MAX_CHARS) throw new ValidationError(FILE_MESSAGES.cellTooLong(row, cells));
    }
    yield chunk;
  }
}

async function* csvRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  const { parse } = await import('csv-parse');
  const parser = parse({ relax_column_count: true, relax_quotes: false });
  const feeding = pipeline(Readable.from(csvShape(utf8Text(chunks))), parser);
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

/** A workbook: held (it is at most the upload's limit), then read part by part (./xlsx-reader.ts). */
async function* workbookRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  const held: Buffer[] = [];
  for await (const chunk of chunks) held.push(chunk);
  const { xlsxRows } = await import('./xlsx-reader');
  yield* xlsxRows(Buffer.concat(held));
}

/**
 * The rows of an uploaded catalog file: CSV (UTF-8, parsed by csv-parse as it arrives) or a workbook (.xlsx,
 * its first sheet: ./xlsx-reader.ts). Neither holds more than the upload's limit of the file in memory, nor
 * anything on disk; both bound what a row and a cell may hold, and a workbook what it may unpack to
 * (decision 025). Both readers are loaded with the first file (decision 024, memory at rest).
 */
export async function readSheet(
  source: AsyncIterable<Buffer>,
  filename: string,
  truncated: () => boolean = () => false,
): Promise<{ format: CatalogFormat; rows: AsyncGenerator<SheetRow> }> {
  const { format, chunks } = await sniff(limited(source, truncated), filename);
  return { format, rows: format === 'xlsx' ? workbookRows(chunks) : csvRows(chunks) };
}
