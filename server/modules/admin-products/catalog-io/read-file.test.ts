import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_CELL_MAX_CHARS,
  CATALOG_COLUMNS,
  CATALOG_MAX_CELLS_PER_ROW,
  CATALOG_XLSX_PART_MAX_BYTES,
  CATALOG_XLSX_SHARED_STRINGS_MAX,
  CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS,
  CATALOG_XLSX_TOTAL_MAX_BYTES,
} from '../../../../common/contracts/catalog-io';
import {
  blankRowsWorkbook,
  inlineCell,
  inlineRow,
  longTextsWorkbook,
  SHEET_END,
  SHEET_START,
  TEXTS_END,
  TEXTS_START,
  workbookOf,
  workbookOverhead,
} from '../../../../tests/helpers/catalog-files';
import { piecesLength, type Piece } from '../../../../tests/helpers/zip-files';
import { FILE_MESSAGES } from './file-messages';
import { readSheet, type SheetRow } from './read-file';

/** Every row the reader gives for this file, or the message it refuses it with. */
async function read(bytes: Buffer, filename: string): Promise<SheetRow[] | string> {
  try {
    const { rows } = await readSheet(Readable.from([bytes]), filename);
    const all: SheetRow[] = [];
    for await (const row of rows) all.push(row);
    return all;
  } catch (err) {
    return (err as Error).message;
  }
}
const readXlsx = (bytes: Buffer) => read(bytes, 'products.xlsx');
const readCsv = (text: string) => read(Buffer.from(text), 'products.csv');

const HEADER = [...CATALOG_COLUMNS];
/** Markup the reader passes over, to make a part exactly as large as a test needs. */
const filler = (bytes: number): Piece[] => {
  const unit = `<x/>${' '.repeat(65_532)}`;
  return [{ repeat: unit, times: Math.floor(bytes / unit.length) }, ' '.repeat(bytes % unit.length)];
};
/** A first sheet of exactly `bytes` bytes unpacked: the header row, then filler. */
const sheetOf = (bytes: number, rows: string[] = []): Piece[] => {
  const fixed = [SHEET_START, inlineRow(1, HEADER), ...rows];
  return [...fixed, ...filler(bytes - piecesLength([...fixed, SHEET_END])), SHEET_END];
};
const texts = (strings: Piece[]): Piece[] => [TEXTS_START, ...strings, TEXTS_END];

