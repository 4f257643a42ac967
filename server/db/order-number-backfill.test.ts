import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import type { Database } from './client';
import { migrationsFolder } from './client';
import { orders } from './schema';
import { createTestDatabase } from '../../tests/helpers/db';
import { createUser } from '../../tests/helpers/factories';
import { isUniqueViolation } from '../lib/errors';

/**
 * The order numbers' migration (0011 on its branch) on orders placed before it: the columns, the sequence and
 * their indexes are taken away from a migrated database holding orders, and the migration's statements run
 * again, as on a shop that had orders when it was upgraded.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function migrationStatements(): string[] {
  // Found by name, not number: migrations of parallel branches are renumbered when they are merged.
  const name = fs.readdirSync(migrationsFolder).find((f) => f.endsWith('_order_numbers.sql'));
  if (!name) throw new Error('the order_numbers migration is missing');
  const file = fs.readFileSync(path.join(migrationsFolder, name), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

describe('migration 0011: order numbers', () => {
  it('numbers old orders in the order they were placed, and new orders after them, each once', async () => {
    const db = database.db;
    const user = await createUser(db);
    // Placed out of order: the numbers follow the order date, not the insert.
    const days = ['2026-03-05', '2026-01-10', '2026-02-20'];
    for (const [i, day] of days.entries()) {
      await db.insert(orders).values({
        userId: user.id,
        addressInfo: {
          addressId: '',
          address: 'Old row',
          city: 'Pune',
          pincode: '411001',
          phone: '98765 43210',
          notes: '-',
        },
        contactName: `Old Buyer ${i}`,
        contactEmail: `old${i}@example.com`,
        paymentMethod: 'simulator',
        subtotalPaise: 10000,
        cgstPaise: 900,
        sgstPaise: 900,
        totalAmountPaise: 11800,
        merchantOrderId: `OLD${i}`,
        reservationExpiresAt: new Date(),
        orderDate: new Date(`${day}T10:00:00+05:30`),
      });
    }
    await db.execute(sql`alter table orders drop column search_text`);
    await db.execute(sql`alter table orders drop column order_number`);
    await db.execute(sql`drop sequence order_number_seq`);

    for (const statement of migrationStatements()) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ n: orders.orderNumber, date: orders.orderDate, search: orders.searchText })
      .from(orders)
      .orderBy(asc(orders.orderDate));
    expect(rows.map((r) => r.n)).toEqual(['HEP-10001', 'HEP-10002', 'HEP-10003']);
    // The search text of an old order has its number, name, e-mail and the phone's digits.
    expect(rows[0].search).toContain('hep-10001 old buyer 1 old1@example.com 9876543210');

    const [next] = await db
      .insert(orders)
      .values({
        userId: user.id,
        addressInfo: {
          addressId: '',
          address: 'New row',
          city: 'Pune',
          pincode: '411001',
          phone: '9876543210',
          notes: '-',
        },
        contactName: 'New Buyer',
        contactEmail: 'new@example.com',
        paymentMethod: 'simulator',
        subtotalPaise: 10000,
        cgstPaise: 900,
        sgstPaise: 900,
        totalAmountPaise: 11800,
        merchantOrderId: 'NEW1',
        reservationExpiresAt: new Date(),
      })
      .returning({ n: orders.orderNumber });
    expect(next.n).toBe('HEP-10004');

    // Unique: a number given twice is refused by the database.
    const err = await db
      .execute(sql`update orders set order_number = 'HEP-10001' where merchant_order_id = 'NEW1'`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
  });
});
