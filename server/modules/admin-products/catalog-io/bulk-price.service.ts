import type { BulkPriceBody, BulkPriceReport } from '../../../../common/contracts/catalog-io';
import { REPORT_LIST_LIMIT } from '../../../../common/contracts/catalog-io';
import { basePriceFromSale, formatINR, fromPaise, toPaise } from '../../../../common/money';
import { changedPricePaise, type PriceChange } from '../../../../common/price-change';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { ProductRow } from '../admin-products.repository';
import {
  pageMarkOf,
  productBatch,
  updatePrices,
  type PageMark,
  type PriceValues,
} from './catalog-io.repository';
import type { z } from 'zod';

export type BulkPriceInput = z.output<typeof BulkPriceBody>;
const BATCH = 500;

/** A bulk price change refused for its errors: the report, with nothing written. */
export class BulkPriceRefused extends AppError {
  constructor(readonly report: BulkPriceReport) {
    const n = report.errors.length;
    super(400, `Nothing was changed: the change would take ${n} product${n === 1 ? '' : 's'} to ₹0 or below`);
  }
}

/** A rupee price (variant or tier) moved by the same rule; 0 stays 0; null when it would reach 0 or below. */
function movedRupees(rupees: number, change: PriceChange): number | null {
  const paise = toPaise(rupees);
  if (paise <= 0) return rupees;
  const moved = changedPricePaise(paise, change);
  return moved > 0 ? fromPaise(moved) : null;
}

/** One product's new prices, or the reason it cannot take the change. */
function priceProduct(p: ProductRow, change: PriceChange): PriceValues | { error: string } {
  const sale = changedPricePaise(p.salePricePaise, change);
  // Said after the product's title in the preview: "Washer: its sale price of ₹4.00 would fall to ₹0 or below".
  if (sale <= 0)
    return { error: `its sale price of ${formatINR(fromPaise(p.salePricePaise))} would fall to ₹0 or below` };
  const variants: ProductRow['variants'] = [];
  for (const v of p.variants) {
    const price = movedRupees(v.pricePerPiece, change);
    if (price === null)
      return {
        error: `its variant "${v.size}" at ${formatINR(v.pricePerPiece)} would fall to ₹0 or below`,
      };
    variants.push({ ...v, pricePerPiece: price });
  }
  const priceTiers: ProductRow['priceTiers'] = [];
  for (const t of p.priceTiers) {
    const price = movedRupees(t.price, change);
    if (price === null) return { error: `its price tier at ${formatINR(t.price)} would fall to ₹0 or below` };
    priceTiers.push({ ...t, price });
  }
  return {
    id: p.id,
    salePricePaise: sale,
    pricePaise: basePriceFromSale(sale, p.cgstPercent, p.sgstPercent),
    variants,
    priceTiers,
  };
}

const moves = (p: ProductRow, v: PriceValues) =>
  v.salePricePaise !== p.salePricePaise ||
  v.variants.some((x, i) => x.pricePerPiece !== p.variants[i].pricePerPiece) ||
  v.priceTiers.some((x, i) => x.price !== p.priceTiers[i].price);

async function run(db: DbOrTx, input: BulkPriceInput, write: boolean): Promise<BulkPriceReport> {
  const change: PriceChange = { percent: input.percent, amount: input.amount, rounding: input.rounding };
  const report: BulkPriceReport = {
    dryRun: !write,
    written: false,
    matched: 0,
    changed: 0,
    changes: [],
    errors: [],
  };
  let mark: PageMark | null = null;
  for (;;) {
    const batch = await productBatch(db, input.filter, mark, BATCH, write);
    if (batch.length === 0) break;
    const updates: PriceValues[] = [];
    for (const p of batch) {
      report.matched++;
      const priced = priceProduct(p, change);
      if ('error' in priced) {
        if (report.errors.length < REPORT_LIST_LIMIT)
          report.errors.push({ id: p.id, title: p.title, message: priced.error });
        continue;
      }
      if (!moves(p, priced)) continue;
      report.changed++;
      if (report.changes.length < REPORT_LIST_LIMIT)
        report.changes.push({
          id: p.id,
          title: p.title,
          from: fromPaise(p.salePricePaise),
          to: fromPaise(priced.salePricePaise),
        });
      updates.push(priced);
    }
    // Written as the batches go; any product refused later rolls the whole transaction back.
    if (write && report.errors.length === 0) await updatePrices(db, updates);
    const last = batch[batch.length - 1];
    mark = pageMarkOf(last);
    if (batch.length < BATCH) break;
  }
  if (write && report.errors.length > 0) throw new BulkPriceRefused({ ...report, written: false });
  report.written = write;
  return report;
}

/**
 * The bulk price change (issue 31): the products the filter matches (the admin listing's matching), each
 * sale price moved by the percent or amount and rounded half up to the rupee or ₹0.50, the base price
 * derived again from it and the rates, and the variants' prices and price tiers moved by the same rule. A
 * product the change would take to ₹0 or below is an error, and then nothing is written. The dry run
 * answers the preview; the real run writes in one transaction (rows locked as they are read).
 */
export async function changePrices(db: Db, input: BulkPriceInput): Promise<BulkPriceReport> {
  if (input.dryRun) return run(db, input, false);
  return db.transaction((tx) => run(tx, input, true));
}
