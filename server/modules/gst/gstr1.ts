import { stateByCode } from '../../../common/gst/states';
import { hsnSummary, type HsnLine } from '../../../common/gst/hsn-summary';
import { lineSupply, type CreditNoteRow, type OrderItemRow, type OrderRow } from '../orders';

/**
 * A month's GSTR-1 as CSV, from the invoices and credit notes as they were issued (every figure is the
 * order's frozen snapshot; nothing is recomputed). Sections and their rules (GSTR-1 tables):
 *
 * - b2b (table 4A): invoices with the buyer's GSTIN, one row per invoice and rate.
 * - b2cl (table 5): inter-state invoices without a buyer GSTIN whose value is above ₹1,00,000
 *   (the limit since 1 August 2024), one row per invoice and rate.
 * - b2cs (table 7): every other invoice without a buyer GSTIN, consolidated per place of supply and rate,
 *   net of the month's credit notes against such invoices (GSTN has these netted here, not in cdnur).
 * - cdnr (table 9B, registered): credit notes against b2b invoices, one row per note and rate.
 * - cdnur (table 9B, unregistered): credit notes against b2cl invoices, one row per note and rate.
 * - hsn (table 12): per HSN and rate, the month's invoices net of its credit notes.
 * - docs (table 13): the invoice and credit note series used in the month, with the numbers missing
 *   from them (an order an admin deleted) counted as cancelled.
 *
 * Column names are the GST offline tool's; after them come the tax amounts (IGST, CGST, SGST), which
 * the portal computes itself, so that an accountant can check each row against the invoices.
 */

export interface Gstr1Invoice {
  order: OrderRow;
  items: OrderItemRow[];
}
export interface Gstr1CreditNote extends Gstr1Invoice {
  note: CreditNoteRow;
}
export interface Gstr1Input {
  /** YYYY-MM */
  month: string;
  sellerGstin: string;
  invoices: Gstr1Invoice[];
  creditNotes: Gstr1CreditNote[];
}

export interface Gstr1Section {
  name: 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'hsn' | 'docs';
  header: string[];
  rows: string[][];
  /** The section's Total line (none for docs). */
  total: string[] | null;
}

/** B2C invoices above this value (paise) that cross a state border are B2C Large (GSTR-1 table 5). */
export const B2CL_LIMIT_PAISE = 10_000_000;

type InvoiceKind = 'b2b' | 'b2cl' | 'b2cs';

