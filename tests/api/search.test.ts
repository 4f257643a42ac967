import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { products } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';

let t: TestApp;

// title, category, subcategory, brand, description
const FIXTURE: [string, string, string, string, string][] = [
  ['Roma 6A Modular Switch', 'Switches', 'Modular', 'Anchor', 'One way switch, white'],
  ['Crabtree Two Way Switch', 'Switches', 'Modular', 'Havells', 'Two way switch for staircases'],
  ['Supreme PVC Pipe 20mm', 'Pipes', 'PVC', 'Supreme', 'Rigid pipe for plumbing'],
  ['Astral CPVC Pipe 1 inch', 'Pipes', 'CPVC', 'Astral', 'Hot and cold water'],
  ['PVC Insulation Tape', 'Accessories', 'Tapes', 'Steelgrip', 'Electrical tape, black'],
  ['FR House Wire 1.5 sqmm', 'Wires', 'House Wire', 'Polycab', 'Copper conductor, 90 m coil'],
  ['Tractor Emulsion 10L', 'Paint', 'Emulsion', 'Asian Paints', 'Smooth interior wall paint'],
  ['6A Socket', 'Switches', 'Sockets', 'Anchor', 'Three pin socket'],
];

beforeAll(async () => {
  t = await testApp();
  let price = 10000;
  for (const [title, category, subcategory, brand, description] of FIXTURE) {
    await createProduct(t.db, {
      title,
      category,
      subcategory,
      brand,
      description,
      salePricePaise: (price += 1000),
    });
  }
});

const search = (keyword: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/shop/search/${encodeURIComponent(keyword)}${query}` });
const titlesOf = async (keyword: string) => {
  const res = await search(keyword);
  expect(res.statusCode, keyword).toBe(200);
  return res.json().data.map((p: { title: string }) => p.title) as string[];
};
const productCount = async () => (await t.db.select({ n: count() }).from(products))[0].n;

describe('GET /api/shop/search/{keyword}', () => {
  it('finds switches despite a typo, switches first', async () => {
    const found = await titlesOf('swich');
    expect(found.slice(0, 2).sort()).toEqual(['Crabtree Two Way Switch', 'Roma 6A Modular Switch']);
    expect(found).not.toContain('Supreme PVC Pipe 20mm');
  });

  it('corrects a misspelt brand and mixes corrected and exact words', async () => {
    expect(await titlesOf('havels')).toEqual(['Crabtree Two Way Switch']);
    expect((await titlesOf('swich 6a'))[0]).toBe('Roma 6A Modular Switch');
    expect(await titlesOf('pipe zzqqxx')).toEqual([]);
  });

  it('keeps decimals as one word', async () => {
    expect(await titlesOf('wire 1.5')).toEqual(['FR House Wire 1.5 sqmm']);
    expect(await titlesOf('copper 1.5')).toEqual(['FR House Wire 1.5 sqmm']);
    expect(await titlesOf('wire 2.5')).toEqual([]);
  });

  it('finds PVC pipes whatever the word order, the best match first', async () => {
    const found = await titlesOf('pipe pvc');
    expect(found[0]).toBe('Supreme PVC Pipe 20mm');
    expect(found).not.toContain('PVC Insulation Tape');
    expect(await titlesOf('pvc pipe')).toEqual(found);
  });

  it('matches title, brand, category, subcategory and description, ignoring case and outer spaces', async () => {
    expect(await titlesOf('POLYCAB')).toEqual(['FR House Wire 1.5 sqmm']);
    expect(await titlesOf('  emulsion  ')).toEqual(['Tractor Emulsion 10L']);
    expect(await titlesOf('interior')).toEqual(['Tractor Emulsion 10L']);
    expect((await titlesOf('sockets'))[0]).toBe('6A Socket');
    expect(await titlesOf('pvc')).toEqual(
      expect.arrayContaining(['Supreme PVC Pipe 20mm', 'PVC Insulation Tape']),
    );
    // Word prefixes match: what a shopper has typed so far.
    expect((await titlesOf('crabt'))[0]).toBe('Crabtree Two Way Switch');
  });

  it('ranks a title match above a description-only match', async () => {
    const found = await titlesOf('switch');
    expect(found.slice(0, 2).sort()).toEqual(['Crabtree Two Way Switch', 'Roma 6A Modular Switch']);
  });

  it('gives an empty list for keywords under 2 characters after trimming', async () => {
    for (const k of ['a', ' a ', '   ', 'é']) {
      const res = await search(k);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: [], pagination: { total: 0 } });
    }
  });

  it('searches from exactly 2 characters after trimming: "6A" finds the 6A products, "6" nothing', async () => {
    for (const k of ['6A', ' 6a '])
      expect((await titlesOf(k)).sort(), k).toEqual(['6A Socket', 'Roma 6A Modular Switch']);
    expect(await titlesOf('6')).toEqual([]);
  });

  it('finds nothing for a word no product has', async () => {
    expect(await titlesOf('zzqqxx')).toEqual([]);
  });

  it('paginates with the total', async () => {
    const all = (await search('pipe')).json();
    expect(all.pagination.total).toBe(all.data.length);
    expect(all.data.length).toBeGreaterThanOrEqual(2);
    const second = (await search('pipe', '?limit=1&page=2')).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0]._id).toBe(all.data[1]._id);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: all.pagination.total });
    expect((await search('pipe', '?limit=101')).statusCode).toBe(400);
    expect((await search('pipe', '?page=0')).statusCode).toBe(400);
  });

  it('is safe for any input: quotes, %, regex characters, SQL fragments, tsquery operators, unicode', async () => {
    const before = await productCount();
    const hostile = [
      "'",
      '"',
      "''",
      '%',
      '%%',
      '_',
      '__',
      '.*',
      '^(a+)+$',
      '[a-z]',
      '\\',
      '\\\\',
      '(',
      ')',
      "'; drop table products; --",
      "pipe' OR '1'='1",
      'pipe" or 1=1 --',
      '& | ! :*',
      'pipe & !pvc',
      '<-> <2>',
      'pipe:* | a',
      '/',
      '../../etc/passwd',
      '\u0000x',
      'स्विच',
      '🔌🔌',
      'null',
      'undefined',
      '$1 $2',
    ];
    for (const k of hostile) {
      const res = await search(k);
      expect(res.statusCode, k).toBe(200);
      expect(res.json().success, k).toBe(true);
      expect(Array.isArray(res.json().data), k).toBe(true);
    }
    // An operator-laden query is read as words, not as a tsquery.
    expect(await titlesOf('pipe & !pvc')).toContain('Supreme PVC Pipe 20mm');
    expect(await productCount()).toBe(before);
  });

  it('handles a 10 kB keyword without error', async () => {
    const long = 'pipe '.repeat(2048);
    const res = await search(long);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(true);
    expect(res.json().data.map((p: { title: string }) => p.title)).toContain('Supreme PVC Pipe 20mm');
  });

  it('answers a keyword too long for an address with 414 in the API error shape', async () => {
    const res = await search('x'.repeat(20_000));
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: 'The address is too long' });
  });

  it('answers a malformed percent-encoding with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/search/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
