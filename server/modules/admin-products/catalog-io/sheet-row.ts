/** One row of the file as text cells; `row` is the spreadsheet's row number (the header is row 1). Both readers give these. */
export interface SheetRow {
  row: number;
  cells: string[];
}
