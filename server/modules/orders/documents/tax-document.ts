import { amountInWords } from '../../../../common/amount-in-words';
import { stateOfGstin } from '../../../../common/gst/gstin';
import { hsnSummary } from '../../../../common/gst/hsn-summary';
import { fromPaise, splitGross } from '../../../../common/money';
import { DEFAULT_SHOP_NAME } from '../../../../common/settings-defaults';
import type { ProductTranslations } from '../../../../common/translations';
import type { SiteSettings } from '../../settings';
import type { CreditNoteRow, OrderItemRow, OrderRow } from '../core';

/**
 * What a GST tax invoice, or the credit note that reverses it, says: every word and figure, worked out from
 * the order's snapshot (so they match what was charged to the paisa whatever happened to the catalog since).
 * invoice-pdf.ts only lays this out on the page; this module is where a wrong figure would come from, and
 * `npm run test:mutation` mutates it against the hand-worked cases.
 *
 * The fields of CGST Rules 46 (tax invoice) and 53(1A) (credit note): the supplier's name, address and
 * GSTIN; a consecutive number of the financial year and the date; the recipient's name, address and
 * GSTIN when registered, else name, delivery address and the state with its code; the HSN code,
 * description, quantity, taxable value, and per line the rate and amount of CGST and SGST
 * (intra-state) or IGST (inter-state); the place of supply with the state's name and code (printed
 * always); whether tax is payable on reverse charge (never, here); and for a credit note the number and
 * date of the invoice it reverses. An HSN summary follows the lines.
 */

/** The cells of one line of the document, by column key (invoice-pdf.ts names and places the columns). */
export interface LineCells {
  n: string;
  title: string;
  /** The product's Hindi name, shown under the English one (issue 50); absent when it has none. */
  titleHi?: string;
  hsn: string;
  qty: string;
  unit: string;
  /** The line's discount before tax (an invoice of an order with a discount code; blank on other rows). */
  discount: string;
  taxable: string;
  cgstRate: string;
  cgst: string;
  sgstRate: string;
  sgst: string;
  igstRate: string;
  igst: string;
  total: string;
}

/** The cells of one row of the HSN summary (and of its total row, whose rate is blank). */
export interface HsnCells {
  hsn: string;
  taxable: string;
  rate: string;
  cgst: string;
  sgst: string;
  igst: string;
  tax: string;
}

export interface TaxDocument {
  title: 'TAX INVOICE' | 'CREDIT NOTE';
  /** The PDF's own title and author (document properties). */
  info: { title: string; author: string };
  /** Inter-state: IGST columns and totals; else CGST and SGST. */
  inter: boolean;
  /** An invoice of an order with a discount off its goods: the lines show each one's discount (a column). */
  discounted: boolean;
  seller: { name: string; lines: string[] };
  /** Number, dates, order, payment, place of supply: the top right. */
  facts: string[];
  /** Under "Bill to / Ship to". */
  buyer: string[];
  /** A credit note's reason; null on an invoice. */
  reason: string | null;
  lines: LineCells[];
  totals: { label: string; amount: string; bold: boolean }[];
  amountInWords: string;
  hsnRows: HsnCells[];
  hsnTotal: HsnCells;
  /** The shop's invoice note (settings), on invoices only; null when there is none. */
  note: string | null;
  footer: string;
}

