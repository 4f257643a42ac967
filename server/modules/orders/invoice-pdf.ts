import PDFDocument from 'pdfkit';
import { amountInWords } from '../../../common/amount-in-words';
import { stateOfGstin } from '../../../common/gst/gstin';
import { hsnSummary } from '../../../common/gst/hsn-summary';
import { fromPaise } from '../../../common/money';
import type { SiteSettings } from '../settings/settings.service';
import type { CreditNoteRow, OrderItemRow, OrderRow } from './orders.repository';

/**
 * The GST tax invoice of a paid order, and the credit note that reverses it, as PDFs (A4 landscape, PDF
 * core fonts). Every figure comes from the order's snapshot, so they match what was charged to the paisa
 * whatever happened to the catalog since. Amounts print as en-IN numbers with two decimals ("Rs." since
 * the core fonts have no ₹ glyph).
 *
 * The fields of CGST Rules 46 (tax invoice) and 53(1A) (credit note): the supplier's name, address and
 * GSTIN; a consecutive number of the financial year and the date; the recipient's name, address and
 * GSTIN when registered, else name, delivery address and the state with its code; the HSN code,
 * description, quantity, taxable value, and per line the rate and amount of CGST and SGST
 * (intra-state) or IGST (inter-state); the place of supply with the state's name and code when the
 * supply is inter-state (printed always); whether tax is payable on reverse charge (never, here); and
 * for a credit note the number and date of the invoice it reverses. An HSN summary follows the lines.
 */

const num = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const invoiceAmount = (paise: number) => num.format(fromPaise(paise));
const pct = (p: number) => `${Number(p).toFixed(2).replace(/\.?0+$/, '')}%`;

