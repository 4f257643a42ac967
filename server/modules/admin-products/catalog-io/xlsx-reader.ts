import type { SaxesParser, SaxesTagPlain } from 'saxes';
import {
  CATALOG_CELL_MAX_CHARS,
  CATALOG_MAX_CELLS_PER_ROW,
  CATALOG_XLSX_PART_MAX_BYTES,
  CATALOG_XLSX_SHARED_STRINGS_MAX,
  CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS,
  CATALOG_XLSX_TOTAL_MAX_BYTES,
} from '../../../../common/contracts/catalog-io';
import { ValidationError } from '../../../lib/errors';
import { readZipDirectory, readZipEntry, ZipFormatError, type ZipEntry } from '../../../lib/zip-reader';
import { FILE_MESSAGES } from './file-messages';
import type { SheetRow } from './sheet-row';

/**
 * The rows of a workbook's first sheet (.xlsx), read with bounds on everything it could unpack to.
 *
 * A .xlsx is a zip of XML parts. The workbook is held (at most the upload's 10 MB) because the zip's directory,
 * with each part's size, is at its end. Only the parts the catalog needs are unpacked, in the order they are
 * needed whatever their order in the zip: the relationships and the workbook (which name the first sheet and
 * the shared texts), the shared texts, then the first sheet, streamed row by row. Each part's size is checked
 * against the limits before it is unpacked, and unpacking stops at the size the directory declared, so no part
 * can unpack to more than the limits, nothing is written to disk, and a refusal is immediate.
 *
 * The XML is read with saxes, which buffers a text, a name or an attribute list until it ends: each of those is
 * bounded too (a cell's text by the largest a cell can hold), as is the nesting, so 64 MB of one text node or of
 * nested tags cannot fill the heap either. Dates are read as the numbers Excel stores (no catalog column holds
 * a date); formulas by their last computed value.
 */

/** The most characters saxes may hold of one unfinished text, name, entity or comment: ample for any cell. */
const XML_BUFFER_MAX = 1024 * 1024;
/** No part of a workbook nests deeper than a few levels, nor has many attributes on one tag. */
const XML_DEPTH_MAX = 64;
const XML_ATTRIBUTES_MAX = 256;
/** A workbook's parts name each other in relationships: a few per sheet. */
const RELATIONSHIPS_MAX = 10_000;

const RELATIONSHIP_TYPE = { officeDocument: '/officeDocument', sharedStrings: '/sharedStrings' };

class Refused extends ValidationError {}

/** A part's name as the directory is searched: zip names are case-sensitive, OOXML part names are not. */
const partKey = (name: string) => name.replace(/^\//, '').toLowerCase();

/** A relationship's target, from the folder of the part that names it. */
function resolveTarget(folder: string, target: string): string {
  const path = target.startsWith('/') ? target : `${folder}${target}`;
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '' && segment !== '.') out.push(segment);
  }
  return out.join('/');
}
const folderOf = (part: string) => part.slice(0, part.lastIndexOf('/') + 1);
const relsOf = (part: string) => `${folderOf(part)}_rels/${part.slice(part.lastIndexOf('/') + 1)}.rels`;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * saxes keeps what it has not finished (a text until the next tag, a comment, a name, an entity, the attributes
 * and the open tags) in fields it does not declare: read here, after each chunk, to refuse a part that would
 * make any of them huge. A saxes that renamed them fails the reader's tests, not quietly.
 */
function checkBuffers(parser: SaxesParser) {
  const held = parser as unknown as {
    text: string;
    name: string;
    entity: string;
    piTarget: string;
    attribList: unknown[];
    tags: unknown[];
  };
  if (
    held.text.length > XML_BUFFER_MAX ||
    held.name.length > XML_BUFFER_MAX ||
    held.entity.length > XML_BUFFER_MAX ||
    held.piTarget.length > XML_BUFFER_MAX ||
    held.attribList.length > XML_ATTRIBUTES_MAX ||
    held.tags.length > XML_DEPTH_MAX
  ) {
    throw new Refused(FILE_MESSAGES.xmlTooLarge);
  }
}

/** The text of a part's bytes: UTF-8, or UTF-16 when it starts with that byte order mark. */
function decoderFor(first: Buffer): TextDecoder {
  if (first[0] === 0xff && first[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true });
  if (first[0] === 0xfe && first[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true });
  return new TextDecoder('utf-8', { fatal: true });
}

type Handlers<T> = (parser: SaxesParser, out: T[]) => void;

