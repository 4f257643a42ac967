import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { categories, products, reviews, siteSettings, users } from './schema';
import { createTestDatabase } from '../../tests/helpers/db';
import { createProduct, createUser } from '../../tests/helpers/factories';
import { isCheckViolation, isUniqueViolation } from '../lib/errors';

// The constraints that protect the data even if a service has a bug.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rejects(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the database to refuse the write');
}

describe('schema constraints', () => {
  it('makes e-mail unique case-insensitively', async () => {
    const db = database.db;
    await createUser(db, { email: 'Asha@Example.com' });
    const err = await rejects(createUser(db, { email: 'asha@example.COM' }));
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('never lets stock go below zero', async () => {
    const db = database.db;
    const p = await createProduct(db, { totalStock: 1 });
    const err = await rejects(
      db
        .update(products)
        .set({ totalStock: sql`${products.totalStock} - 2` })
        .where(eq(products.id, p.id)),
    );
    expect(isCheckViolation(err, 'products_total_stock_ck')).toBe(true);
    const [after] = await db.select().from(products).where(eq(products.id, p.id));
    expect(after.totalStock).toBe(1);
  });

  it('keeps tax rates within 0–100', async () => {
    const err = await rejects(createProduct(database.db, { cgstPercent: 101 }));
    expect(isCheckViolation(err)).toBe(true);
    const err2 = await rejects(database.db.insert(siteSettings).values({ id: 1, sgstPercent: -1 }));
    expect(isCheckViolation(err2)).toBe(true);
  });

  it('keeps review values within 1–5 and one review per user per product', async () => {
    const db = database.db;
    const u = await createUser(db);
    const p = await createProduct(db);
    const base = { productId: p.id, userId: u.id, userName: u.userName, reviewMessage: 'Good' };
    expect(isCheckViolation(await rejects(db.insert(reviews).values({ ...base, reviewValue: 6 })))).toBe(
      true,
    );
    expect(isCheckViolation(await rejects(db.insert(reviews).values({ ...base, reviewValue: 0 })))).toBe(
      true,
    );
    await db.insert(reviews).values({ ...base, reviewValue: 5 });
    expect(isUniqueViolation(await rejects(db.insert(reviews).values({ ...base, reviewValue: 4 })))).toBe(
      true,
    );
  });

  it('makes category and brand names unique per kind, case-insensitively', async () => {
    const db = database.db;
    await db.insert(categories).values({ name: 'Lighting', kind: 'category' });
    expect(
      isUniqueViolation(await rejects(db.insert(categories).values({ name: 'LIGHTING', kind: 'category' }))),
    ).toBe(true);
    // The same name may be both a category and a brand.
    await db.insert(categories).values({ name: 'Lighting', kind: 'brand' });
  });

  it('refuses roles other than customer and admin', async () => {
    const err = await rejects(createUser(database.db, { role: 'root' as never }));
    expect(isCheckViolation(err)).toBe(true);
    const count = await database.db
      .select()
      .from(users)
      .where(eq(users.role, 'root' as never));
    expect(count).toHaveLength(0);
  });
});