/** dd/mm/yyyy in India Standard Time. */
export function invoiceDate(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const dd = String(ist.getUTCDate()).padStart(2, '0');
  const mm = String(ist.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${ist.getUTCFullYear()}`;
}

interface Column {
  key: string;
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const LEAD: Column[] = [
  { key: 'n', label: '#', width: 22, align: 'left' },
  { key: 'title', label: 'Description', width: 188, align: 'left' },
  { key: 'hsn', label: 'HSN', width: 52, align: 'left' },
  { key: 'qty', label: 'Qty', width: 34, align: 'right' },
  { key: 'unit', label: 'Unit price', width: 64, align: 'right' },
  { key: 'taxable', label: 'Taxable value', width: 74, align: 'right' },
];
const INTRA: Column[] = [
  { key: 'cgstRate', label: 'CGST %', width: 44, align: 'right' },
  { key: 'cgst', label: 'CGST amt', width: 64, align: 'right' },
  { key: 'sgstRate', label: 'SGST %', width: 44, align: 'right' },
  { key: 'sgst', label: 'SGST amt', width: 64, align: 'right' },
];
const INTER: Column[] = [
  { key: 'igstRate', label: 'IGST %', width: 88, align: 'right' },
  { key: 'igst', label: 'IGST amt', width: 128, align: 'right' },
];
const TOTAL: Column = { key: 'total', label: 'Line total', width: 72, align: 'right' };

/** A credit note's reason as printed. */
const REASONS: Record<CreditNoteRow['reason'], string> = {
  rejected: 'Order rejected: the invoice is cancelled in full',
  refunded: 'Payment refunded: the invoice is cancelled in full',
};

export function renderInvoicePdf(order: OrderRow, items: OrderItemRow[], settings: SiteSettings): Promise<Buffer> {
  return renderTaxDocument(order, items, settings, null);
}

export function renderCreditNotePdf(order: OrderRow, items: OrderItemRow[], settings: SiteSettings, note: CreditNoteRow): Promise<Buffer> {
  return renderTaxDocument(order, items, settings, note);
}

function renderTaxDocument(order: OrderRow, items: OrderItemRow[], settings: SiteSettings, note: CreditNoteRow | null): Promise<Buffer> {
  const inter = order.taxType === 'inter';
  const title = note ? 'CREDIT NOTE' : 'TAX INVOICE';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: {
      Title: note ? `Credit note ${note.number}` : `Tax invoice ${order.invoiceNumber ?? ''}`,
      Author: settings.companyName || 'Shop',
    },
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

  // Header: seller on the left, document facts on the right. The seller's GSTIN is the one the order was
  // placed under (frozen with its tax type).
  const sellerGstin = order.sellerGstin;
  const sellerState = stateOfGstin(sellerGstin);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).text(settings.companyName || 'Hardware & Electrics Point', left, top, { width: width * 0.6 });
  doc.font('Helvetica').fontSize(9);
  if (settings.companyAddress) doc.text(settings.companyAddress, { width: width * 0.6 });
  doc.text(`GSTIN: ${sellerGstin || 'Not registered'}`, { width: width * 0.6 });
  if (sellerState) doc.text(`State: ${sellerState.name}, code ${sellerState.code}`, { width: width * 0.6 });
  if (settings.phone || settings.email) doc.text([settings.phone, settings.email].filter(Boolean).join(' · '), { width: width * 0.6 });
  const sellerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(16).text(title, left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  const placeOfSupply = order.placeOfSupplyCode ? `${order.placeOfSupplyState} (${order.placeOfSupplyCode})` : 'Not recorded';
  const facts = note
    ? [
        `Credit Note No: ${note.number}`,
        `Credit Note Date: ${invoiceDate(note.issuedAt)}`,
        `Against Invoice No: ${order.invoiceNumber ?? ''}`,
        `Invoice Date: ${invoiceDate(order.paidAt ?? order.orderDate)}`,
        `Order ID: ${order.id}`,
        `Place of supply: ${placeOfSupply}`,
      ]
    : [
        `Invoice No: ${order.invoiceNumber ?? ''}`,
        `Invoice Date: ${invoiceDate(order.paidAt ?? order.orderDate)}`,
        `Order ID: ${order.id}`,
        `Order Date: ${invoiceDate(order.orderDate)}`,
        `Payment ID: ${order.paymentId ?? ''}`,
        `Place of supply: ${placeOfSupply}`,
        `Supply: ${inter ? 'Inter-state (IGST)' : 'Intra-state (CGST + SGST)'} · Reverse charge: No`,
      ];
  for (const f of facts) doc.text(f, left + width * 0.6, doc.y, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(sellerBottom, doc.y) + 10;

  // Buyer: bill to and ship to are the same person and address.
  const a = order.addressInfo;
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to / Ship to', left, doc.y);
  doc.font('Helvetica').fontSize(9);
  doc.text(order.contactName);
  doc.text(`${a.address}, ${a.city} - ${a.pincode}`, { width: width * 0.6 });
  if (order.placeOfSupplyCode) doc.text(`State: ${order.placeOfSupplyState}, code ${order.placeOfSupplyCode}`);
  doc.text(order.buyerGstin ? `Buyer GSTIN: ${order.buyerGstin}` : 'Buyer: unregistered (B2C)');
  doc.text(`Phone: ${a.phone}   Email: ${order.contactEmail}`);
  if (note) {
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').text(`Reason: ${REASONS[note.reason]}. The amounts below are credited to the buyer.`, left, doc.y, { width });
    doc.font('Helvetica');
  }
  doc.moveDown(0.8);

  // Lines.
  const columns = [...LEAD, ...(inter ? INTER : INTRA), TOTAL];
  const drawHeader = (cols: Column[]) => {
    const y = doc.y;
    doc.rect(left, y - 2, cols.reduce((w, c) => w + c.width, 0), 16).fill('#eeeeee').fillColor('#000000');
    let x = left;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of cols) {
      doc.text(c.label, x + 2, y + 2, { width: c.width - 4, align: c.align, lineBreak: false });
      x += c.width;
    }
    doc.y = y + 18;
  };
  const drawRow = (cols: Column[], cells: Record<string, string>, onNewPage: () => void) => {
    const height = Math.max(...cols.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 4 }))) + 6;
    if (doc.y + height > bottom() - 20) {
      doc.addPage();
      onNewPage();
      doc.font('Helvetica').fontSize(8);
    }
    const y = doc.y;
    let x = left;
    for (const c of cols) {
      doc.text(cells[c.key], x + 2, y + 2, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    doc.y = y + height;
    doc.moveTo(left, doc.y).lineTo(left + cols.reduce((w, c) => w + c.width, 0), doc.y).strokeColor('#dddddd').stroke();
  };
  drawHeader(columns);
  doc.font('Helvetica').fontSize(8);
  items.forEach((item, index) => {
    drawRow(
      columns,
      {
        n: String(index + 1),
        title: item.title,
        hsn: item.hsn || '-',
        qty: String(item.quantity),
        unit: invoiceAmount(item.unitPricePaise),
        taxable: invoiceAmount(item.taxablePaise),
        cgstRate: pct(item.cgstPercent),
        cgst: invoiceAmount(item.cgstPaise),
        sgstRate: pct(item.sgstPercent),
        sgst: invoiceAmount(item.sgstPaise),
        igstRate: pct(item.igstPercent),
        igst: invoiceAmount(item.igstPaise),
        total: invoiceAmount(item.lineTotalPaise),
      },
      () => drawHeader(columns),
    );
  });

  // Totals.
  if (doc.y + 110 > bottom()) doc.addPage();
  doc.moveDown(0.8);
  const labelX = left + width - 260;
  const totals: [string, number][] = [
    ['Taxable value', order.subtotalPaise],
    ...(inter
      ? ([['IGST', order.igstPaise]] as [string, number][])
      : ([
          ['CGST', order.cgstPaise],
          ['SGST', order.sgstPaise],
        ] as [string, number][])),
    [note ? 'Total credited (Rs.)' : 'Grand total (Rs.)', order.totalAmountPaise],
  ];
  for (const [label, paise] of totals) {
    const y = doc.y;
    const bold = label.startsWith('Grand') || label.startsWith('Total');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, labelX, y, { width: 150, align: 'left' });
    doc.text(invoiceAmount(paise), labelX + 150, y, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(9).text(`Amount in words: ${amountInWords(order.totalAmountPaise)}`, left, doc.y, { width });

  // HSN summary: per HSN and rate, taxable value and tax.
  const summary = hsnSummary(
    items.map((i) => ({
      hsn: i.hsn,
      quantity: i.quantity,
      ratePercent: Number(i.cgstPercent) + Number(i.sgstPercent) + Number(i.igstPercent),
      taxablePaise: i.taxablePaise,
      cgstPaise: i.cgstPaise,
      sgstPaise: i.sgstPaise,
      igstPaise: i.igstPaise,
    })),
  );
  const hsnColumns: Column[] = [
    { key: 'hsn', label: 'HSN', width: 80, align: 'left' },
    { key: 'taxable', label: 'Taxable value', width: 100, align: 'right' },
    { key: 'rate', label: 'Rate', width: 60, align: 'right' },
    ...(inter
      ? [{ key: 'igst', label: 'IGST', width: 100, align: 'right' } as Column]
      : [
          { key: 'cgst', label: 'CGST', width: 90, align: 'right' } as Column,
          { key: 'sgst', label: 'SGST', width: 90, align: 'right' } as Column,
        ]),
    { key: 'tax', label: 'Total tax', width: 100, align: 'right' },
  ];
  if (doc.y + 60 > bottom()) doc.addPage();
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(10).text('HSN summary', left, doc.y);
  doc.moveDown(0.3);
  const hsnHeader = () => drawHeader(hsnColumns);
  hsnHeader();
  doc.font('Helvetica').fontSize(8);
  const hsnTotal = { taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0 };
  for (const row of summary) {
    drawRow(
      hsnColumns,
      {
        hsn: row.hsn || '-',
        taxable: invoiceAmount(row.taxablePaise),
        rate: pct(row.ratePercent),
        cgst: invoiceAmount(row.cgstPaise),
        sgst: invoiceAmount(row.sgstPaise),
        igst: invoiceAmount(row.igstPaise),
        tax: invoiceAmount(row.taxPaise),
      },
      hsnHeader,
    );
    hsnTotal.taxable += row.taxablePaise;
    hsnTotal.cgst += row.cgstPaise;
    hsnTotal.sgst += row.sgstPaise;
    hsnTotal.igst += row.igstPaise;
    hsnTotal.tax += row.taxPaise;
  }
  doc.font('Helvetica-Bold').fontSize(8);
  drawRow(
    hsnColumns,
    {
      hsn: 'Total',
      taxable: invoiceAmount(hsnTotal.taxable),
      rate: '',
      cgst: invoiceAmount(hsnTotal.cgst),
      sgst: invoiceAmount(hsnTotal.sgst),
      igst: invoiceAmount(hsnTotal.igst),
      tax: invoiceAmount(hsnTotal.tax),
    },
    hsnHeader,
  );

  if (!note && settings.invoiceNote.trim()) {
    doc.moveDown(0.8);
    doc.font('Helvetica').fontSize(8).text(settings.invoiceNote, left, doc.y, { width });
  }
  doc.moveDown(1.2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(`This is a computer-generated ${note ? 'credit note' : 'invoice'} and needs no signature.`, left, doc.y, { width });
  doc.end();
  return done;
}
