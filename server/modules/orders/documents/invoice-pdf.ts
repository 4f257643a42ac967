import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type PDFKit from 'pdfkit';
import type { ProductTranslations } from '../../../../common/translations';
import type { SiteSettings } from '../../settings';
import type { CreditNoteRow, OrderItemRow, OrderRow } from '../core';
import { taxDocument, type HsnCells, type LineCells, type TaxDocument } from './tax-document';

/**
 * The GST tax invoice of a paid order, and the credit note that reverses it, as PDFs (A4 landscape, PDF
 * core fonts, "Rs." since they have no ₹ glyph). What they say comes from tax-document.ts; this file only
 * places it on the page: the seller and the document's facts side by side, the buyer, the lines (their
 * header repeated on each new page), the totals, the amount in words, the HSN summary and the footer.
 */

interface Column<Cells> {
  key: keyof Cells & string;
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const LEAD: Column<LineCells>[] = [
  { key: 'n', label: '#', width: 22, align: 'left' },
  { key: 'title', label: 'Description', width: 188, align: 'left' },
  { key: 'hsn', label: 'HSN', width: 52, align: 'left' },
  { key: 'qty', label: 'Qty', width: 34, align: 'right' },
  { key: 'unit', label: 'Unit price', width: 64, align: 'right' },
  { key: 'taxable', label: 'Taxable value', width: 74, align: 'right' },
];
/** An invoice with a discount: the same width, the description giving room to each line's discount. */
const LEAD_DISCOUNTED: Column<LineCells>[] = LEAD.flatMap((c) =>
  c.key === 'title'
    ? [{ ...c, width: c.width - 64 }]
    : c.key === 'unit'
      ? [c, { key: 'discount', label: 'Discount', width: 64, align: 'right' }]
      : [c],
);
const INTRA: Column<LineCells>[] = [
  { key: 'cgstRate', label: 'CGST %', width: 44, align: 'right' },
  { key: 'cgst', label: 'CGST amt', width: 64, align: 'right' },
  { key: 'sgstRate', label: 'SGST %', width: 44, align: 'right' },
  { key: 'sgst', label: 'SGST amt', width: 64, align: 'right' },
];
const INTER: Column<LineCells>[] = [
  { key: 'igstRate', label: 'IGST %', width: 88, align: 'right' },
  { key: 'igst', label: 'IGST amt', width: 128, align: 'right' },
];
const TOTAL: Column<LineCells> = { key: 'total', label: 'Line total', width: 72, align: 'right' };

const HSN_LEAD: Column<HsnCells>[] = [
  { key: 'hsn', label: 'HSN', width: 80, align: 'left' },
  { key: 'taxable', label: 'Taxable value', width: 100, align: 'right' },
  { key: 'rate', label: 'Rate', width: 60, align: 'right' },
];
const HSN_INTRA: Column<HsnCells>[] = [
  { key: 'cgst', label: 'CGST', width: 90, align: 'right' },
  { key: 'sgst', label: 'SGST', width: 90, align: 'right' },
];
const HSN_INTER: Column<HsnCells>[] = [{ key: 'igst', label: 'IGST', width: 100, align: 'right' }];
const HSN_TOTAL: Column<HsnCells> = { key: 'tax', label: 'Total tax', width: 100, align: 'right' };

/** The products' translations by id (orders' repo.productTranslationsOf): Hindi names under the English ones. */
type Names = ReadonlyMap<string, ProductTranslations>;

export function renderInvoicePdf(
  order: OrderRow,
  items: OrderItemRow[],
  settings: SiteSettings,
  names: Names = new Map(),
): Promise<Buffer> {
  return drawTaxDocument(taxDocument(order, items, settings, null, names));
}

export function renderCreditNotePdf(
  order: OrderRow,
  items: OrderItemRow[],
  settings: SiteSettings,
  note: CreditNoteRow,
  names: Names = new Map(),
): Promise<Buffer> {
  return drawTaxDocument(taxDocument(order, items, settings, note, names));
}

/**
 * The Devanagari font of the Hindi names (server/fonts, OFL): beside the source file's folder in development and
 * tests, in dist/app/fonts once built. Null when it cannot be found: the document is then English only, as
 * before, rather than not at all.
 */
const FONT_NAME = 'Lohit-Devanagari.ttf';
const here = path.dirname(fileURLToPath(import.meta.url));
export const DEVANAGARI_FONT: string | null =
  [path.join(here, 'fonts', FONT_NAME), path.join(here, '../../../fonts', FONT_NAME)].find((p) =>
    fs.existsSync(p),
  ) ?? null;

/**
 * pdfkit (with its fonts, fontkit and a brotli decoder: about 3 MB of code) is loaded on the first PDF, not at
 * start: most of the server's life never draws one (memory at rest).
 */
let pdfkit: Promise<typeof PDFKit> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));