/** A part's XML parsed as it is unpacked: after each chunk, what the handlers gathered from it. */
async function* parsePart<T>(zip: Buffer, entry: ZipEntry, setup: Handlers<T>): AsyncGenerator<T[]> {
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser({ position: false });
  const out: T[] = [];
  setup(parser, out);
  let decoder: TextDecoder | undefined;
  for await (const chunk of readZipEntry(zip, entry)) {
    decoder ??= decoderFor(chunk);
    parser.write(decoder.decode(chunk, { stream: true }));
    checkBuffers(parser);
    if (out.length > 0) yield out.splice(0);
  }
  parser.write(decoder?.decode() ?? '');
  parser.close();
  if (out.length > 0) yield out.splice(0);
}

/** The elements of a part with this name (whatever their prefix), with their attributes, as it is unpacked. */
async function* elementsNamed(zip: Buffer, entry: ZipEntry, name: string): AsyncGenerator<SaxesTagPlain> {
  const found = parsePart<SaxesTagPlain>(zip, entry, (parser, out) =>
    parser.on('opentag', (tag) => {
      if (localName(tag.name) === name) out.push(tag);
    }),
  );
  for await (const tags of found) yield* tags;
}

const attribute = (tag: SaxesTagPlain, name: string): string | undefined => {
  for (const [key, value] of Object.entries(tag.attributes)) if (localName(key) === name) return value;
  return undefined;
};

/**
 * The parts an import reads, checked against the limits before any is unpacked: each at most the part limit,
 * and all of them at most the total. `left` is what the total still allows.
 */
class Budget {
  private left = CATALOG_XLSX_TOTAL_MAX_BYTES;

  take(entries: { entry: ZipEntry; what: string }[]) {
    for (const { entry, what } of entries) {
      if (entry.size > CATALOG_XLSX_PART_MAX_BYTES) throw new Refused(FILE_MESSAGES.partTooLarge(what));
    }
    const size = entries.reduce((sum, { entry }) => sum + entry.size, 0);
    if (size > this.left) throw new Refused(FILE_MESSAGES.totalTooLarge);
    this.left -= size;
  }
}

/** A relationships part: each relationship's id, type and target part (external targets left out). */
async function relationships(zip: Buffer, parts: Map<string, ZipEntry>, budget: Budget, of: string) {
  const entry = parts.get(partKey(relsOf(of)));
  const found = new Map<string, { type: string; target: string }>();
  if (!entry) return found;
  budget.take([{ entry, what: `its part "${entry.name}"` }]);
  for await (const tag of elementsNamed(zip, entry, 'Relationship')) {
    if (found.size === RELATIONSHIPS_MAX) throw new Refused(FILE_MESSAGES.xmlTooLarge);
    if (tag.attributes.TargetMode === 'External') continue;
    const id = tag.attributes.Id;
    const target = tag.attributes.Target;
    if (id && target)
      found.set(id, { type: tag.attributes.Type ?? '', target: resolveTarget(folderOf(of), target) });
  }
  return found;
}

/** The workbook's shared texts, refused past their count or their characters in all. */
async function sharedStrings(zip: Buffer, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  let count = 0;
  let chars = 0;
  let current = '';
  let inText = false;
  let phonetic = 0;
  const take = (text: string) => {
    if (!inText || phonetic > 0) return;
    current += text;
    if (chars + current.length > CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS)
      throw new Refused(FILE_MESSAGES.textsTooLong);
  };
  const texts = parsePart<string>(zip, entry, (parser, out) => {
    parser.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (name === 'si') current = '';
      else if (name === 't') inText = !tag.isSelfClosing;
      else if (name === 'rPh') phonetic++;
    });
    parser.on('closetag', (tag) => {
      const name = localName(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        if (++count > CATALOG_XLSX_SHARED_STRINGS_MAX) throw new Refused(FILE_MESSAGES.tooManyTexts);
        chars += current.length;
        out.push(current);
        current = '';
      }
    });
    parser.on('text', take);
    parser.on('cdata', take);
  });
  for await (const batch of texts) for (const text of batch) strings.push(text);
  return strings;
}

/** A column's number from a cell reference ("C7" → 3), or undefined past the row's limit. */
function columnOf(ref: string): number | undefined {
  let column = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > CATALOG_MAX_CELLS_PER_ROW) return Infinity;
  }
  return column || undefined;
}

/** A cell's text by its type: shared or inline text, a number as JavaScript writes it, a flag as yes/no. */
function cellValue(type: string, value: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's': {
      if (value.trim() === '') return '';
      const index = Number(value);
      if (!Number.isInteger(index) || index < 0 || index >= shared.length)
        throw new ZipFormatError('a cell names a shared text that does not exist');
      return shared[index];
    }
    case 'inlineStr':
      return inline;
    case 'str':
    case 'e':
      return value;
    case 'b':
      return value === '' ? '' : value === '1' || value.toLowerCase() === 'true' ? 'yes' : 'no';
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
    default: {
      if (value.trim() === '') return inline;
      const n = Number(value);
      return Number.isFinite(n) ? String(n) : value;
    }
  }
}

