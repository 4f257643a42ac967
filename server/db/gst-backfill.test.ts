import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { migrationsFolder } from './client';
import { addresses, orders, siteSettings } from './schema';
import { createTestDatabase } from '../../tests/helpers/db';
import { createUser } from '../../tests/helpers/factories';
import { stateForPincode } from '../../common/gst/pincode-states';

/**
 * The data half of the gst_place_of_supply migration (0002 on its branch): rows written before it (state_code and place of supply NULL) get
 * their state from their PIN code, the same as common/gst/pincode-states.ts gives. The statements are
 * run again here on rows made to look old, on PGlite and on PostgreSQL.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function backfillStatements(): string[] {
  // Found by name, not number: migrations of parallel branches are renumbered when they are merged.
  const name = fs.readdirSync(migrationsFolder).find((f) => f.endsWith('_gst_place_of_supply.sql'));
  if (!name) throw new Error('the gst_place_of_supply migration is missing');
  const file = fs.readFileSync(path.join(migrationsFolder, name), 'utf8');
  const data = file.slice(file.indexOf('-- Data migration'));
  return data
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

// Pincode → expected code, by hand (see common/gst/gst.test.ts for where each is).
const PINS: [pincode: string, code: string | null][] = [
  ['411001', '27'], // Pune
  ['395003', '24'], // Surat
  ['403001', '30'], // Panaji, Goa
  ['160017', '04'], // Chandigarh
  ['160055', '03'], // Mohali, Punjab
  ['396230', '26'], // Silvassa
  ['362520', '26'], // Diu
  ['605001', '34'], // Puducherry
  ['533464', '34'], // Yanam
  ['673310', '34'], // Mahe
  ['194101', '38'], // Leh
  ['190001', '01'], // Srinagar
  ['500001', '36'], // Hyderabad
  ['520001', '37'], // Vijayawada
  ['999999', null], // unknown
  ['000000', null], // not a PIN code
];

describe('migration 0002 backfill', () => {
  it('fills the state of old addresses and the place of supply of old orders from the PIN code', async () => {
    const db = database.db;
    const user = await createUser(db);
    await db.insert(siteSettings).values({ id: 1, gstNumber: '27AAPFU0939F1ZV' }).onConflictDoNothing();
    for (const [pincode] of PINS) {
      await db.insert(addresses).values({
        userId: user.id,
        address: 'Old row',
        city: 'Somewhere',
        pincode,
        phone: '9876543210',
        notes: '-',
      });
      await db.insert(orders).values({
        userId: user.id,
        addressInfo: {
          addressId: '',
          address: 'Old row',
          city: 'Somewhere',
          pincode,
          phone: '9876543210',
          notes: '-',
        },
        contactName: 'Old Buyer',
        contactEmail: 'old@example.com',
        paymentMethod: 'simulator',
        subtotalPaise: 10000,
        cgstPaise: 900,
        sgstPaise: 900,
        totalAmountPaise: 11800,
        merchantOrderId: `OLD${pincode}`,
        reservationExpiresAt: new Date(),
      });
    }
    await db.execute(sql`update addresses set state_code = null`);

    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    for (const [pincode, code] of PINS) {
      expect(stateForPincode(pincode)?.code ?? null, pincode).toBe(code);
      const [a] = await db.select().from(addresses).where(eq(addresses.pincode, pincode));
      expect(a.stateCode, pincode).toBe(code);
      const [o] = await db
        .select()
        .from(orders)
        .where(eq(orders.merchantOrderId, `OLD${pincode}`));
      expect(o.placeOfSupplyCode, pincode).toBe(code);
      expect(o.placeOfSupplyState, pincode).toBe(code ? stateForPincode(pincode)!.name : null);
      // What they were charged stays: CGST + SGST, no IGST.
      expect(o).toMatchObject({
        taxType: 'intra',
        igstPaise: 0,
        cgstPaise: 900,
        sgstPaise: 900,
        sellerGstin: '27AAPFU0939F1ZV',
      });
    }
    // The helper table is gone.
    const left = await db.execute(sql`select to_regclass('gst_pincode_prefixes_0002') as t`);
    const rows = (left as unknown as { rows: { t: string | null }[] }).rows;
    expect(rows[0].t).toBeNull();
  });
});