async function drawTaxDocument(d: TaxDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: d.info.title, Author: d.info.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  // Header: seller on the left, the document's facts on the right.
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(d.seller.name, left, top, { width: width * 0.6 });
  doc.font('Helvetica').fontSize(9);
  for (const line of d.seller.lines) doc.text(line, { width: width * 0.6 });
  const sellerBottom = doc.y;

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(d.title, left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const f of d.facts) doc.text(f, left + width * 0.6, doc.y, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(sellerBottom, doc.y) + 10;

  // Buyer.
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to / Ship to', left, doc.y);
  doc.font('Helvetica').fontSize(9);
  for (const line of d.buyer) doc.text(line, left, doc.y, { width: width * 0.6 });
  if (d.reason) {
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').text(d.reason, left, doc.y, { width });
    doc.font('Helvetica');
  }
  doc.moveDown(0.8);

  const drawHeader = <Cells>(cols: Column<Cells>[]) => {
    const y = doc.y;
    doc
      .rect(
        left,
        y - 2,
        cols.reduce((w, c) => w + c.width, 0),
        16,
      )
      .fill('#eeeeee')
      .fillColor('#000000');
    let x = left;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of cols) {
      doc.text(c.label, x + 2, y + 2, { width: c.width - 4, align: c.align, lineBreak: false });
      x += c.width;
    }
    doc.y = y + 18;
  };
  // The GST invoice stays English; a product's Hindi name goes under its English one, in the Devanagari font.
  const hindi = DEVANAGARI_FONT && d.lines.some((l) => l.titleHi) ? DEVANAGARI_FONT : null;
  if (hindi) doc.registerFont('Devanagari', hindi);
  const hindiOf = (key: string, cells: LineCells | HsnCells) =>
    hindi && key === 'title' && 'titleHi' in cells && cells.titleHi ? cells.titleHi : '';
  const hindiHeight = (text: string, width: number) => {
    if (!text) return 0;
    doc.font('Devanagari').fontSize(8);
    const h = doc.heightOfString(text, { width });
    doc.font('Helvetica').fontSize(8);
    return h;
  };
  const drawRow = <Cells extends LineCells | HsnCells>(cols: Column<Cells>[], cells: Cells) => {
    const text = (c: Column<Cells>) => String(cells[c.key]);
    const cellHeight = (c: Column<Cells>) =>
      doc.heightOfString(text(c), { width: c.width - 4 }) + hindiHeight(hindiOf(c.key, cells), c.width - 4);
    const height = Math.max(...cols.map(cellHeight)) + 6;
    if (doc.y + height > bottom() - 20) {
      // A new page repeats the table's header.
      doc.addPage();
      drawHeader(cols);
      doc.font('Helvetica').fontSize(8);
    }
    const y = doc.y;
    let x = left;
    for (const c of cols) {
      doc.text(text(c), x + 2, y + 2, { width: c.width - 4, align: c.align });
      const hi = hindiOf(c.key, cells);
      if (hi) {
        doc.font('Devanagari').text(hi, x + 2, doc.y, { width: c.width - 4, align: c.align });
        doc.font('Helvetica');
      }
      x += c.width;
    }
    doc.y = y + height;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + cols.reduce((w, c) => w + c.width, 0), doc.y)
      .strokeColor('#dddddd')
      .stroke();
  };

  // Lines.
  const columns = [...(d.discounted ? LEAD_DISCOUNTED : LEAD), ...(d.inter ? INTER : INTRA), TOTAL];
  drawHeader(columns);
  doc.font('Helvetica').fontSize(8);
  for (const line of d.lines) drawRow(columns, line);

  // Totals.
  if (doc.y + 110 > bottom()) doc.addPage();
  doc.moveDown(0.8);
  const labelX = left + width - 260;
  for (const { label, amount, bold } of d.totals) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, labelX, y, { width: 150, align: 'left' });
    doc.text(amount, labelX + 150, y, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(9).text(d.amountInWords, left, doc.y, { width });

  // HSN summary.
  const hsnColumns = [...HSN_LEAD, ...(d.inter ? HSN_INTER : HSN_INTRA), HSN_TOTAL];
  if (doc.y + 60 > bottom()) doc.addPage();
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(10).text('HSN summary', left, doc.y);
  doc.moveDown(0.3);
  drawHeader(hsnColumns);
  doc.font('Helvetica').fontSize(8);
  for (const row of d.hsnRows) drawRow(hsnColumns, row);
  doc.font('Helvetica-Bold').fontSize(8);
  drawRow(hsnColumns, d.hsnTotal);

  if (d.note) {
    doc.moveDown(0.8);
    doc.font('Helvetica').fontSize(8).text(d.note, left, doc.y, { width });
  }
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(d.footer, left, doc.y, { width });
  doc.end();
  return done;
}