/** The rows of a sheet that hold any value, as they are unpacked. */
async function* sheetRows(zip: Buffer, entry: ZipEntry, shared: string[]): AsyncGenerator<SheetRow> {
  let inSheetData = false;
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let type = 'n';
  let value = '';
  let inline = '';
  let inValue = false;
  let inInline = false;
  let inText = false;
  let phonetic = 0;
  const take = (text: string) => {
    if (inValue) value += text;
    else if (inText && phonetic === 0) inline += text;
    else return;
    if (value.length > CATALOG_CELL_MAX_CHARS || inline.length > CATALOG_CELL_MAX_CHARS) throw tooLong();
  };
  const tooLong = () =>
    new Refused(
      column > CATALOG_MAX_CELLS_PER_ROW
        ? FILE_MESSAGES.tooManyCells(rowNumber)
        : FILE_MESSAGES.cellTooLong(rowNumber, column),
    );
  for await (const rows of parsePart<SheetRow>(zip, entry, (parser, out) => {
    parser.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (name === 'sheetData') inSheetData = true;
      if (!inSheetData) return;
      if (name === 'row') {
        const r = Number(tag.attributes.r);
        rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
        cells = [];
        column = 0;
      } else if (name === 'c') {
        column = (tag.attributes.r ? columnOf(tag.attributes.r) : undefined) ?? column + 1;
        type = tag.attributes.t ?? 'n';
        value = '';
        inline = '';
      } else if (name === 'v') inValue = !tag.isSelfClosing;
      else if (name === 'is') inInline = !tag.isSelfClosing;
      else if (name === 't') inText = inInline && !tag.isSelfClosing;
      else if (name === 'rPh') phonetic++;
    });
    parser.on('closetag', (tag) => {
      if (!inSheetData) return;
      const name = localName(tag.name);
      if (name === 'sheetData') inSheetData = false;
      else if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c') {
        const text = cellValue(type, value, inline, shared);
        if (text === '') return;
        if (column > CATALOG_MAX_CELLS_PER_ROW || text.length > CATALOG_CELL_MAX_CHARS) throw tooLong();
        cells[column - 1] = text;
      } else if (name === 'row' && cells.length > 0) {
        out.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
      }
    });
    parser.on('text', take);
    parser.on('cdata', take);
  })) {
    yield* rows;
  }
}

/** The parts of the workbook the catalog reads: the first sheet and the texts it shares. */
async function catalogParts(zip: Buffer, parts: Map<string, ZipEntry>, budget: Budget) {
  const root = await relationships(zip, parts, budget, '');
  const office = [...root.values()].find((r) => r.type.endsWith(RELATIONSHIP_TYPE.officeDocument));
  const workbookName = office?.target ?? 'xl/workbook.xml';
  const workbook = parts.get(partKey(workbookName));
  if (!workbook) throw new ZipFormatError('no workbook part');
  budget.take([{ entry: workbook, what: `its part "${workbook.name}"` }]);
  let sheetId: string | undefined;
  for await (const sheet of elementsNamed(zip, workbook, 'sheet')) {
    sheetId = attribute(sheet, 'id');
    break;
  }
  const rels = await relationships(zip, parts, budget, workbookName);
  const sheetTarget = sheetId ? rels.get(sheetId)?.target : undefined;
  const sheet = sheetTarget ? parts.get(partKey(sheetTarget)) : undefined;
  if (!sheet) throw new ZipFormatError('no first sheet');
  const textsRel = [...rels.values()].find((r) => r.type.endsWith(RELATIONSHIP_TYPE.sharedStrings));
  const texts = textsRel ? parts.get(partKey(textsRel.target)) : undefined;
  budget.take([
    { entry: sheet, what: 'its first sheet' },
    ...(texts ? [{ entry: texts, what: 'the part holding its texts' }] : []),
  ]);
  return { sheet, texts };
}

/**
 * The rows of the workbook's first sheet that hold a value (`row` as the spreadsheet numbers it), its cells as
 * text. Refused with the owner's words when it is not a workbook, or past any of the limits.
 */
export async function* xlsxRows(zip: Buffer): AsyncGenerator<SheetRow> {
  try {
    const parts = new Map<string, ZipEntry>();
    for (const entry of readZipDirectory(zip)) {
      const key = partKey(entry.name);
      if (!parts.has(key)) parts.set(key, entry);
    }
    const { sheet, texts } = await catalogParts(zip, parts, new Budget());
    const shared = texts ? await sharedStrings(zip, texts) : [];
    yield* sheetRows(zip, sheet, shared);
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw new ValidationError(FILE_MESSAGES.notXlsx);
  }
}
