/**
 * What a refund gives back and what its credit note credits, to the paisa. Pure functions over an
 * order's lines and what earlier credit notes already credited; `npm run test:mutation` (the orders config)
 * mutates them against refunds.test.ts.
 *
 * An order line has two parts, each with its taxable value and tax: its goods, and its share of the order's
 * charges (delivery, packing, the cash-on-delivery fee; decision 020). A refund names, per line, how much of
 * each part it gives back (a RefundPart); its credit note splits each amount into taxable value and tax in the
 * proportions of what is left of that part, so that the last refund of a line credits exactly what is left and
 * the notes of an order never credit more than its invoice.
 */

export interface Amounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** An order line as invoiced: its goods, its quantity and its share of the charges. */
export interface InvoicedLine {
  id: string;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  lineTotalPaise: number;
  chargeTaxablePaise: number;
  chargeCgstPaise: number;
  chargeSgstPaise: number;
  chargeIgstPaise: number;
  chargePaise: number;
}

/** What a credit note credited of one line (credit_note_lines). */
export interface CreditedLine extends Omit<InvoicedLine, 'id'> {
  orderItemId: string;
}

/** What is still creditable of one line. */
export interface OpenLine {
  orderItemId: string;
  /** Units bought, and the goods' value invoiced for them. */
  invoicedQuantity: number;
  invoicedGoodsPaise: number;
  /** Units not yet given back. */
  quantity: number;
  goods: Amounts;
  charge: Amounts;
}

/** One line's part in a refund (stored on the refund as it is requested). */
export interface RefundPart {
  orderItemId: string;
  quantity: number;
  goodsPaise: number;
  chargePaise: number;
}

const goodsOf = (l: Omit<InvoicedLine, 'id'>): Amounts => ({
  taxablePaise: l.taxablePaise,
  cgstPaise: l.cgstPaise,
  sgstPaise: l.sgstPaise,
  igstPaise: l.igstPaise,
  totalPaise: l.lineTotalPaise,
});

const chargeOf = (l: Omit<InvoicedLine, 'id'>): Amounts => ({
  taxablePaise: l.chargeTaxablePaise,
  cgstPaise: l.chargeCgstPaise,
  sgstPaise: l.chargeSgstPaise,
  igstPaise: l.chargeIgstPaise,
  totalPaise: l.chargePaise,
});

const minus = (a: Amounts, b: Amounts): Amounts => ({
  taxablePaise: a.taxablePaise - b.taxablePaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
  igstPaise: a.igstPaise - b.igstPaise,
  totalPaise: a.totalPaise - b.totalPaise,
});

/** Each line of the invoice less what the order's credit notes already credited of it. */
export function openLines(items: InvoicedLine[], credited: CreditedLine[]): OpenLine[] {
  return items.map((item) => {
    let goods = goodsOf(item);
    let charge = chargeOf(item);
    let quantity = item.quantity;
    for (const c of credited) {
      if (c.orderItemId !== item.id) continue;
      goods = minus(goods, goodsOf(c));
      charge = minus(charge, chargeOf(c));
      quantity -= c.quantity;
    }
    return {
      orderItemId: item.id,
      invoicedQuantity: item.quantity,
      invoicedGoodsPaise: item.lineTotalPaise,
      quantity,
      goods,
      charge,
    };
  });
}

/** What is still creditable of the whole order. */
export const openTotal = (lines: OpenLine[]) =>
  lines.reduce((sum, l) => sum + l.goods.totalPaise + l.charge.totalPaise, 0);

/**
 * `grossPaise` of what is left of a part, split into taxable value and tax in the proportions of what is left:
 * each tax rounded half up, the taxable value the rest, so the four always add up to the gross. All that is
 * left gives exactly what is left.
 */
export function splitCredit(left: Amounts, grossPaise: number): Amounts {
  // Stryker disable next-line EqualityOperator: all that is left split by its own proportions is what is left.
  if (grossPaise >= left.totalPaise) return { ...left };
  const share = (paise: number) => Math.round((paise * grossPaise) / left.totalPaise);
  const cgstPaise = share(left.cgstPaise);
  const sgstPaise = share(left.sgstPaise);
  const igstPaise = share(left.igstPaise);
  return {
    taxablePaise: grossPaise - cgstPaise - sgstPaise - igstPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: grossPaise,
  };
}

/** A cancelled order gives back all that is left: every line's goods and charges. */
export function wholeParts(lines: OpenLine[]): RefundPart[] {
  return lines
    .filter((l) => l.goods.totalPaise + l.charge.totalPaise > 0)
    .map((l) => ({
      orderItemId: l.orderItemId,
      quantity: l.quantity,
      goodsPaise: l.goods.totalPaise,
      chargePaise: l.charge.totalPaise,
    }));
}

/**
 * The goods value of the next `units` of a line to be given back, as invoiced: the value of the units given back
 * so far with these, less the value of those before (each half up), so that the units of a line returned in
 * several goes add up to the line's total whatever fees were kept on the way. The charges are not given back on
 * a return.
 */
