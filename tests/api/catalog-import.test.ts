import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_COLUMNS, CATALOG_MAX_ROWS } from '../../common/contracts/catalog-io';
import { categories, galleryImages, products, subcategories } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import {
  blankRowsWorkbook,
  csvFile,
  longTextsWorkbook,
  multipartFile,
  newRow,
  xlsxFile,
  type CatalogRow,
} from '../helpers/catalog-files';
import { createCategory, createProduct, createUser, loginAs, type ProductRow } from '../helpers/factories';

let t: TestApp;
let imageUrl: string;

beforeAll(async () => {
  t = await testApp({ admin: true });
  await createCategory(t.db, { name: 'Wires & Cables', subcategories: ['House Wire', 'Flexible'] });
  await createCategory(t.db, { name: 'Voltline', kind: 'brand' });
  imageUrl = `${t.config.publicUrl}/uploads/img-catalog-test.webp`;
  await t.db.insert(galleryImages).values({
    publicId: 'img-catalog-test',
    secureUrl: imageUrl,
    bytes: 5000,
    width: 800,
    height: 800,
    format: 'webp',
  });
});

const importFile = (
  bytes: Buffer,
  query = 'dryRun=true',
  filename = 'products.csv',
  cookie = t.adminCookie,
) => {
  const { payload, headers } = multipartFile(bytes, filename);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?${query}`,
    headers: { ...headers, cookie },
    payload,
  });
};

/** Every product as stored, for "nothing was written" checks. */
const snapshot = async () => JSON.stringify(await t.db.select().from(products).orderBy(products.id));
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;

/** A stored product's row as the file writes it. */
const rowOf = (p: ProductRow, overrides: CatalogRow = {}): CatalogRow => ({
  id: p.id,
  title: p.title,
  description: p.description,
  category: p.category,
  subcategory: p.subcategory,
  brand: p.brand,
  hsn: p.hsn,
  salePrice: (p.salePricePaise / 100).toFixed(2),
  cgstPercent: String(Number(p.cgstPercent)),
  sgstPercent: String(Number(p.sgstPercent)),
  totalStock: String(p.totalStock),
  minEstimatePrice: (p.minEstimatePricePaise / 100).toFixed(2),
  maxEstimatePrice: (p.maxEstimatePricePaise / 100).toFixed(2),
  image: 'img-catalog-test.webp',
  images: '',
  fragile: p.fragile ? 'yes' : 'no',
  ...overrides,
});

describe('POST /api/admin/products/import', () => {
  it('previews every kind of row exactly (new, changed, unchanged, bad) and writes nothing', async () => {
    const changed = await createProduct(t.db, { title: 'Copper wire 2.5', image: imageUrl });
    const unchanged = await createProduct(t.db, { title: 'Copper wire 4', image: imageUrl });
    const before = await snapshot();
    const file = csvFile([
      newRow({ title: 'New switch' }), // row 2: new
      rowOf(changed, { salePrice: '127.50', totalStock: '40' }), // row 3: changed
      rowOf(unchanged), // row 4: unchanged
      newRow({ cgstPercent: '120' }), // row 5: bad rate
      newRow({ id: '00000000-0000-4000-8000-000000000000' }), // row 6: unknown id
      newRow({ salePrice: '', fragile: 'maybe' }), // row 7: two bad cells
      rowOf(unchanged), // row 8: the same id again
      newRow({ image: 'no-such-image.webp' }), // row 9: image not in the gallery
      newRow({ image: 'http://example.com/a.png' }), // row 10: not https
      newRow({ category: 'Paint' }), // row 11: missing category, not created
    ]);
    const res = await importFile(file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Preview: 1 new, 1 changed, 1 unchanged, 7 with errors');
    const report = body.data;
    expect(report).toMatchObject({
      dryRun: true,
      written: false,
      rows: 10,
      counts: { created: 1, changed: 1, unchanged: 1, errors: 7 },
      created: [{ row: 2, title: 'New switch' }],
      changed: [
        {
          row: 3,
          id: changed.id,
          title: 'Copper wire 2.5',
          changes: [
            { column: 'salePrice', from: '118.00', to: '127.50' },
            { column: 'totalStock', from: '50', to: '40' },
          ],
        },
      ],
      missing: {
        categories: ['Paint'],
        subcategories: [{ category: 'Paint', name: 'House Wire' }],
        brands: [],
      },
    });
    expect(report.errors).toEqual([
      { row: 5, column: 'cgstPercent', message: '120 is over 100' },
      { row: 6, column: 'id', message: 'No product has this id (leave it empty to add a new product)' },
      { row: 7, column: 'salePrice', message: 'is required' },
      { row: 7, column: 'fragile', message: '"maybe" must be yes or no' },
      { row: 8, column: 'id', message: 'The same id is also on row 4' },
      { row: 9, column: 'image', message: 'The gallery has no image named "no-such-image.webp"' },
      { row: 10, column: 'image', message: 'The image address must be an https:// address' },
      {
        row: 11,
        column: 'category',
        message:
          'The shop has no category "Paint": tick "Create the missing categories and brands" to add it',
      },
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses the real run when any row has an error: 400 with the report, nothing written', async () => {
    const p = await createProduct(t.db, { image: imageUrl });
    const before = await snapshot();
    const res = await importFile(
      csvFile([
        rowOf(p, { salePrice: '200.00' }),
        newRow({ title: 'Good one' }),
        newRow({ sgstPercent: '-1' }),
      ]),
      'dryRun=false',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Nothing was imported: 1 row has errors',
      data: { dryRun: false, written: false, counts: { created: 1, changed: 1, errors: 1 } },
    });
    expect(res.json().data.errors).toEqual([{ row: 4, column: 'sgstPercent', message: '-1 is under 0' }]);
    expect(await snapshot()).toBe(before);
  });

  it('writes new and changed rows, with the base price derived from the sale price and the rates', async () => {
    const p = await createProduct(t.db, { image: imageUrl, title: 'Old title' });
    const res = await importFile(
      csvFile([
        rowOf(p, {
          title: 'New title',
          salePrice: '105.00',
          cgstPercent: '2.5',
          sgstPercent: '2.5',
          fragile: 'yes',
        }),
        newRow({
          title: 'Fresh product',
          images: `img-catalog-test.webp | ${imageUrl}`,
          cgstPercent: '',
          sgstPercent: '',
        }),
      ]),
      'dryRun=false',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Imported: 1 new, 1 changed',
      data: { written: true, counts: { created: 1, changed: 1, unchanged: 0, errors: 0 } },
    });
    const [updated] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(updated).toMatchObject({
      title: 'New title',
      salePricePaise: 10500,
      pricePaise: 10000,
      fragile: true,
    });
    expect(Number(updated.cgstPercent)).toBe(2.5);
    const [created] = await t.db.select().from(products).where(eq(products.title, 'Fresh product'));
    // Empty rates take the shop's (9 + 9 by default): ₹118 → ₹100 before tax.
    expect(created).toMatchObject({
      salePricePaise: 11800,
      pricePaise: 10000,
      image: imageUrl,
      images: [imageUrl, imageUrl],
      category: 'Wires & Cables',
      brand: 'Voltline',
      totalStock: 50,
    });
    expect(Number(created.cgstPercent)).toBe(9);
  });

  it('matches names case-insensitively and stores the shop’s spelling', async () => {
    const res = await importFile(
      csvFile([
        newRow({
          title: 'Lower-case names',
          category: 'wires & cables',
          subcategory: 'house wire',
          brand: 'VOLTLINE',
        }),
      ]),
      'dryRun=false',
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.title, 'Lower-case names'));
    expect(row).toMatchObject({ category: 'Wires & Cables', subcategory: 'House Wire', brand: 'Voltline' });
  });

  it('creates the missing categories, subcategories and brands only when asked, in the same transaction', async () => {
    const rows = [
      newRow({ title: 'Emulsion 1 L', category: 'Paint', subcategory: 'Emulsion', brand: 'Colourco' }),
      newRow({ title: 'Flat cable', subcategory: 'Flat' }),
    ];
    const without = await importFile(csvFile(rows), 'dryRun=false');
    expect(without.statusCode).toBe(400);
    expect(without.json().data.missing).toEqual({
      categories: ['Paint'],
      subcategories: [
        { category: 'Paint', name: 'Emulsion' },
        { category: 'Wires & Cables', name: 'Flat' },
      ],
      brands: ['Colourco'],
    });
    expect(await t.db.select().from(categories).where(eq(categories.name, 'Paint'))).toEqual([]);

    const preview = await importFile(csvFile(rows), 'dryRun=true&createMissing=true');
    expect(preview.json().data.counts).toEqual({ created: 2, changed: 0, unchanged: 0, errors: 0 });
    expect(await t.db.select().from(categories).where(eq(categories.name, 'Paint'))).toEqual([]);

    const res = await importFile(csvFile(rows), 'dryRun=false&createMissing=true');
    expect(res.statusCode).toBe(200);
    const [paint] = await t.db.select().from(categories).where(eq(categories.name, 'Paint'));
    expect(paint.kind).toBe('category');
    const subs = await t.db.select().from(subcategories).where(eq(subcategories.categoryId, paint.id));
    expect(subs.map((s) => s.name)).toEqual(['Emulsion']);
    expect(await t.db.select().from(categories).where(eq(categories.name, 'Colourco'))).toHaveLength(1);
    expect(await t.db.select().from(products).where(eq(products.title, 'Flat cable'))).toHaveLength(1);
  });

  it('writes nothing when one row fails in the database, categories created for the import included', async () => {
    // A rule only the database holds (a CHECK added for this test): it passes every check of the form.
    await t.db.execute(
      sql`alter table products add constraint test_refused_title check (title <> 'Refused by the database')`,
    );
    try {
      const p = await createProduct(t.db, { image: imageUrl });
      const before = await snapshot();
      const res = await importFile(
        csvFile([
          rowOf(p, { salePrice: '150.00' }),
          newRow({ title: 'Fine', category: 'Lighting', subcategory: 'Bulbs' }),
          newRow({ title: 'Refused by the database' }),
        ]),
        'dryRun=false&createMissing=true',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The database refused a row .*Nothing was imported\.$/);
      expect(await snapshot()).toBe(before);
      expect(await t.db.select().from(categories).where(eq(categories.name, 'Lighting'))).toEqual([]);
    } finally {
      await t.db.execute(sql`alter table products drop constraint test_refused_title`);
    }
  });

  it('reads a workbook (.xlsx) as it reads CSV', async () => {
    const p = await createProduct(t.db, { image: imageUrl });
    const res = await importFile(
      await xlsxFile([rowOf(p, { salePrice: '99.50' }), newRow({ title: 'From Excel' })]),
      'dryRun=true',
      'products.xlsx',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      counts: { created: 1, changed: 1, unchanged: 0, errors: 0 },
      changed: [{ id: p.id, changes: [{ column: 'salePrice', from: '118.00', to: '99.50' }] }],
    });
  });

  it('checks https image addresses for form only on a dry run', async () => {
    const res = await importFile(
      csvFile([
        newRow({ image: 'https://cdn.example.com/wire.jpg' }),
        newRow({ image: 'https://127.0.0.1/x.png' }),
        newRow({ image: 'https://10.0.0.5/x.png' }),
        newRow({ image: 'https://localhost/x.png' }),
      ]),
    );
    expect(res.json().data.counts).toEqual({ created: 1, changed: 0, unchanged: 0, errors: 3 });
    expect(res.json().data.errors.map((e: { message: string }) => e.message)).toEqual([
      'The image address must be an address on the internet',
      'The image address must be an address on the internet',
      'The image address must be an address on the internet',
    ]);
  });

  it('refuses a file that is not UTF-8, with a clear 400 and nothing written', async () => {
    const before = await snapshot();
    const latin1 = Buffer.concat([
      Buffer.from(`${CATALOG_COLUMNS.join(',')}\r\n,Caf`, 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from(',d,Wires & Cables,House Wire,,,118,9,9,5,0,0,img-catalog-test.webp,,no\r\n', 'latin1'),
    ]);
    const res = await importFile(latin1, 'dryRun=false');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message:
        'The file is not UTF-8 text. In Excel choose "Save as" → "CSV UTF-8 (Comma delimited)", or export the list from the shop again.',
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a wrong header row, naming what differs', async () => {
    const header: string[] = [...CATALOG_COLUMNS];
    header[8] = 'CGST';
    const res = await importFile(csvFile([newRow()], header), 'dryRun=false');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `The header row must be: ${CATALOG_COLUMNS.join(', ')}. Column 9 is "CGST" instead of "cgstPercent".`,
    );
    const short = await importFile(csvFile([], CATALOG_COLUMNS.slice(0, 15)));
    expect(short.json().message).toMatch(/Column 16 "fragile" is missing\.$/);
  });

  it('refuses a 20 MB file: "The file is larger than 10 MB", nothing written', async () => {
    const before = await count();
    const row = `,${'x'.repeat(150)},d,Wires & Cables,House Wire,,,118,9,9,5,0,0,img-catalog-test.webp,,no\r\n`;
    const big = Buffer.from(
      `${CATALOG_COLUMNS.join(',')}\r\n${row.repeat(Math.ceil((20 * 1024 * 1024) / row.length))}`,
    );
    const res = await importFile(big, 'dryRun=false');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The file is larger than 10 MB' });
    expect(await count()).toBe(before);
  });

  it('refuses other kinds of files and bad requests', async () => {
    expect((await importFile(Buffer.from('x'), 'dryRun=true', 'list.pdf')).json().message).toBe(
      'Choose a .csv or .xlsx file',
    );
    expect(
      (await importFile(Buffer.from('not a zip at all'), 'dryRun=true', 'list.xlsx')).json().message,
    ).toMatch(/not a readable Excel workbook/);
    expect(
      (await importFile(Buffer.from('PK\u0003\u0004garbage'), 'dryRun=true', 'list.xlsx')).statusCode,
    ).toBe(400);
    expect((await importFile(csvFile([newRow()]), 'dryRun=maybe')).statusCode).toBe(400);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie: t.adminCookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(415);
    const { payload, headers } = multipartFile(csvFile([newRow()]), 'p.csv', 'other');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...headers, cookie: t.adminCookie },
      payload,
    });
    expect(wrongField.json()).toEqual({ success: false, message: 'Send the file in the field file' });
  });

  it('refuses a workbook that unpacks past its limits and a row of too many cells in the owner’s words, nothing written', async () => {
    const before = await snapshot();
    const blank = await importFile(blankRowsWorkbook(), 'dryRun=false', 'rate-card.xlsx');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      success: false,
      message:
        'The workbook is too large to read: its first sheet unpacks to more than 64 MB. Delete the empty rows and columns around the list and any other sheets, or save the list as CSV UTF-8.',
    });
    const texts = await importFile(longTextsWorkbook(), 'dryRun=false', 'rate-card.xlsx');
    expect(texts.json().message).toMatch(
      /^The workbook is too large to read: the part holding its texts unpacks to more than 64 MB\./,
    );
    const wide = await importFile(
      Buffer.from(`${CATALOG_COLUMNS.join(',')}\r\n${','.repeat(100)}\r\n`),
      'dryRun=false',
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(
      'Row 2 has more than 64 cells: the catalog has 18 columns. Delete the cells after its last column (description_hi).',
    );
    expect(await snapshot()).toBe(before);
  });

  it('takes CATALOG_MAX_ROWS rows and refuses one more', async () => {
    const row = `,Wire,d,Wires & Cables,House Wire,,,118,9,9,5,0,0,img-catalog-test.webp,,no\r\n`;
    const file = (n: number) => Buffer.from(`${CATALOG_COLUMNS.join(',')}\r\n${row.repeat(n)}`);
    const atLimit = await importFile(file(CATALOG_MAX_ROWS));
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data).toMatchObject({
      rows: CATALOG_MAX_ROWS,
      counts: { created: CATALOG_MAX_ROWS },
    });
    expect(atLimit.json().data.created).toHaveLength(500);
    const over = await importFile(file(CATALOG_MAX_ROWS + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'The file has more than 20,000 rows: split it into files of at most 20,000 rows',
    );
  }, 60_000);

  it('is for admins only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      ...multipartFile(csvFile([newRow()]), 'p.csv'),
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await loginAs(t.app, await createUser(t.db));
    expect((await importFile(csvFile([newRow()]), 'dryRun=false', 'p.csv', customer)).statusCode).toBe(403);
  });
});

describe('the Hindi columns (title_hi, description_hi)', () => {
  const OLD_HEADER = CATALOG_COLUMNS.filter((c) => c !== 'title_hi' && c !== 'description_hi');
  const hiOf = async (id: string) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0].translations;

  it('imports new products with their Hindi title and description, trimmed', async () => {
    const res = await importFile(
      csvFile([
        newRow({ title: 'Hindi wire', title_hi: ' हाउस वायर 1.5 sq mm ', description_hi: 'तांबे का तार।' }),
      ]),
      'dryRun=false',
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.title, 'Hindi wire'));
    expect(row.translations).toEqual({ hi: { title: 'हाउस वायर 1.5 sq mm', description: 'तांबे का तार।' } });
  });

  it('a file with the old header (no Hindi columns) still imports and keeps the stored Hindi texts', async () => {
    const p = await createProduct(t.db, {
      title: 'Old file wire',
      image: imageUrl,
      translations: { hi: { title: 'पुरानी फाइल वायर', description: 'विवरण' } },
    });
    const res = await importFile(
      csvFile([rowOf(p, { totalStock: '7' }), newRow({ title: 'Old file new wire' })], OLD_HEADER),
      'dryRun=false',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts).toMatchObject({ created: 1, changed: 1, errors: 0 });
    expect(res.json().data.changed[0].changes).toEqual([{ column: 'totalStock', from: '50', to: '7' }]);
    expect(await hiOf(p.id)).toEqual({ hi: { title: 'पुरानी फाइल वायर', description: 'विवरण' } });
    const [created] = await t.db.select().from(products).where(eq(products.title, 'Old file new wire'));
    expect(created.translations).toEqual({});
  });

  it('with the Hindi columns, a changed cell is a change in the preview and an empty one clears it', async () => {
    const p = await createProduct(t.db, {
      title: 'Clearing wire',
      image: imageUrl,
      translations: { hi: { title: 'वायर', description: 'विवरण' } },
    });
    const file = csvFile([rowOf(p, { title_hi: 'नया वायर', description_hi: '' })]);
    const preview = await importFile(file);
    expect(preview.json().data.changed[0].changes).toEqual([
      { column: 'title_hi', from: 'वायर', to: 'नया वायर' },
      { column: 'description_hi', from: 'विवरण', to: '' },
    ]);
    expect(await hiOf(p.id)).toEqual({ hi: { title: 'वायर', description: 'विवरण' } });
    expect((await importFile(file, 'dryRun=false')).statusCode).toBe(200);
    expect(await hiOf(p.id)).toEqual({ hi: { title: 'नया वायर' } });
    // The same row again is unchanged.
    const again = await importFile(csvFile([rowOf(p, { title_hi: 'नया वायर' })]));
    expect(again.json().data.counts).toMatchObject({ unchanged: 1, changed: 0 });
  });

  it('takes a Hindi title of 200 characters and a description of 5000, names one more by its column', async () => {
    const at = await importFile(
      csvFile([newRow({ title: 'Long Hindi', title_hi: 'प'.repeat(200), description_hi: 'ि'.repeat(5000) })]),
    );
    expect(at.json().data.counts).toMatchObject({ created: 1, errors: 0 });
    const before = await snapshot();
    const over = await importFile(
      csvFile([newRow({ title_hi: 'प'.repeat(201) }), newRow({ description_hi: 'ि'.repeat(5001) })]),
      'dryRun=false',
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().data.errors).toEqual([
      { row: 2, column: 'title_hi', message: 'Hindi title must be at most 200 characters' },
      { row: 3, column: 'description_hi', message: 'Hindi description must be at most 5000 characters' },
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a header with one Hindi column but not the other', async () => {
    const res = await importFile(csvFile([], CATALOG_COLUMNS.slice(0, 17)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Column 18 "description_hi" is missing\.$/);
  });

  it('reads the Hindi columns of a workbook', async () => {
    const res = await importFile(
      await xlsxFile([newRow({ title: 'Workbook Hindi', title_hi: 'वर्कबुक वायर', description_hi: 'विवरण' })]),
      'dryRun=false',
      'products.xlsx',
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.title, 'Workbook Hindi'));
    expect(row.translations).toEqual({ hi: { title: 'वर्कबुक वायर', description: 'विवरण' } });
  });
});

describe('10,000 rows', () => {
  it('previews and imports 10,000 new rows, then 10,000 changes, in the test’s time', async () => {
    const before = await count();
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      newRow({ title: `Bulk wire ${i}`, salePrice: `${100 + (i % 50)}.00` }),
    );
    const file = csvFile(lines);
    const started = Date.now();
    const preview = await importFile(file);
    expect(preview.json().data.counts).toEqual({ created: 10_000, changed: 0, unchanged: 0, errors: 0 });
    const res = await importFile(file, 'dryRun=false');
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before + 10_000);

    // Every one of them again with a new price, through the export's own file.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export?format=csv&search=Bulk wire',
      headers: { cookie: t.adminCookie },
    });
    const text = exported.body.replace(/,118\.00,|,1\d\d\.00,/g, ',200.00,');
    const changed = await importFile(Buffer.from(text), 'dryRun=false');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.counts).toMatchObject({ created: 0, changed: 10_000, errors: 0 });
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.title} like 'Bulk wire %' and ${products.salePricePaise} = 20000 and ${products.pricePaise} = 16949`,
      );
    expect(n).toBe(10_000);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);
});
