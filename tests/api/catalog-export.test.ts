import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_COLUMNS } from '../../common/contracts/catalog-io';
import { galleryImages, products } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { multipartFile } from '../helpers/catalog-files';
import { createCategory, createProduct, createUser, loginAs } from '../helpers/factories';

let t: TestApp;
let imageUrl: string;
const TRICKY = [
  '=HYPERLINK("http://evil.test","x")',
  '+91 switch',
  '-5 A fuse',
  '@SUM(A1)',
  "'quoted",
  '＝HYPERLINK("http://evil.test","x")',
  '＠SUM(A1)',
];

beforeAll(async () => {
  t = await testApp({ admin: true });
  await createCategory(t.db, { name: 'Wires & Cables', subcategories: ['House Wire'] });
  await createCategory(t.db, { name: 'Lighting', subcategories: ['Bulbs'] });
  await createCategory(t.db, { name: 'Voltline', kind: 'brand' });
  imageUrl = `${t.config.publicUrl}/uploads/img-export-test.webp`;
  await t.db.insert(galleryImages).values({
    publicId: 'img-export-test',
    secureUrl: imageUrl,
    bytes: 5000,
    width: 8,
    height: 8,
    format: 'webp',
  });
  await createProduct(t.db, {
    title: 'Copper wire ₹ grade',
    image: imageUrl,
    images: [imageUrl, 'https://cdn.example.com/other.jpg'],
    salePricePaise: 11805,
    cgstPercent: 2.5,
    sgstPercent: 2.5,
    fragile: true,
    translations: { hi: { title: 'कॉपर वायर', description: '=तांबे का तार' } },
    minEstimatePricePaise: 10000,
    maxEstimatePricePaise: 20000,
    variants: [{ size: '90 m', stdPacking: '1', pricePerPiece: 118, active: true }],
  });
  for (const title of TRICKY)
    await createProduct(t.db, { title, description: `${title} description`, image: imageUrl, hsn: '' });
  await createProduct(t.db, {
    title: 'LED bulb 9 W',
    category: 'Lighting',
    subcategory: 'Bulbs',
    brand: '',
    image: imageUrl,
  });
});

const get = (url: string, cookie = t.adminCookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const importFile = (bytes: Buffer, filename: string) => {
  const { payload, headers } = multipartFile(bytes, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import?dryRun=false',
    headers: { ...headers, cookie: t.adminCookie },
    payload,
  });
};
const snapshot = async () => JSON.stringify(await t.db.select().from(products).orderBy(products.id));

describe('GET /api/admin/products/export', () => {
  it('streams CSV with a BOM, a dated attachment name and one row per product', async () => {
    const res = await get('/api/admin/products/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...CATALOG_COLUMNS]);
    expect(rows).toHaveLength(1 + 2 + TRICKY.length);
    const wire = rows.find((r) => r[1] === 'Copper wire ₹ grade')!;
    expect(wire.slice(3)).toEqual([
      'Wires & Cables',
      'House Wire',
      'Voltline',
      '8544',
      '118.05',
      '2.5',
      '2.5',
      '50',
      '100.00',
      '200.00',
      'img-export-test.webp',
      'img-export-test.webp | https://cdn.example.com/other.jpg',
      'yes',
      // The Hindi title and description (decision 034), escaped against formulas as every text cell.
      'कॉपर वायर',
      "'=तांबे का तार",
    ]);
    const bulb = rows.find((r) => r[1] === 'LED bulb 9 W')!;
    expect(bulb.slice(-2)).toEqual(['', '']);
  });

  it('writes cells that start like a formula with a leading quote (CSV injection)', async () => {
    const rows = parse((await get('/api/admin/products/export?format=csv')).body, {
      bom: true,
    }) as string[][];
    const titles = rows.map((r) => r[1]);
    for (const title of TRICKY) expect(titles).toContain(`'${title}`);
    for (const cell of rows.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r\n＝＋－＠]/);
  });

  it('exports the filtered list with the listing’s filters', async () => {
    const rows = parse((await get('/api/admin/products/export?format=csv&category=lighting')).body, {
      bom: true,
    }) as string[][];
    expect(rows.slice(1).map((r) => r[1])).toEqual(['LED bulb 9 W']);
    const searched = parse((await get('/api/admin/products/export?format=csv&search=COPPER')).body, {
      bom: true,
    }) as string[][];
    expect(searched.slice(1).map((r) => r[1])).toEqual(['Copper wire ₹ grade']);
    const none = parse((await get('/api/admin/products/export?format=csv&search=nothing-like-this')).body, {
      bom: true,
    }) as string[][];
    expect(none).toEqual([[...CATALOG_COLUMNS]]);
  });

  it('streams a workbook with numbers as numbers', async () => {
    const res = await get('/api/admin/products/export?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="products-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...CATALOG_COLUMNS]);
    expect(sheet.rowCount).toBe(1 + 2 + TRICKY.length);
    const wire = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(2).value === 'Copper wire ₹ grade')!;
    expect(wire.getCell(8).value).toBe(118.05);
    expect(wire.getCell(11).value).toBe(50);
    expect([wire.getCell(17).value, wire.getCell(18).value]).toEqual(['कॉपर वायर', '=तांबे का तार']);
    // Text stays text in a workbook: never a formula.
    const formula = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => String(r.getCell(2).value).startsWith('=HYPERLINK'))!;
    expect(formula.getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('reads in batches past one page (keyset paging)', async () => {
    const extra = Array.from({ length: 520 }, (_, i) => ({
      title: `Batch item ${i}`,
      description: 'x',
      image: imageUrl,
      category: 'Lighting',
      subcategory: 'Bulbs',
      pricePaise: 10000,
      salePricePaise: 11800,
      cgstPercent: 9,
      sgstPercent: 9,
    }));
    // One statement: one created_at for all of them, to the microsecond on PostgreSQL (as an import writes).
    await t.db.insert(products).values(extra);
    try {
      const rows = parse((await get('/api/admin/products/export?format=csv&search=Batch item')).body, {
        bom: true,
      }) as string[][];
      expect(rows).toHaveLength(521);
      expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(520);
    } finally {
      await t.db.execute(sql`delete from products where title like 'Batch item %'`);
    }
  });

  it.each(['csv', 'xlsx'])(
    'round trip through %s: every row unchanged and nothing changes',
    async (format) => {
      const before = await snapshot();
      const res = await get(`/api/admin/products/export?format=${format}`);
      const imported = await importFile(res.rawPayload, `products.${format}`);
      expect(imported.statusCode).toBe(200);
      expect(imported.json().data).toMatchObject({
        rows: 2 + TRICKY.length,
        counts: { created: 0, changed: 0, unchanged: 2 + TRICKY.length, errors: 0 },
        written: false,
      });
      expect(imported.json().message).toBe('Nothing to import: every row is unchanged');
      expect(await snapshot()).toBe(before);
    },
  );

  it('refuses a bad format (400) and non-admins (401/403)', async () => {
    const bad = await get('/api/admin/products/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/format must be 'csv' or 'xlsx'/);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/export' })).statusCode).toBe(401);
    const customer = await loginAs(t.app, await createUser(t.db));
    expect((await get('/api/admin/products/export', customer)).statusCode).toBe(403);
  });
});