export function invoiceKind(
  order: Pick<OrderRow, 'buyerGstin' | 'taxType' | 'totalAmountPaise'>,
): InvoiceKind {
  if (order.buyerGstin) return 'b2b';
  return order.taxType === 'inter' && order.totalAmountPaise > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

/** Paise as rupees with two decimals, exactly (no floating point): -12345 → "-123.45". */
export function rupees(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The offline tool's date: 05-Aug-2025, in IST. */
export function gstDate(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

/** The month's bounds in IST as instants: [first day 00:00 IST, next month's first day 00:00 IST). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  const offset = 330 * 60_000;
  return { from: new Date(Date.UTC(y, m - 1, 1) - offset), to: new Date(Date.UTC(y, m, 1) - offset) };
}

/** "24-Gujarat", as the offline tool writes a place of supply. */
function pos(order: OrderRow): string {
  const state = stateByCode(order.placeOfSupplyCode);
  return state ? `${state.code}-${state.name}` : '';
}

const rate = (r: number) => r.toFixed(2);
const lineRate = (i: OrderItemRow) => Number(i.cgstPercent) + Number(i.sgstPercent) + Number(i.igstPercent);

interface Amounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const zero = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
function add(
  to: Amounts,
  i: Pick<OrderItemRow, 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise'>,
  sign = 1,
) {
  to.taxable += sign * i.taxablePaise;
  to.igst += sign * i.igstPaise;
  to.cgst += sign * i.cgstPaise;
  to.sgst += sign * i.sgstPaise;
}

/** One document's lines summed per rate, rates ascending. */
function byRate(items: OrderItemRow[]): [number, Amounts][] {
  const rates = new Map<number, Amounts>();
  for (const i of items) {
    const r = lineRate(i);
    const a = rates.get(r) ?? zero();
    add(a, lineSupply(i));
    rates.set(r, a);
  }
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

const TAX_COLUMNS = ['Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount'];
const taxCells = (a: Amounts) => [rupees(a.igst), rupees(a.cgst), rupees(a.sgst), '0.00'];

export function buildGstr1(input: Gstr1Input): Gstr1Section[] {
  const b2b: string[][] = [];
  const b2cl: string[][] = [];
  const b2cs = new Map<string, { pos: string; rate: number; amounts: Amounts }>();
  const totals = { b2b: zero(), b2cl: zero(), b2cs: zero(), cdnr: zero(), cdnur: zero() };
  const value = { b2b: 0, b2cl: 0, cdnr: 0, cdnur: 0 };
  const hsnLines: HsnLine[] = [];
  const toHsn = (i: OrderItemRow, sign: number): HsnLine => ({
    hsn: i.hsn,
    quantity: sign * i.quantity,
    ratePercent: lineRate(i),
    taxablePaise: sign * lineSupply(i).taxablePaise,
    cgstPaise: sign * lineSupply(i).cgstPaise,
    sgstPaise: sign * lineSupply(i).sgstPaise,
    igstPaise: sign * lineSupply(i).igstPaise,
  });
  const addB2cs = (order: OrderRow, items: OrderItemRow[], sign: number) => {
    for (const i of items) {
      const key = `${pos(order)}|${lineRate(i)}`;
      const row = b2cs.get(key) ?? { pos: pos(order), rate: lineRate(i), amounts: zero() };
      add(row.amounts, lineSupply(i), sign);
      add(totals.b2cs, lineSupply(i), sign);
      b2cs.set(key, row);
    }
  };

  for (const { order, items } of input.invoices) {
    const kind = invoiceKind(order);
    const number = order.invoiceNumber ?? '';
    const date = gstDate(order.invoicedAt ?? order.orderDate);
    for (const i of items) hsnLines.push(toHsn(i, 1));
    if (kind === 'b2cs') {
      addB2cs(order, items, 1);
      continue;
    }
    value[kind] += order.totalAmountPaise;
    for (const [r, a] of byRate(items)) {
      add(totals[kind], { taxablePaise: a.taxable, igstPaise: a.igst, cgstPaise: a.cgst, sgstPaise: a.sgst });
      if (kind === 'b2b') {
        b2b.push([
          order.buyerGstin ?? '',
          text(order.contactName),
          number,
          date,
          rupees(order.totalAmountPaise),
          pos(order),
          'N',
          '',
          'Regular B2B',
          '',
          rate(r),
          rupees(a.taxable),
          ...taxCells(a),
        ]);
      } else {
        b2cl.push([
          number,
          date,
          rupees(order.totalAmountPaise),
          pos(order),
          '',
          rate(r),
          rupees(a.taxable),
          ...taxCells(a),
          '',
        ]);
      }
    }
  }

  const cdnr: string[][] = [];
  const cdnur: string[][] = [];
  for (const { note, order, items } of input.creditNotes) {
    const kind = invoiceKind(order);
    for (const i of items) hsnLines.push(toHsn(i, -1));
    if (kind === 'b2cs') {
      addB2cs(order, items, -1);
      continue;
    }
    const section = kind === 'b2b' ? 'cdnr' : 'cdnur';
    value[section] += note.totalPaise;
    for (const [r, a] of byRate(items)) {
      add(totals[section], {
        taxablePaise: a.taxable,
        igstPaise: a.igst,
        cgstPaise: a.cgst,
        sgstPaise: a.sgst,
      });
      if (section === 'cdnr') {
        cdnr.push([
          order.buyerGstin ?? '',
          text(order.contactName),
          note.number,
          gstDate(note.issuedAt),
          'C',
          pos(order),
          'N',
          'Regular B2B',
          rupees(note.totalPaise),
          '',
          rate(r),
          rupees(a.taxable),
          ...taxCells(a),
          order.invoiceNumber ?? '',
        ]);
      } else {
        cdnur.push([
          'B2CL',
          note.number,
          gstDate(note.issuedAt),
          'C',
          pos(order),
          rupees(note.totalPaise),
          '',
          rate(r),
          rupees(a.taxable),
          ...taxCells(a),
          order.invoiceNumber ?? '',
        ]);
      }
    }
  }

  const hsn = hsnSummary(hsnLines);
  const hsnTotal = hsn.reduce(
    (t, h) => ({
      quantity: t.quantity + h.quantity,
      value: t.value + h.totalPaise,
      a: {
        taxable: t.a.taxable + h.taxablePaise,
        igst: t.a.igst + h.igstPaise,
        cgst: t.a.cgst + h.cgstPaise,
        sgst: t.a.sgst + h.sgstPaise,
      },
    }),
    { quantity: 0, value: 0, a: zero() },
  );
  const b2csRows = [...b2cs.values()]
    .sort((a, b) => (a.pos < b.pos ? -1 : a.pos > b.pos ? 1 : a.rate - b.rate))
    .map((r) => ['OE', r.pos, '', rate(r.rate), rupees(r.amounts.taxable), ...taxCells(r.amounts), '']);

  return [
    {
      name: 'b2b',
      header: [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Applicable % of Tax Rate',
        'Invoice Type',
        'E-Commerce GSTIN',
        'Rate',
        'Taxable Value',
        ...TAX_COLUMNS,
      ],
      rows: b2b,
      total: [
        'Total',
        '',
        '',
        '',
        rupees(value.b2b),
        '',
        '',
        '',
        '',
        '',
        '',
        rupees(totals.b2b.taxable),
        ...taxCells(totals.b2b),
      ],
    },
    {
      name: 'b2cl',
      header: [
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        ...TAX_COLUMNS,
        'E-Commerce GSTIN',
      ],
      rows: b2cl,
      total: [
        'Total',
        '',
        rupees(value.b2cl),
        '',
        '',
        '',
        rupees(totals.b2cl.taxable),
        ...taxCells(totals.b2cl),
        '',
      ],
    },
    {
      name: 'b2cs',
      header: [
        'Type',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        ...TAX_COLUMNS,
        'E-Commerce GSTIN',
      ],
      rows: b2csRows,
      total: ['Total', '', '', '', rupees(totals.b2cs.taxable), ...taxCells(totals.b2cs), ''],
    },
    {
      name: 'cdnr',
      header: [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        ...TAX_COLUMNS,
        'Against Invoice',
      ],
      rows: cdnr,
      total: [
        'Total',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        rupees(value.cdnr),
        '',
        '',
        rupees(totals.cdnr.taxable),
        ...taxCells(totals.cdnr),
        '',
      ],
    },
    {
      name: 'cdnur',
      header: [
        'UR Type',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        ...TAX_COLUMNS,
        'Against Invoice',
      ],
      rows: cdnur,
      total: [
        'Total',
        '',
        '',
        '',
        '',
        rupees(value.cdnur),
        '',
        '',
        rupees(totals.cdnur.taxable),
        ...taxCells(totals.cdnur),
        '',
      ],
    },
    {
      name: 'hsn',
      header: [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ],
      rows: hsn.map((h) => [
        h.hsn,
        '',
        'NOS-NUMBERS',
        String(h.quantity),
        rupees(h.totalPaise),
        rate(h.ratePercent),
        rupees(h.taxablePaise),
        rupees(h.igstPaise),
        rupees(h.cgstPaise),
        rupees(h.sgstPaise),
        '0.00',
      ]),
      total: [
        'Total',
        '',
        '',
        String(hsnTotal.quantity),
        rupees(hsnTotal.value),
        '',
        rupees(hsnTotal.a.taxable),
        rupees(hsnTotal.a.igst),
        rupees(hsnTotal.a.cgst),
        rupees(hsnTotal.a.sgst),
        '0.00',
      ],
    },
    {
      name: 'docs',
      header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      rows: [
        ...series(
          'Invoices for outward supply',
          input.invoices.map((i) => i.order.invoiceNumber ?? ''),
        ),
        ...series(
          'Credit Note',
          input.creditNotes.map((c) => c.note.number),
        ),
      ],
      total: null,
    },
  ];
}

/**
 * Table 13's rows for one kind of document: per series (the prefix and financial year, "INV/2025-26/"),
 * first and last number, how many, and how many numbers between them are missing (cancelled).
 */
function series(nature: string, numbers: string[]): string[][] {
  const bySeries = new Map<string, { n: number; number: string }[]>();
  for (const number of numbers) {
    const m = /^(.*\/)(\d+)$/.exec(number);
    if (!m) continue;
    const list = bySeries.get(m[1]) ?? [];
    list.push({ n: Number(m[2]), number });
    bySeries.set(m[1], list);
  }
  return [...bySeries.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, list]) => {
      list.sort((a, b) => a.n - b.n);
      const first = list[0];
      const last = list[list.length - 1];
      const span = last.n - first.n + 1;
      return [nature, first.number, last.number, String(span), String(span - list.length)];
    });
}

/** A free-text cell (a customer's name) that a spreadsheet must not read as a formula. */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The whole return as one CSV (RFC 4180, CRLF), with a title line naming the GSTIN and the period. */
export function gstr1Csv(input: Gstr1Input, sections = buildGstr1(input)): string {
  const lines: string[][] = [
    ['GSTR-1', 'GSTIN', input.sellerGstin || 'Not registered', 'Period', input.month],
  ];
  for (const s of sections) {
    lines.push([], [s.name], s.header, ...s.rows);
    if (s.total) lines.push(s.total);
  }
  return `${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
