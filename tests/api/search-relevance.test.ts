import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SYNONYM_LINES, MAX_SYNONYM_TERMS, MAX_SYNONYMS_LENGTH } from '../../common/search-synonyms';
import { siteSettings } from '../../server/db/schema';
import { DEMO_PRODUCTS } from '../../server/db/seed-data';
import { RANK_CANDIDATES } from '../../server/modules/catalog/catalog.repository';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';

/**
 * Search relevance on the demo catalog (issue 49): sizes and ratings as the trade types them, misspellings,
 * and the owner's synonyms. The products are the demo's, titled as the seed titles them (one per size).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ admin: true });
  for (const p of DEMO_PRODUCTS) {
    for (const size of p.sizes) {
      // server/db/seed.ts: each size of a demo product is a product, its size after the title.
      const title = p.sizes.length > 1 || !p.title.includes(size.size) ? `${p.title} ${size.size}` : p.title;
      const { category, subcategory, brand, description } = p;
      await createProduct(t.db, { title, category, subcategory, brand, description });
    }
  }
  await createProduct(t.db, {
    title: 'Instant Water Heater 3 L',
    category: 'Bathroom',
    subcategory: 'Water Heaters',
    brand: 'Tejas',
    description: 'Instant electric water heater, 3000 W.',
  });
});

const titlesOf = async (keyword: string, limit = 24) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/shop/search/${encodeURIComponent(keyword)}?limit=${limit}`,
  });
  expect(res.statusCode, keyword).toBe(200);
  return res.json().data.map((p: { title: string }) => p.title) as string[];
};
const putSettings = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/update',
    headers: { cookie: t.adminCookie },
    payload,
  });

describe('search reads sizes and ratings the way the trade types them', () => {
  it('"9w bulb" and "led bulb 9 w" find the 9 W bulbs, and only them', async () => {
    for (const keyword of ['9w bulb', 'led bulb 9 w', '9 watt bulb', 'Bulb 9W']) {
      const found = await titlesOf(keyword);
      expect(found, keyword).toContain('LED Bulb B22 Cool Daylight 9 W');
      expect(
        found.every((title) => /bulb.* 9 W$/i.test(title)),
        keyword,
      ).toBe(true);
    }
  });

  it('"16a switch" finds the 16 A switches and nothing else', async () => {
    for (const keyword of ['16a switch', '16 A switch', 'switch 16 amp']) {
      const found = await titlesOf(keyword);
      expect(found, keyword).toContain('Modular 1-Way Switch 16 A');
      // Switches by title, or by category ('Switches & Sockets'), all of 16 A.
      expect(
        found.every((title) => title.endsWith(' 16 A')),
        keyword,
      ).toBe(true);
    }
  });

  it('"1.5 sqmm wire" finds the 1.5 sq mm wires, in every spelling of the unit', async () => {
    for (const keyword of [
      '1.5 sqmm wire',
      '1.5 sq mm wire',
      '1.5 mm² wire',
      'wire 1.5 sq. mm',
      '1.5mm2 wire',
    ]) {
      const found = await titlesOf(keyword);
      expect(found, keyword).toContain('FR PVC Insulated Copper House Wire (90 m) 1.5 sq mm');
      expect(
        found.every((title) => title.includes('1.5 sq mm')),
        keyword,
      ).toBe(true);
    }
  });

  it('"2.5mm wire" still finds the 2.5 sq mm wires; "1 inch" and 1″ are one size', async () => {
    const found = await titlesOf('2.5mm wire');
    expect(found).toContain('FR PVC Insulated Copper House Wire (90 m) 2.5 sq mm');
    expect(found.every((title) => title.includes('2.5 sq mm'))).toBe(true);
    expect(await titlesOf('90m wire')).toEqual(await titlesOf('90 metre wire'));
  });
});

describe('search forgives misspellings', () => {
  it.each<[string, RegExp]>([
    ['swich', /switch/i],
    ['modlar swich', /modular .*switch/i],
    ['cabel', /cable/i],
    ['sokcet', /socket/i],
    ['emulsoin', /emulsion/i],
    ['premer', /primer/i],
    ['regulater', /regulator/i],
    ['celing fan', /ceiling fan/i],
    ['insulaton tape', /insulation tape/i],
    ['multimeter digtal', /digital multimeter/i],
  ])('"%s" puts a product named with the intended word first', async (keyword, intended) => {
    const found = await titlesOf(keyword, 5);
    expect(found.length, keyword).toBeGreaterThan(0);
    expect(found[0], keyword).toMatch(intended);
  });

  it('does not correct numbers: "2.6 sq mm" finds nothing rather than another size', async () => {
    expect(await titlesOf('2.6 sq mm wire')).toEqual([]);
  });
});

describe('search synonyms from settings', () => {
  it('the defaults: MCB, geyser and PVC find what the shop names otherwise', async () => {
    const breakers = await titlesOf('miniature circuit breaker');
    expect(breakers.length).toBeGreaterThan(0);
    expect(breakers.every((title) => title.startsWith('MCB'))).toBe(true);
    expect((await titlesOf('geyser'))[0]).toBe('Instant Water Heater 3 L');
    expect((await titlesOf('plastic pipe')).some((title) => title.startsWith('PVC Pressure Pipe'))).toBe(
      true,
    );
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/get',
      headers: { cookie: t.adminCookie },
    });
    expect(settings.json().data.searchSynonyms).toContain('MCB = miniature circuit breaker');
  });

  it('the owner’s own list replaces them, and applies at once', async () => {
    expect(await titlesOf('pankha')).toEqual([]);
    const res = await putSettings({ searchSynonyms: 'pankha = fan\nboiler = water heater' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.searchSynonyms).toBe('pankha = fan\nboiler = water heater');
    const fans = await titlesOf('pankha');
    expect(fans.length).toBeGreaterThan(0);
    expect(fans.every((title) => /fan/i.test(title))).toBe(true);
    expect((await titlesOf('boiler'))[0]).toBe('Instant Water Heater 3 L');
    // The defaults are gone: geyser no longer finds the water heater.
    expect(await titlesOf('geyser')).not.toContain('Instant Water Heater 3 L');
    // An empty field: no synonyms at all.
    expect((await putSettings({ searchSynonyms: '' })).statusCode).toBe(200);
    expect(await titlesOf('pankha')).toEqual([]);
  });

  const lines = (n: number) => Array.from({ length: n }, (_, i) => `w${i} = v${i}`).join('\n');
  const terms = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`).join(' = ');
  // 100 lines of 49 characters with their line breaks, the last one `last` long.
  const field = (last: number) =>
    Array.from(
      { length: 100 },
      (_, i) => `x${String(i).padStart(3, '0')} = ${'y'.repeat(i === 99 ? last - 7 : 42)}`,
    ).join('\n');

  it.each<[string, string]>([
    [`${MAX_SYNONYMS_LENGTH} characters`, field(50)],
    [`${MAX_SYNONYM_LINES} lines`, lines(MAX_SYNONYM_LINES)],
    [`${MAX_SYNONYM_TERMS} terms on a line`, terms(MAX_SYNONYM_TERMS)],
    ['a 60-character term', `a = ${'b'.repeat(60)}`],
  ])('accepts %s', async (_name, searchSynonyms) => {
    const res = await putSettings({ searchSynonyms });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.searchSynonyms).toBe(searchSynonyms);
  });

  it.each<[string, unknown, string]>([
    [
      `${MAX_SYNONYMS_LENGTH + 1} characters`,
      field(51),
      `searchSynonyms: Search synonyms must be at most ${MAX_SYNONYMS_LENGTH} characters`,
    ],
    [
      `${MAX_SYNONYM_LINES + 1} lines`,
      lines(MAX_SYNONYM_LINES + 1),
      `searchSynonyms: Search synonyms may have at most ${MAX_SYNONYM_LINES} lines`,
    ],
    [
      `${MAX_SYNONYM_TERMS + 1} terms on a line`,
      terms(MAX_SYNONYM_TERMS + 1),
      `searchSynonyms: Search synonyms, line 1: at most ${MAX_SYNONYM_TERMS} words or phrases on one line`,
    ],
    [
      'a 61-character term',
      `a = ${'b'.repeat(61)}`,
      `searchSynonyms: Search synonyms, line 1: “${'b'.repeat(20)}…” is longer than 60 characters`,
    ],
    [
      'a line without =',
      'pankha = fan\nMCB',
      'searchSynonyms: Search synonyms, line 2: write two or more words or phrases separated by =',
    ],
    [
      'a term of marks only',
      'MCB = %%',
      'searchSynonyms: Search synonyms, line 1: “%%” has no letters or digits',
    ],
    ['a number', 42, 'searchSynonyms: Search synonyms must be text'],
  ])('refuses %s with 400, its reason, and writes nothing', async (_name, searchSynonyms, message) => {
    expect((await putSettings({ searchSynonyms: 'pankha = fan' })).statusCode).toBe(200);
    const before = await t.db.select().from(siteSettings);
    const res = await putSettings({ searchSynonyms });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await t.db.select().from(siteSettings)).toEqual(before);
  });
});

describe('search past the ranking sample', () => {
  const SAMPLE = RANK_CANDIDATES;
  beforeAll(async () => {
    // SAMPLE + 30 products with one rare word; every tenth has it in the title, the rest in the description.
    await t.db.execute(sql`insert into products (title, description, category, subcategory, brand, hsn,
        price_paise, sale_price_paise, cgst_percent, sgst_percent, total_stock)
      select case when i % 10 = 0 then 'Zebrafix Clamp ' || i else 'Clamp ' || i end,
             case when i % 10 = 0 then 'A clamp' else 'A clamp by Zebrafix' end,
             'Tools', 'Clamps', 'Tejas', '8205', 10000, 11800, 9, 9, 5
      from generate_series(1, ${SAMPLE + 30}) as i`);
  });

  it('pages through every match once, with the exact total, the sample’s pages first', async () => {
    const seen: string[] = [];
    const limit = 48;
    let total = 0;
    for (let page = 1; page <= Math.ceil((SAMPLE + 30) / limit); page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/shop/search/zebrafix?page=${page}&limit=${limit}`,
      });
      expect(res.statusCode).toBe(200);
      total = res.json().pagination.total;
      seen.push(...res.json().data.map((p: { title: string }) => p.title));
    }
    expect(total).toBe(SAMPLE + 30);
    expect(seen).toHaveLength(SAMPLE + 30);
    expect(new Set(seen).size).toBe(SAMPLE + 30);
    // Within the first page, the title matches rank above the description-only ones.
    expect(seen[0]).toMatch(/^Zebrafix Clamp/);
  });

  it('a misspelling of it pages the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/search/zebrafx?page=1&limit=24' });
    expect(res.json().pagination.total).toBe(SAMPLE + 30);
  });
});