/** An amount as printed: en-IN digit grouping, two decimals, no symbol (1350979 → "13,509.79"). */
export const invoiceAmount = (paise: number) =>
  fromPaise(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rate as printed, without needless zeros: 9 → "9%", 2.5 → "2.5%", 0 → "0%". */
export const ratePercent = (p: number) =>
  `${Number(p)
    .toFixed(2)
    .replace(/\.?0+$/, '')}%`;

/** dd/mm/yyyy in India Standard Time. */
export function invoiceDate(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const dd = String(ist.getUTCDate()).padStart(2, '0');
  const mm = String(ist.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${ist.getUTCFullYear()}`;
}

/**
 * A line's whole value of supply: its goods and its share of the order's charges (delivery, packing, the
 * cash-on-delivery fee), which are taxed with them (decision 020). The HSN summaries and GSTR-1 count this.
 */
export function lineSupply(item: OrderItemRow) {
  return {
    taxablePaise: item.taxablePaise + item.chargeTaxablePaise,
    cgstPaise: item.cgstPaise + item.chargeCgstPaise,
    sgstPaise: item.sgstPaise + item.chargeSgstPaise,
    igstPaise: item.igstPaise + item.chargeIgstPaise,
  };
}

/**
 * How an invoice's grand total was paid when a gift card paid part or all of it (decision 033): the card's part and
 * beside it what PhonePe or the cash paid. The card is money, not a discount: the taxable value, tax and grand total
 * above are the order's own. None without a card.
 */
export function paidByRows(
  order: Pick<OrderRow, 'paymentMethod' | 'totalAmountPaise' | 'giftCardPaise'>,
): { label: string; amount: string; bold: boolean }[] {
  if (!(order.giftCardPaise > 0)) return [];
  const duePaise = order.totalAmountPaise - order.giftCardPaise;
  return [
    { label: 'Paid by gift card (Rs.)', amount: invoiceAmount(order.giftCardPaise), bold: false },
    ...(duePaise > 0
      ? [
          {
            label: order.paymentMethod === 'cod' ? 'Cash on delivery (Rs.)' : 'Paid by PhonePe (Rs.)',
            amount: invoiceAmount(duePaise),
            bold: false,
          },
        ]
      : []),
  ];
}

/** The charges an order names, as printed on its charge rows: "Express delivery, fragile packaging". */
function chargeNames(order: OrderRow): string {
  const names = [
    ...(order.deliveryFeePaise > 0 ? [`${order.deliveryMethod} delivery`] : []),
    ...(order.fragileFeePaise > 0 ? ['fragile packaging'] : []),
    ...(order.codFeePaise > 0 ? ['cash-on-delivery fee'] : []),
  ].join(', ');
  return names.charAt(0).toUpperCase() + names.slice(1);
}

/** What a charge row says of its place in the supply, so that no reader takes it for a separate service. */
export const CHARGE_IN_GOODS = "part of the goods' value, CGST s.15(2)(c)";

/**
 * The charges' rows of the line table: per GST rate, the lines' shares summed (a mixed cart's charges are
 * taxed at each line's rate: decision 020). Each row says it is part of the goods' value, and its HSN cell
 * names the goods' HSN codes it is shared over, as the HSN summary counts it under them ("With goods" when
 * those lines have no HSN). None when the order has no charges.
 */
function chargeLines(order: OrderRow, items: OrderItemRow[], first: number): LineCells[] {
  const byRate = new Map<
    string,
    {
      item: OrderItemRow;
      hsns: Set<string>;
      taxable: number;
      cgst: number;
      sgst: number;
      igst: number;
      total: number;
    }
  >();
  for (const item of items) {
    if (item.chargePaise === 0) continue;
    const key = `${Number(item.cgstPercent)}|${Number(item.sgstPercent)}|${Number(item.igstPercent)}`;
    const row = byRate.get(key) ?? { item, hsns: new Set(), taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
    if (item.hsn) row.hsns.add(item.hsn);
    row.taxable += item.chargeTaxablePaise;
    row.cgst += item.chargeCgstPaise;
    row.sgst += item.chargeSgstPaise;
    row.igst += item.chargeIgstPaise;
    row.total += item.chargePaise;
    byRate.set(key, row);
  }
  const name = chargeNames(order);
  return [...byRate.values()].map((row, index) => ({
    n: String(first + index),
    title:
      byRate.size > 1
        ? `${name} (share at ${ratePercent(Number(row.item.cgstPercent) + Number(row.item.sgstPercent) + Number(row.item.igstPercent))}, ${CHARGE_IN_GOODS})`
        : `${name} (${CHARGE_IN_GOODS})`,
    hsn: row.hsns.size ? [...row.hsns].join(', ') : 'With goods',
    qty: '1',
    unit: invoiceAmount(row.taxable),
    discount: '',
    taxable: invoiceAmount(row.taxable),
    cgstRate: ratePercent(row.item.cgstPercent),
    cgst: invoiceAmount(row.cgst),
    sgstRate: ratePercent(row.item.sgstPercent),
    sgst: invoiceAmount(row.sgst),
    igstRate: ratePercent(row.item.igstPercent),
    igst: invoiceAmount(row.igst),
    total: invoiceAmount(row.total),
  }));
}

/**
 * A line's discount before tax (decision 029): its taxable value without the discount less its taxable value after
 * it. The line's share of the code is stored tax included (discountPaise); the invoice shows the value it takes
 * off the taxable value, since the tax is charged on the value after it (CGST Act s.15(3)(a), Rule 46).
 */
export function lineDiscountTaxablePaise(item: OrderItemRow): number {
  if (item.discountPaise === 0) return 0;
  const rate = Number(item.cgstPercent) + Number(item.sgstPercent) + Number(item.igstPercent);
  return splitGross(item.salePricePaise * item.quantity, rate, 0).taxablePaise - item.taxablePaise;
}

/** A credit note's reason as printed, before what it credits. */
const REASONS: Record<CreditNoteRow['reason'], string> = {
  rejected: 'Order rejected',
  refunded: 'Payment refunded',
  cancelled: 'Order cancelled by the buyer',
  returned: 'Goods returned (less any restocking fee)',
};

/** What a note credits: the whole invoice, or a part of it (a return, a partial refund). */
const creditScope = (order: OrderRow, note: CreditNoteRow) =>
  note.totalPaise === order.totalAmountPaise
    ? 'the invoice is cancelled in full'
    : 'part of the invoice is credited';

/** `{ titleHi }` when the product has a Hindi title, nothing otherwise (an English-only line is as it was). */
function hindiName(names: ReadonlyMap<string, ProductTranslations>, productId: string) {
  const titleHi = names.get(productId)?.hi?.title?.trim();
  return titleHi ? { titleHi } : {};
}

export function taxDocument(
  order: OrderRow,
  items: OrderItemRow[],
  settings: SiteSettings,
  note: CreditNoteRow | null,
  /** The products' translations by id: the Hindi name beside the English one where a product has one. */
  names: ReadonlyMap<string, ProductTranslations> = new Map(),
): TaxDocument {
  const inter = order.taxType === 'inter';
  const shopName = settings.companyName || DEFAULT_SHOP_NAME;

  // The seller's GSTIN is the one the order was placed under (frozen with its tax type).
  const sellerState = stateOfGstin(order.sellerGstin);
  const sellerLines = [
    ...(settings.companyAddress ? [settings.companyAddress] : []),
    `GSTIN: ${order.sellerGstin || 'Not registered'}`,
    ...(sellerState ? [`State: ${sellerState.name}, code ${sellerState.code}`] : []),
    ...(settings.phone || settings.email
      ? [[settings.phone, settings.email].filter(Boolean).join(' · ')]
      : []),
  ];

  const placeOfSupply = order.placeOfSupplyCode
    ? `${order.placeOfSupplyState} (${order.placeOfSupplyCode})`
    : 'Not recorded';
  const invoiceNo = order.invoiceNumber ?? '';
  const invoiceDay = invoiceDate(order.invoicedAt ?? order.orderDate);
  const facts = note
    ? [
        `Credit Note No: ${note.number}`,
        `Credit Note Date: ${invoiceDate(note.issuedAt)}`,
        `Against Invoice No: ${invoiceNo}`,
        `Invoice Date: ${invoiceDay}`,
        `Order No: ${order.orderNumber}`,
        `Place of supply: ${placeOfSupply}`,
      ]
    : [
        `Invoice No: ${invoiceNo}`,
        `Invoice Date: ${invoiceDay}`,
        `Order No: ${order.orderNumber}`,
        `Order Date: ${invoiceDate(order.orderDate)}`,
        // A cash order is invoiced when it leaves the shop, before its cash is collected.
        order.paymentMethod === 'cod'
          ? 'Payment: cash on delivery'
          : order.paymentMethod === 'giftCard'
            ? 'Payment: gift card'
            : `Payment ID: ${order.paymentId ?? ''}`,
        ...(order.discountCode ? [`Discount code: ${order.discountCode}`] : []),
        `Place of supply: ${placeOfSupply}`,
        `Supply: ${inter ? 'Inter-state (IGST)' : 'Intra-state (CGST + SGST)'} · Reverse charge: No`,
      ];

  // Bill to and ship to are the same person and address.
  const a = order.addressInfo;
  const buyer = [
    order.contactName,
    `${a.address}, ${a.city} - ${a.pincode}`,
    ...(order.placeOfSupplyCode
      ? [`State: ${order.placeOfSupplyState}, code ${order.placeOfSupplyCode}`]
      : []),
    order.buyerGstin ? `Buyer GSTIN: ${order.buyerGstin}` : 'Buyer: unregistered (B2C)',
    `Phone: ${a.phone}   Email: ${order.contactEmail}`,
  ];

  const goodsLines = items.map((item, index): LineCells => ({
    n: String(index + 1),
    title: item.title,
    ...hindiName(names, item.productId),
    hsn: item.hsn || '-',
    qty: String(item.quantity),
    unit: invoiceAmount(item.unitPricePaise),
    discount: invoiceAmount(lineDiscountTaxablePaise(item)),
    taxable: invoiceAmount(item.taxablePaise),
    cgstRate: ratePercent(item.cgstPercent),
    cgst: invoiceAmount(item.cgstPaise),
    sgstRate: ratePercent(item.sgstPercent),
    sgst: invoiceAmount(item.sgstPaise),
    igstRate: ratePercent(item.igstPercent),
    igst: invoiceAmount(item.igstPaise),
    total: invoiceAmount(item.lineTotalPaise),
  }));
  const lines = [...goodsLines, ...chargeLines(order, items, items.length + 1)];

  // A credit note's figures are its own (what it credits); an invoice's are the order's.
  const figures = note
    ? {
        taxable: note.taxablePaise,
        cgst: note.cgstPaise,
        sgst: note.sgstPaise,
        igst: note.igstPaise,
        total: note.totalPaise,
      }
    : {
        taxable: order.subtotalPaise,
        cgst: order.cgstPaise,
        sgst: order.sgstPaise,
        igst: order.igstPaise,
        total: order.totalAmountPaise,
      };
  const taxTotals: [string, number][] = inter
    ? [['IGST', figures.igst]]
    : [
        ['CGST', figures.cgst],
        ['SGST', figures.sgst],
      ];
  // An invoice with a discount off its goods shows it before the taxable value (Rule 46: the value after discount).
  const discounted = !note && order.discountPaise > 0;
  const discountTaxable = items.reduce((total, item) => total + lineDiscountTaxablePaise(item), 0);
  const discountRows = discounted
    ? [
        {
          label: 'Value before discount',
          amount: invoiceAmount(figures.taxable + discountTaxable),
          bold: false,
        },
        {
          label: `Discount (${order.discountCode})`,
          amount: `-${invoiceAmount(discountTaxable)}`,
          bold: false,
        },
      ]
    : [];
  const totals = [
    ...discountRows,
    { label: 'Taxable value', amount: invoiceAmount(figures.taxable), bold: false },
    ...taxTotals.map(([label, paise]) => ({ label, amount: invoiceAmount(paise), bold: false })),
    {
      label: note ? 'Total credited (Rs.)' : 'Grand total (Rs.)',
      amount: invoiceAmount(figures.total),
      bold: true,
    },
    ...(note ? [] : paidByRows(order)),
  ];

  // HSN summary: per HSN and rate, taxable value and tax (each line's share of the charges with it), then their sums.
  const summary = hsnSummary(
    items.map((i) => ({
      hsn: i.hsn,
      quantity: i.quantity,
      ratePercent: Number(i.cgstPercent) + Number(i.sgstPercent) + Number(i.igstPercent),
      ...lineSupply(i),
    })),
  );
  const sum = (pick: (row: (typeof summary)[number]) => number) =>
    summary.reduce((total, row) => total + pick(row), 0);

  return {
    title: note ? 'CREDIT NOTE' : 'TAX INVOICE',
    info: {
      title: note ? `Credit note ${note.number}` : `Tax invoice ${invoiceNo}`,
      author: settings.companyName || 'Shop',
    },
    inter,
    discounted,
    seller: { name: shopName, lines: sellerLines },
    facts,
    buyer,
    reason: note
      ? `Reason: ${REASONS[note.reason]}: ${creditScope(order, note)}. The amounts below are credited to the buyer.`
      : null,
    lines,
    totals,
    amountInWords: `Amount in words: ${amountInWords(figures.total)}`,
    hsnRows: summary.map((row) => ({
      hsn: row.hsn || '-',
      taxable: invoiceAmount(row.taxablePaise),
      rate: ratePercent(row.ratePercent),
      cgst: invoiceAmount(row.cgstPaise),
      sgst: invoiceAmount(row.sgstPaise),
      igst: invoiceAmount(row.igstPaise),
      tax: invoiceAmount(row.taxPaise),
    })),
    hsnTotal: {
      hsn: 'Total',
      taxable: invoiceAmount(sum((r) => r.taxablePaise)),
      rate: '',
      cgst: invoiceAmount(sum((r) => r.cgstPaise)),
      sgst: invoiceAmount(sum((r) => r.sgstPaise)),
      igst: invoiceAmount(sum((r) => r.igstPaise)),
      tax: invoiceAmount(sum((r) => r.taxPaise)),
    },
    note: !note && settings.invoiceNote.trim() ? settings.invoiceNote : null,
    footer: `This is a computer-generated ${note ? 'credit note' : 'invoice'} and needs no signature.`,
  };
}
