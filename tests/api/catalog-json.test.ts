import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { findProductById, findProductJson } from '../../server/modules/catalog/catalog.repository';
import { productToApi, type ProductRow } from '../../server/modules/catalog/product.mapper';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';

// The catalog's answers are written as JSON by the database (catalog.repository.ts productJson), not mapped
// in JavaScript: the result must be exactly what productToApi (the admin's mapping) makes of the same row,
// on PGlite and on PostgreSQL — money, rates, dates to the millisecond, JSON columns.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

const fromJson = async (id: string) => JSON.parse((await findProductJson(t.db, id))!) as unknown;
const fromRow = async (id: string) => productToApi((await findProductById(t.db, id)) as ProductRow);

describe('product JSON written by the database', () => {
  it('equals productToApi for ordinary and odd products', async () => {
    const cases = [
      {},
      {
        salePricePaise: 1,
        pricePaise: 1,
        cgstPercent: 2.5,
        sgstPercent: 2.5,
        minEstimatePricePaise: 7,
        maxEstimatePricePaise: 99_999_999,
      },
      { salePricePaise: 0, pricePaise: 123_456_789, cgstPercent: 0, sgstPercent: 14, totalStock: 0 },
      {
        title: 'Quote " backslash \\ tab \t newline \n emoji 🔌 हिन्दी <script>',
        description: '',
        images: ['https://cdn.example.com/a.webp', 'https://cdn.example.com/b.webp'],
        variants: [{ size: '1.5 sqmm', stdPacking: '90 m', pricePerPiece: 1234.5, active: true }],
        priceTiers: [{ price: 99.99 }],
        estimatorPresets: [
          { name: 'Room', size: '2.5', capacity: '16A', qty: 3, price: 12.34, hsn: '8544', active: false },
        ],
        averageReview: 4.67,
        reviewCount: 3,
      },
    ];
    for (const overrides of cases) {
      const p = await createProduct(t.db, overrides);
      expect(await fromJson(p.id)).toEqual(await fromRow(p.id));
    }
  });

  it('gives every date to the millisecond, as Date.toISOString does, for any microseconds', async () => {
    const p = await createProduct(t.db);
    for (const stamp of [
      '2026-01-01 00:00:00+00',
      '2026-03-31 23:59:59.999999+00',
      '2026-07-15 12:34:56.0005+05:30',
      '1999-12-31 18:30:00.123456-05:00',
      '2026-11-23 17:41:44.046999+00',
      '2026-11-23 17:41:44.9999+00',
    ]) {
      await t.db.execute(
        sql`update ${products} set created_at = ${stamp}::timestamptz, updated_at = ${stamp}::timestamptz + interval '1 microsecond' where id = ${p.id}`,
      );
      expect(await fromJson(p.id), stamp).toEqual(await fromRow(p.id));
    }
  });

  it('gives every price as fromPaise does, for many amounts', async () => {
    const p = await createProduct(t.db);
    for (let paise = 0; paise < 20_000; paise += 137) {
      await t.db.execute(
        sql`update ${products} set sale_price_paise = ${paise}, price_paise = ${paise * 3 + 1} where id = ${p.id}`,
      );
      expect(await fromJson(p.id), String(paise)).toEqual(await fromRow(p.id));
    }
  });
});
