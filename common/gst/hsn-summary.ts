/**
 * The HSN summary of an invoice, a credit note or a month's return (CGST Rules 46(g); GSTR-1 table 12):
 * per HSN code and tax rate, the quantity, taxable value and each tax, summed from lines whose figures
 * are already final (frozen on the order). Only additions: every total equals the sum of its lines.
 */

export interface HsnLine {
  hsn: string;
  quantity: number;
  /** The line's whole GST rate in percent (CGST + SGST, or IGST). */
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface HsnRow extends HsnLine {
  /** CGST + SGST + IGST. */
  taxPaise: number;
  /** Taxable value + tax. */
  totalPaise: number;
}

/** Lines grouped by HSN (blank HSN as '') and rate, sorted by HSN then rate. */
export function hsnSummary(lines: HsnLine[]): HsnRow[] {
  const groups = new Map<string, HsnRow>();
  for (const line of lines) {
    const hsn = line.hsn.trim();
    const key = `${hsn}|${line.ratePercent}`;
    const row = groups.get(key) ?? {
      hsn,
      ratePercent: line.ratePercent,
      quantity: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
    };
    row.quantity += line.quantity;
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    row.taxPaise += line.cgstPaise + line.sgstPaise + line.igstPaise;
    row.totalPaise += line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;
    groups.set(key, row);
  }
  return [...groups.values()].sort((a, b) =>
    a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.ratePercent - b.ratePercent,
  );
}