describe('reading a workbook', () => {
  it('reads the first sheet of a workbook written with shared texts after it, as ExcelJS writes them', async () => {
    const chunks: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => chunks.push(c));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
    const sheet = writer.addWorksheet('Products');
    sheet.addRow(HEADER).commit();
    sheet
      .addRow([
        '',
        'Wire',
        'A coil',
        'Wires',
        'House',
        '',
        '8544',
        118.5,
        9,
        9,
        50,
        0,
        0,
        'a.webp',
        '',
        false,
      ])
      .commit();
    sheet.addRow(['', { richText: [{ text: 'Bold ' }, { text: 'switch' }] }, 'x']).commit();
    sheet.addRow([]).commit();
    sheet.addRow(['', { formula: 'B2', result: 'Wire' }, { formula: '1+1', result: 2 }]).commit();
    writer.addWorksheet('Notes').addRow(['not read']).commit();
    await writer.commit();
    const rows = await readXlsx(Buffer.concat(chunks));
    expect(rows).toEqual([
      { row: 1, cells: HEADER },
      {
        row: 2,
        cells: [
          '',
          'Wire',
          'A coil',
          'Wires',
          'House',
          '',
          '8544',
          '118.5',
          '9',
          '9',
          '50',
          '0',
          '0',
          'a.webp',
          '',
          'no',
        ],
      },
      { row: 3, cells: ['', 'Bold switch', 'x'] },
      { row: 5, cells: ['', 'Wire', '2'] },
    ]);
  });

  it('reads inline texts, empty styled cells and cells without references', async () => {
    const rows = await readXlsx(
      workbookOf([
        SHEET_START,
        inlineRow(1, HEADER),
        `<row r="7">${inlineCell(7, 2, 'Fan & <light>')}<c><v>12</v></c><c r="XFD7" s="3"/></row>`,
        '<row><c t="b"><v>1</v></c><c t="e"><v>#N/A</v></c></row>',
        SHEET_END,
      ]),
    );
    expect(rows).toEqual([
      { row: 1, cells: HEADER },
      { row: 7, cells: ['', 'Fan & <light>', '12'] },
      { row: 8, cells: ['yes', '#N/A'] },
    ]);
  });

  it('refuses the review’s workbook with 300 MB of blanks in its sheet, before unpacking it', async () => {
    const file = blankRowsWorkbook();
    expect(file.length).toBeLessThan(400 * 1024);
    const started = Date.now();
    expect(await readXlsx(file)).toBe(FILE_MESSAGES.partTooLarge('its first sheet'));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses the review’s workbook with 250,000 shared texts of 1,000 letters, before unpacking them', async () => {
    const file = longTextsWorkbook();
    expect(file.length).toBeLessThan(1024 * 1024);
    expect(await readXlsx(file)).toBe(FILE_MESSAGES.partTooLarge('the part holding its texts'));
  });

  it(`takes a sheet of ${CATALOG_XLSX_PART_MAX_BYTES / 1024 / 1024} MB beside texts that bring the workbook to ${CATALOG_XLSX_TOTAL_MAX_BYTES / 1024 / 1024} MB, and not a byte more of either`, async () => {
    const textsBytes = CATALOG_XLSX_TOTAL_MAX_BYTES - CATALOG_XLSX_PART_MAX_BYTES - workbookOverhead(true);
    const textsOf = (bytes: number) => {
      const fixed = [TEXTS_START, '<si><t>Wire</t></si>', TEXTS_END];
      return [...fixed.slice(0, 2), ...filler(bytes - piecesLength(fixed)), TEXTS_END];
    };
    const row2 = '<row r="2"><c r="B2" t="s"><v>0</v></c></row>';
    const sheet = sheetOf(CATALOG_XLSX_PART_MAX_BYTES, [row2]);
    expect(piecesLength(sheet)).toBe(CATALOG_XLSX_PART_MAX_BYTES);
    expect(piecesLength(textsOf(textsBytes)) + piecesLength(sheet) + workbookOverhead(true)).toBe(
      CATALOG_XLSX_TOTAL_MAX_BYTES,
    );
    expect(await readXlsx(workbookOf(sheet, textsOf(textsBytes)))).toEqual([
      { row: 1, cells: HEADER },
      { row: 2, cells: ['', 'Wire'] },
    ]);
    expect(await readXlsx(workbookOf(sheetOf(CATALOG_XLSX_PART_MAX_BYTES + 1, [row2]), textsOf(1000)))).toBe(
      FILE_MESSAGES.partTooLarge('its first sheet'),
    );
    expect(await readXlsx(workbookOf(sheet, textsOf(textsBytes + 1)))).toBe(FILE_MESSAGES.totalTooLarge);
  }, 60_000);

  it(`takes ${CATALOG_XLSX_SHARED_STRINGS_MAX.toLocaleString('en-IN')} shared texts and refuses one more`, async () => {
    const file = (count: number) =>
      workbookOf(
        [
          SHEET_START,
          inlineRow(1, HEADER),
          `<row r="2"><c r="B2" t="s"><v>${count - 1}</v></c></row>`,
          SHEET_END,
        ],
        texts([{ repeat: '<si><t>w</t></si>', times: count - 1 }, '<si><t>Last</t></si>']),
      );
    expect(await readXlsx(file(CATALOG_XLSX_SHARED_STRINGS_MAX))).toEqual([
      { row: 1, cells: HEADER },
      { row: 2, cells: ['', 'Last'] },
    ]);
    expect(await readXlsx(file(CATALOG_XLSX_SHARED_STRINGS_MAX + 1))).toBe(FILE_MESSAGES.tooManyTexts);
  }, 30_000);

  it(`takes shared texts of ${CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS.toLocaleString('en-IN')} characters in all and refuses one more`, async () => {
    const per = 10_000;
    const count = CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS / per;
    const file = (extra: string) =>
      workbookOf(
        [SHEET_START, inlineRow(1, HEADER), SHEET_END],
        texts([{ repeat: `<si><t>${'a'.repeat(per)}</t></si>`, times: count }, `<si><t>${extra}</t></si>`]),
      );
    expect(await readXlsx(file(''))).toEqual([{ row: 1, cells: HEADER }]);
    expect(await readXlsx(file('b'))).toBe(FILE_MESSAGES.textsTooLong);
  }, 30_000);

  it(`takes a value in column ${CATALOG_MAX_CELLS_PER_ROW} and refuses one further; empty cells further do not count`, async () => {
    const file = (column: number) =>
      workbookOf([
        SHEET_START,
        inlineRow(1, HEADER),
        `<row r="2">${inlineCell(2, 2, 'Wire')}${inlineCell(2, column, 'note')}<c r="XFD2" s="1"/></row>`,
        SHEET_END,
      ]);
    const rows = await readXlsx(file(CATALOG_MAX_CELLS_PER_ROW));
    expect(rows).toHaveLength(2);
    expect((rows as SheetRow[])[1].cells).toHaveLength(CATALOG_MAX_CELLS_PER_ROW);
    expect(await readXlsx(file(CATALOG_MAX_CELLS_PER_ROW + 1))).toBe(FILE_MESSAGES.tooManyCells(2));
  });

  it(`takes a cell of ${CATALOG_CELL_MAX_CHARS.toLocaleString('en-IN')} characters, inline or shared, and refuses one more`, async () => {
    const inline = (chars: number) =>
      workbookOf([
        SHEET_START,
        inlineRow(1, HEADER),
        `<row r="2">${inlineCell(2, 3, 'd'.repeat(chars))}</row>`,
        SHEET_END,
      ]);
    const shared = (chars: number) =>
      workbookOf(
        [SHEET_START, inlineRow(1, HEADER), '<row r="3"><c r="C3" t="s"><v>0</v></c></row>', SHEET_END],
        texts([`<si><r><t>${'d'.repeat(chars - 1)}</t></r><r><t>e</t></r><rPh><t>ignored</t></rPh></si>`]),
      );
    expect((await readXlsx(inline(CATALOG_CELL_MAX_CHARS)))[1]).toEqual({
      row: 2,
      cells: ['', '', 'd'.repeat(CATALOG_CELL_MAX_CHARS)],
    });
    expect(await readXlsx(inline(CATALOG_CELL_MAX_CHARS + 1))).toBe(FILE_MESSAGES.cellTooLong(2, 3));
    expect((await readXlsx(shared(CATALOG_CELL_MAX_CHARS)))[1]).toEqual({
      row: 3,
      cells: ['', '', `${'d'.repeat(CATALOG_CELL_MAX_CHARS - 1)}e`],
    });
    expect(await readXlsx(shared(CATALOG_CELL_MAX_CHARS + 1))).toBe(FILE_MESSAGES.cellTooLong(3, 3));
    expect(FILE_MESSAGES.cellTooLong(3, 3)).toBe(
      'Row 3, column 3 (description): a cell holds more than 32,767 characters, the most a spreadsheet cell can hold.',
    );
  });

  it('stops unpacking a part at the size its directory declares: a zip that lies is not a workbook', async () => {
    const sheet = sheetOf(50 * 1024 * 1024);
    const started = Date.now();
    expect(
      await readXlsx(workbookOf(sheet, undefined, { declare: { 'xl/worksheets/sheet1.xml': 4096 } })),
    ).toBe(FILE_MESSAGES.notXlsx);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses markup no spreadsheet writes before it fills the memory: a huge comment, text, name or entity, deep nesting, many attributes', async () => {
    const MB = 1024 * 1024;
    const hostile: Piece[][] = [
      ['<!--', { repeat: '<<<<', times: MB }, '-->'],
      ['<x>', { repeat: 'text', times: MB }, '</x>'],
      ['<![CDATA[', { repeat: '<><>', times: MB }, ']]>'],
      ['<x a="', { repeat: 'vvvv', times: MB }, '"/>'],
      ['<x', { repeat: 'nnnn', times: MB }, '/>'],
      ['&', { repeat: 'eeee', times: MB }, ';'],
      // Past what one chunk of 64 kB holds, where the reader looks.
      [
        { repeat: '<x>', times: 100_000 },
        { repeat: '</x>', times: 100_000 },
      ],
      ['<x', Array.from({ length: 20_000 }, (_, n) => ` a${n}=""`).join(''), '/>'],
    ];
    for (const markup of hostile) {
      const rows = await readXlsx(
        workbookOf([
          SHEET_START,
          inlineRow(1, HEADER),
          '<row r="2"><c><is><t>',
          ...markup,
          '</t></is></c></row>',
          SHEET_END,
        ]),
      );
      expect(rows, JSON.stringify(markup).slice(0, 60)).toBe(FILE_MESSAGES.xmlTooLarge);
    }
  });

  it('refuses what is not a workbook: not a zip, cut short, a wrong checksum, encrypted, no sheet', async () => {
    const good = workbookOf([SHEET_START, inlineRow(1, HEADER), SHEET_END]);
    const wrongCrc = Buffer.from(good);
    // The sheet's CRC in the central directory (its entry follows the four small parts').
    const central = wrongCrc.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    wrongCrc.writeUInt32LE((wrongCrc.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    for (const file of [
      Buffer.from('PK\u0003\u0004 not really a zip'),
      good.subarray(0, good.length - 30),
      wrongCrc,
      workbookOf([SHEET_START, SHEET_END], undefined, { encrypted: true }),
      workbookOf(['<worksheet><sheetData><row><c t="s"><v>3</v></c></row></sheetData></worksheet>']),
      workbookOf(['<worksheet><sheetData><row>']),
    ]) {
      expect(await readXlsx(file)).toBe(FILE_MESSAGES.notXlsx);
    }
  });

  it('reads sizes written in zip64 fields, as some writers do', async () => {
    expect(
      await readXlsx(workbookOf([SHEET_START, inlineRow(1, HEADER), SHEET_END], undefined, { zip64: true })),
    ).toEqual([{ row: 1, cells: HEADER }]);
  });
});

describe('reading a CSV file', () => {
  const header = `${HEADER.join(',')}\r\n`;

  it(`takes a row of ${CATALOG_MAX_CELLS_PER_ROW} cells and refuses one of ${CATALOG_MAX_CELLS_PER_ROW + 1}, counting only the commas outside quotes`, async () => {
    const row = (cells: number) => `,"Wire, 1.5 ""sq"" mm"${','.repeat(cells - 2)}\n`;
    const rows = await readCsv(`${header}${row(CATALOG_MAX_CELLS_PER_ROW)}`);
    expect((rows as SheetRow[])[1].cells).toHaveLength(CATALOG_MAX_CELLS_PER_ROW);
    expect((rows as SheetRow[])[1].cells[1]).toBe('Wire, 1.5 "sq" mm');
    expect(
      await readCsv(`${header}${row(CATALOG_MAX_CELLS_PER_ROW)}${row(CATALOG_MAX_CELLS_PER_ROW + 1)}`),
    ).toBe(FILE_MESSAGES.tooManyCells(3));
  });

  it('refuses a 10-million-column row at its 65th cell, without reading it all', async () => {
    const started = Date.now();
    expect(await readCsv(`${header}${','.repeat(10_000_000)}\r\n`)).toBe(FILE_MESSAGES.tooManyCells(2));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it(`takes a cell of ${CATALOG_CELL_MAX_CHARS.toLocaleString('en-IN')} characters and refuses one more, quoted or not, on any line ending`, async () => {
    const plain = (chars: number) => `${header},x,${'d'.repeat(chars)}\r\n`;
    // Quoted, with a doubled quote (one character) and a line break inside.
    const quoted = (chars: number) => `${header.replace(/\r\n$/, '\r')},x,"""${'d'.repeat(chars - 2)}\n"\r`;
    const atLimit = await readCsv(plain(CATALOG_CELL_MAX_CHARS));
    expect((atLimit as SheetRow[])[1]).toEqual({
      row: 2,
      cells: ['', 'x', 'd'.repeat(CATALOG_CELL_MAX_CHARS)],
    });
    expect(await readCsv(plain(CATALOG_CELL_MAX_CHARS + 1))).toBe(FILE_MESSAGES.cellTooLong(2, 3));
    const quotedAtLimit = await readCsv(quoted(CATALOG_CELL_MAX_CHARS));
    expect((quotedAtLimit as SheetRow[])[1].cells[2]).toHaveLength(CATALOG_CELL_MAX_CHARS);
    expect(await readCsv(quoted(CATALOG_CELL_MAX_CHARS + 1))).toBe(FILE_MESSAGES.cellTooLong(2, 3));
  });
});