export function unitsValuePaise(line: OpenLine, units: number): number {
  const before = line.invoicedQuantity - line.quantity;
  const valueOf = (n: number) => Math.round((line.invoicedGoodsPaise * n) / line.invoicedQuantity);
  return valueOf(before + Math.min(units, line.quantity)) - valueOf(before);
}

/** A returned line's part: its units' value less the restocking fee (`feePercent` of that value, half up). */
export function returnPart(
  line: OpenLine,
  units: number,
  feePercent: number,
): RefundPart & { feePaise: number } {
  const value = unitsValuePaise(line, units);
  const feePaise = Math.round((value * feePercent) / 100);
  return {
    orderItemId: line.orderItemId,
    quantity: units,
    goodsPaise: value - feePaise,
    chargePaise: 0,
    feePaise,
  };
}

/**
 * A refund of `amountPaise` that names no lines (the owner's partial refund), spread over what is left of each
 * line's goods and charges in proportion to it: each part's floor share, then the paise still missing to the
 * parts with the largest remainders (earlier parts first on a tie). Never more than a part has left; the parts
 * add up to the amount when the order has that much left.
 */
export function spreadParts(lines: OpenLine[], amountPaise: number): RefundPart[] {
  const pots = lines.flatMap((l) => [
    { line: l, kind: 'goods' as const, left: l.goods.totalPaise },
    { line: l, kind: 'charge' as const, left: l.charge.totalPaise },
  ]);
  const total = pots.reduce((sum, p) => sum + p.left, 0);
  const target = Math.min(amountPaise, total);
  if (target <= 0) return [];
  const shares = pots.map((p) => {
    const exact = (p.left * target) / total;
    return { ...p, paise: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  // The paise the floors left out go to the largest remainders; the sort is stable, so a tie goes to the earlier
  // part. Each of those has a remainder, so it stays within what it has left.
  const missing = target - shares.reduce((sum, s) => sum + s.paise, 0);
  for (const s of [...shares].sort((a, b) => b.rest - a.rest).slice(0, missing)) s.paise += 1;
  const parts = new Map<string, RefundPart>();
  for (const s of shares) {
    if (s.paise === 0) continue;
    const part = parts.get(s.line.orderItemId) ?? {
      orderItemId: s.line.orderItemId,
      quantity: 0,
      goodsPaise: 0,
      chargePaise: 0,
    };
    if (s.kind === 'goods') part.goodsPaise = s.paise;
    else part.chargePaise = s.paise;
    parts.set(s.line.orderItemId, part);
  }
  return [...parts.values()];
}

/**
 * The credit note's lines for a refund's parts, against what is left of each line now (a part larger than what
 * is left, because the invoice was meanwhile credited otherwise, credits what is left). Lines that credit
 * nothing are left out; no lines means no credit note.
 */
export function creditLines(lines: OpenLine[], parts: RefundPart[]): CreditedLine[] {
  const out: CreditedLine[] = [];
  for (const part of parts) {
    const line = lines.find((l) => l.orderItemId === part.orderItemId);
    if (!line) continue;
    const goods = splitCredit(line.goods, Math.min(part.goodsPaise, line.goods.totalPaise));
    const charge = splitCredit(line.charge, Math.min(part.chargePaise, line.charge.totalPaise));
    if (goods.totalPaise + charge.totalPaise === 0) continue;
    out.push({
      orderItemId: part.orderItemId,
      quantity: Math.min(part.quantity, line.quantity),
      taxablePaise: goods.taxablePaise,
      cgstPaise: goods.cgstPaise,
      sgstPaise: goods.sgstPaise,
      igstPaise: goods.igstPaise,
      lineTotalPaise: goods.totalPaise,
      chargeTaxablePaise: charge.taxablePaise,
      chargeCgstPaise: charge.cgstPaise,
      chargeSgstPaise: charge.sgstPaise,
      chargeIgstPaise: charge.igstPaise,
      chargePaise: charge.totalPaise,
    });
  }
  return out;
}

/** A credit note's totals from its lines: taxable value (goods and charges), each tax, and the total. */
export function creditTotals(lines: CreditedLine[]): Amounts {
  const sum = (pick: (l: CreditedLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    taxablePaise: sum((l) => l.taxablePaise + l.chargeTaxablePaise),
    cgstPaise: sum((l) => l.cgstPaise + l.chargeCgstPaise),
    sgstPaise: sum((l) => l.sgstPaise + l.chargeSgstPaise),
    igstPaise: sum((l) => l.igstPaise + l.chargeIgstPaise),
    totalPaise: sum((l) => l.lineTotalPaise + l.chargePaise),
  };
}

/** PhonePe refunds at least ₹1. */
export const MIN_PROVIDER_REFUND_PAISE = 100;

/**
 * What may still be refunded: what was paid less every refund that is not failed, however it was paid: through
 * the provider, by transfer, or outside the shop (Mark refunded records what the owner gave back by other means
 * as a refund of its own), so that no path pays the same money twice. The refunds are the one ledger.
 */
export function refundableLeftPaise(
  order: { totalAmountPaise: number },
  refunds: { amountPaise: number; state: string }[],
): number {
  const given = refunds.filter((r) => r.state !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);
  return Math.max(0, order.totalAmountPaise - given);
}
