import PDFDocument from 'pdfkit';
import { amountInWords } from '../../../common/amount-in-words';
import { fromPaise } from '../../../common/money';
import type { SiteSettings } from '../settings/settings.service';
import type { OrderItemRow, OrderRow } from './orders.repository';

/**
 * The GST tax invoice of a paid order as a PDF (A4 landscape, PDF core fonts). Every figure comes from the
 * order's snapshot, so the invoice matches what was charged to the paisa whatever happened to the catalog
 * since. Amounts print as en-IN numbers with two decimals ("Rs." since the core fonts have no ₹ glyph).
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

const COLUMNS: Column[] = [
  { key: 'n', label: '#', width: 22, align: 'left' },
  { key: 'title', label: 'Description', width: 188, align: 'left' },
  { key: 'hsn', label: 'HSN', width: 52, align: 'left' },
  { key: 'qty', label: 'Qty', width: 34, align: 'right' },
  { key: 'unit', label: 'Unit price', width: 64, align: 'right' },
  { key: 'taxable', label: 'Taxable value', width: 74, align: 'right' },
  { key: 'cgstRate', label: 'CGST %', width: 44, align: 'right' },
  { key: 'cgst', label: 'CGST amt', width: 64, align: 'right' },
  { key: 'sgstRate', label: 'SGST %', width: 44, align: 'right' },
  { key: 'sgst', label: 'SGST amt', width: 64, align: 'right' },
  { key: 'total', label: 'Line total', width: 72, align: 'right' },
];

export function renderInvoicePdf(order: OrderRow, items: OrderItemRow[], settings: SiteSettings): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Tax invoice ${order.invoiceNumber ?? ''}`, Author: settings.companyName || 'Shop' },
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

  // Header: seller on the left, invoice facts on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).text(settings.companyName || 'Hardware & Electrics Point', left, top, { width: width * 0.6 });
  doc.font('Helvetica').fontSize(9);
  if (settings.companyAddress) doc.text(settings.companyAddress, { width: width * 0.6 });
  doc.text(`GSTIN: ${settings.gstNumber || 'Not registered'}`, { width: width * 0.6 });
  if (settings.phone || settings.email) doc.text([settings.phone, settings.email].filter(Boolean).join(' · '), { width: width * 0.6 });
  const sellerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(16).text('TAX INVOICE', left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  const facts = [
    `Invoice No: ${order.invoiceNumber ?? ''}`,
    `Invoice Date: ${invoiceDate(order.paidAt ?? order.orderDate)}`,
    `Order ID: ${order.id}`,
    `Order Date: ${invoiceDate(order.orderDate)}`,
    `Payment ID: ${order.paymentId ?? ''}`,
  ];
  for (const f of facts) doc.text(f, left + width * 0.6, doc.y, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(sellerBottom, doc.y) + 10;

  // Buyer.
  const a = order.addressInfo;
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to / Ship to', left, doc.y);
  doc.font('Helvetica').fontSize(9);
  doc.text(order.contactName);
  doc.text(`${a.address}, ${a.city} - ${a.pincode}`, { width: width * 0.6 });
  doc.text(`Phone: ${a.phone}   Email: ${order.contactEmail}`);
  doc.moveDown(0.8);

  // Lines.
  const drawHeader = () => {
    const y = doc.y;
    doc.rect(left, y - 2, width, 16).fill('#eeeeee').fillColor('#000000');
    let x = left;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of COLUMNS) {
      doc.text(c.label, x + 2, y + 2, { width: c.width - 4, align: c.align, lineBreak: false });
      x += c.width;
    }
    doc.y = y + 18;
  };
  drawHeader();
  doc.font('Helvetica').fontSize(8);
  items.forEach((item, index) => {
    const cells: Record<string, string> = {
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
      total: invoiceAmount(item.lineTotalPaise),
    };
    const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 4 }))) + 6;
    if (doc.y + height > bottom() - 20) {
      doc.addPage();
      drawHeader();
      doc.font('Helvetica').fontSize(8);
    }
    const y = doc.y;
    let x = left;
    for (const c of COLUMNS) {
      doc.text(cells[c.key], x + 2, y + 2, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    doc.y = y + height;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#dddddd').stroke();
  });

  // Totals.
  if (doc.y + 140 > bottom()) doc.addPage();
  doc.moveDown(0.8);
  const labelX = left + width - 260;
  const totals: [string, number][] = [
    ['Taxable value', order.subtotalPaise],
    ['CGST', order.cgstPaise],
    ['SGST', order.sgstPaise],
    ['Grand total (Rs.)', order.totalAmountPaise],
  ];
  for (const [label, paise] of totals) {
    const y = doc.y;
    const bold = label.startsWith('Grand');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, labelX, y, { width: 150, align: 'left' });
    doc.text(invoiceAmount(paise), labelX + 150, y, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(9).text(`Amount in words: ${amountInWords(order.totalAmountPaise)}`, left, doc.y, { width });
  if (settings.invoiceNote.trim()) {
    doc.moveDown(0.8);
    doc.font('Helvetica').fontSize(8).text(settings.invoiceNote, left, doc.y, { width });
  }
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text('This is a computer-generated invoice and needs no signature.', left, doc.y, { width });
  doc.end();
  return done;
}
