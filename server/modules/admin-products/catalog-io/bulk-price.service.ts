import type { BulkPriceBody, BulkPriceReport } from '../../../../common/contracts/catalog-io';
import { REPORT_LIST_LIMIT } from '../../../../common/contracts/catalog-io';
import { MAX_PRICE_RUPEES } from '../../../../common/contracts/common';
import { basePriceFromSale, formatINR, formatPaise, fromPaise, toPaise } from '../../../../common/money';
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

/** Why a product cannot take the change: a price would reach ₹0 or below, or pass the product form's ceiling. */
type Refusal = { error: string; kind: 'floor' | 'ceiling' };

/** A bulk price change refused for its errors: the report, with nothing written. */
export class BulkPriceRefused extends AppError {
  constructor(
    readonly report: BulkPriceReport,
    counts: Record<Refusal['kind'], number>,
  ) {
    const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;
    const reasons = [
      counts.floor ? `${products(counts.floor)} to ₹0 or below` : null,
      counts.ceiling ? `${products(counts.ceiling)} above ${CEILING_TEXT}, the most a price can be` : null,
    ];
    super(400, `Nothing was changed: the change would take ${reasons.filter(Boolean).join(', and ')}`);
  }
}

/** The product form's ceiling (its prices' schema, Rupees), in paise and as the owner reads it. */
const CEILING_PAISE = toPaise(MAX_PRICE_RUPEES);
const CEILING_TEXT = formatPaise(CEILING_PAISE);

/**
 * One price moved by the change: its new paise, or why it cannot move. A price of 0 stays 0 where `keepZero`
 * (variants and tiers: a free washer stays free).
 */
function movedPaise(paise: number, change: PriceChange, what: string, keepZero: boolean): number | Refusal {
  if (keepZero && paise <= 0) return paise;
  const moved = changedPricePaise(paise, change);
  if (moved <= 0) return { error: `${what} would fall to ₹0 or below`, kind: 'floor' };
  if (moved > CEILING_PAISE)
    return {
      error: `${what} would rise to ${formatPaise(moved)}, above ${CEILING_TEXT}, the most a price can be`,
      kind: 'ceiling',
    };
  return moved;
}

/** One product's new prices, or the reason it cannot take the change. */
function priceProduct(p: ProductRow, change: PriceChange): PriceValues | Refusal {
  // Said after the product's title in the preview: "Washer: its sale price of ₹4.00 would fall to ₹0 or below".
  const sale = movedPaise(
    p.salePricePaise,
    change,
    `its sale price of ${formatPaise(p.salePricePaise)}`,
    false,
  );
  if (typeof sale !== 'number') return sale;
  const variants: ProductRow['variants'] = [];
  for (const v of p.variants) {
    const price = movedPaise(
      toPaise(v.pricePerPiece),
      change,
      `its variant "${v.size}" at ${formatINR(v.pricePerPiece)}`,
      true,
    );
    if (typeof price !== 'number') return price;
    variants.push({ ...v, pricePerPiece: fromPaise(price) });
  }
  const priceTiers: ProductRow['priceTiers'] = [];
  for (const t of p.priceTiers) {
    const price = movedPaise(toPaise(t.price), change, `its price tier at ${formatINR(t.price)}`, true);
    if (typeof price !== 'number') return price;
    priceTiers.push({ ...t, price: fromPaise(price) });
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
  const refused = { floor: 0, ceiling: 0 };
  let mark: PageMark | null = null;
  for (;;) {
    const batch = await productBatch(db, input.filter, mark, BATCH, write);
    if (batch.length === 0) break;
    const updates: PriceValues[] = [];
    for (const p of batch) {
      report.matched++;
      const priced = priceProduct(p, change);
      if ('error' in priced) {
        refused[priced.kind]++;
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
  if (write && report.errors.length > 0) throw new BulkPriceRefused({ ...report, written: false }, refused);
  report.written = write;
  return report;
}

/**
 * The bulk price change: the products the filter matches (the admin listing's matching), each
 * sale price moved by the percent or amount and rounded half up to the rupee or ₹0.50, the base price
 * derived again from it and the rates, and the variants' prices and price tiers moved by the same rule. A
 * product the change would take to ₹0 or below, or above the product form's ceiling (₹1 crore: a price the
 * form, the import and the database's integers all take), is an error, and then nothing is written. The dry run
 * answers the preview; the real run writes in one transaction (rows locked as they are read).
 */
export async function changePrices(db: Db, input: BulkPriceInput): Promise<BulkPriceReport> {
  if (input.dryRun) return run(db, input, false);
  return db.transaction((tx) => run(tx, input, true));
}
