import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseSearchText, searchNormaliseFunctionSql } from '../../common/search-text';
import type { Database } from '../../server/db/client';
import { migrationsFolder } from '../../server/db/client';
import { searchWords } from '../../server/db/schema';
import { createTestDatabase } from '../helpers/db';
import { createProduct } from '../helpers/factories';
import { closeWhenDone } from '../helpers/teardown';

/**
 * The one normalisation has two executors: common/search-text.ts for keywords and synonyms, and the SQL
 * function search_normalise that the generated search columns call. They must agree on every text.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  closeWhenDone(() => database.close());
});

async function inSql(texts: string[]): Promise<string[]> {
  const res = (await database.db.execute(
    sql`select search_normalise(t) as n from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as u(t, i) order by i`,
  )) as unknown as { rows: { n: string }[] };
  return res.rows.map((r) => r.n);
}

const FORMS = [
  ...['16A', '16 a', '16 amp', '16 Amps', '16-amp', '16 amperes', '30 mA', '30 milliamps'],
  ...['9W', '9 w', '9 watt', '9 Watts', '1.5 kW', '1.5 kilowatts', '230V', '230 volts', '11 kV'],
  ...['20mm', '20 MM', '20 millimetres', '1.5 sq mm', '1.5sqmm', '1.5 sq. mm', '1.5 mm²', '1.5 mm2'],
  ...['1.5 square mm', '30 cms', '90 m', '90 metres', '90 mtr', '10 ft', '10 feet', '5 kg', '5 kgs'],
  ...['5 kilograms', '500 gm', '500 grams', '1 L', '1 ltr', '1 litre', '200 ml', '200 millilitres'],
  ...['1 inch', '1 inches', '1"', '1″', "1''", '1”', '1/2 inch', '1/2″', '3/4"', '1-1/2 inch'],
  ...['LED Bulb B22 Cool Daylight 9 W', 'Modular 1-Way Switch 16 A', 'PVC Pressure Pipe 6 kg/cm² (3 m)'],
  ...['FR PVC Insulated Copper House Wire (90 m) 1.5 sq mm', 'CPVC Elbow 90°', 'Hot & Cold', 'v1.2'],
  ...[
    '3 in 1',
    'M4242 a',
    '  a / b  ',
    'Éclair मीटर',
    'पाइप। स्विच॥ तार',
    'क्‍या क्‌या',
    '2 × 1.5',
    // Devanagari digits are Latin digits, sizes included: १६a → 16a, ९ w → 9w, १.५ sq mm → 1p5mm2.
    '१६a स्विच',
    '९ w बल्ब',
    '१.५ sq mm वायर',
    '२० मीटर',
    '१/२″ नल',
    'LED १२ W',
    '०१२३४५६७८९',
    '1.2.3',
    '%%',
    '',
    'x'.repeat(300),
  ],
];

describe('search_normalise (SQL) and normaliseSearchText (TypeScript)', () => {
  it('migration 0021 (the latest to create it) creates exactly the function the rules render', () => {
    const migration = fs.readFileSync(path.join(migrationsFolder, '0021_hindi_taxonomy_search.sql'), 'utf8');
    expect(migration).toContain(`${searchNormaliseFunctionSql()}\n--> statement-breakpoint`);
  });

  it('agree on every unit form, title and mark of the unit tests', async () => {
    expect(await inSql(FORMS)).toEqual(FORMS.map(normaliseSearchText));
  });

  it('agree on any text made of digits, unit letters, spaces and marks', async () => {
    const alphabet = [
      ...'0123456789०१२३४५६७८९ ..//-"\'″²×AaWwVvMmSsQqKkGgLlIiNnCcHhTtEeRrXx,()&%_\\éक\u2033\u201d\u00b4',
    ];
    const texts = fc.sample(
      fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((cs) => cs.join('')),
      { numRuns: 400, seed: 49 },
    );
    expect(await inSql(texts)).toEqual(texts.map(normaliseSearchText));
  });

  it('indexes a product by its normalised words and keeps the catalog words list', async () => {
    const p = await createProduct(database.db, {
      title: 'Geyser Storage 15 L',
      description: 'Water heater, 2000 W',
      brand: 'Tapwell',
    });
    const res = (await database.db.execute(
      sql`select search_title, search_vector::text as v from products where id = ${p.id}`,
    )) as unknown as { rows: { search_title: string; v: string }[] };
    expect(res.rows[0].search_title).toBe('geyser storage 15l');
    expect(res.rows[0].v).toContain("'15l':3A");
    expect(res.rows[0].v).toMatch(/'2000w':\d+C/);
    const words = async () => (await database.db.select().from(searchWords)).map((w) => w.word).sort();
    // Words of 3 or more characters and no digit.
    expect(await words()).toEqual(
      expect.arrayContaining(['geyser', 'heater', 'storage', 'tapwell', 'water']),
    );
    expect(await words()).not.toContain('15l');
    // A renamed product's old word goes when no product has it; a deleted product's words likewise.
    await database.db.execute(sql`update products set title = 'Boiler Storage 15 L' where id = ${p.id}`);
    expect(await words()).toContain('boiler');
    expect(await words()).not.toContain('geyser');
    await database.db.execute(sql`delete from products where id = ${p.id}`);
    expect(await words()).not.toContain('boiler');
  });
});
