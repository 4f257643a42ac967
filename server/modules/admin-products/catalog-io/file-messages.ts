import {
  CATALOG_CELL_MAX_CHARS,
  CATALOG_COLUMNS,
  CATALOG_FILE_MAX_BYTES,
  CATALOG_MAX_CELLS_PER_ROW,
  CATALOG_XLSX_PART_MAX_BYTES,
  CATALOG_XLSX_SHARED_STRINGS_MAX,
  CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS,
  CATALOG_XLSX_TOTAL_MAX_BYTES,
} from '../../../../common/contracts/catalog-io';

const MB = 1024 * 1024;
const count = (n: number) => n.toLocaleString('en-IN');
const SMALLER =
  'Delete the empty rows and columns around the list and any other sheets, or save the list as CSV UTF-8.';

/** A column of the file by its number (from 1), with the catalog's name for it when it has one. */
const columnName = (column: number) =>
  column <= CATALOG_COLUMNS.length ? `column ${column} (${CATALOG_COLUMNS[column - 1]})` : `column ${column}`;

/** What the import says about a file it cannot read, in the owner's words: what is wrong, and the limit. */
export const FILE_MESSAGES = {
  tooLarge: `The file is larger than ${CATALOG_FILE_MAX_BYTES / MB} MB`,
  notUtf8:
    'The file is not UTF-8 text. In Excel choose "Save as" → "CSV UTF-8 (Comma delimited)", or export the list from the shop again.',
  notXlsx: 'The file is not a readable Excel workbook (.xlsx). Save it again as .xlsx or as CSV UTF-8.',
  oldXls: 'Old Excel files (.xls) cannot be read: save it as .xlsx or as CSV UTF-8.',
  wrongType: 'Choose a .csv or .xlsx file',
  empty: 'The file is empty',
  tooManyCells: (row: number) =>
    `Row ${row} has more than ${CATALOG_MAX_CELLS_PER_ROW} cells: the catalog has ${CATALOG_COLUMNS.length} columns. Delete the cells after its last column (${CATALOG_COLUMNS[CATALOG_COLUMNS.length - 1]}).`,
  cellTooLong: (row: number, column: number) =>
    `Row ${row}, ${columnName(column)}: a cell holds more than ${count(CATALOG_CELL_MAX_CHARS)} characters, the most a spreadsheet cell can hold.`,
  /** `what`: "its first sheet", "the part holding its texts" or a part by name. */
  partTooLarge: (what: string) =>
    `The workbook is too large to read: ${what} unpacks to more than ${CATALOG_XLSX_PART_MAX_BYTES / MB} MB. ${SMALLER}`,
  totalTooLarge: `The workbook is too large to read: its first sheet and its texts unpack to more than ${CATALOG_XLSX_TOTAL_MAX_BYTES / MB} MB together. ${SMALLER}`,
  tooManyTexts: `The workbook holds more than ${count(CATALOG_XLSX_SHARED_STRINGS_MAX)} different texts, more than an import reads. ${SMALLER}`,
  textsTooLong: `The workbook's texts hold more than ${count(CATALOG_XLSX_SHARED_STRINGS_MAX_CHARS)} characters in all, more than an import reads. ${SMALLER}`,
  xmlTooLarge:
    'The workbook holds a piece of text or markup larger than any spreadsheet writes, and cannot be read. Save it again as .xlsx or as CSV UTF-8.',
} as const;
