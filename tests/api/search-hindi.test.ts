import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, searchWords } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';
import { createProduct } from '../helpers/factories';

/** Issue 50: products found by their Hindi title and description, and across scripts through the synonyms. */
let t: TestApp;

// title, category, brand, description, Hindi title, Hindi description ('' for none)
const FIXTURE: [string, string, string, string, string, string][] = [
  ['Modular 1-Way Switch 6 A', 'Switches', 'Kiran', 'Polycarbonate switch, 1 module', '', ''],
  ['Modular 2-Way Switch 6 A', 'Switches', 'Suraksha', 'Staircase switch', '', ''],
  [
    'PVC Pressure Pipe 20 mm',
    'Pipes',
    'Nirmal',
    'Rigid pipe for cold water',
    'पीवीसी प्रेशर पाइप 20 mm',
    'ठंडे पानी की लाइन और बोरवेल के लिए।',
  ],
  [
    'High-Speed Ceiling Fan 1200 mm',
    'Fans',
    'Tejas',
    'Double ball-bearing fan',
    'हाई-स्पीड छत का पंखा 1200 mm',
    'डबल बॉल-बेयरिंग, 2 साल की वारंटी।',
  ],
  [
    'FR House Wire 1.5 sq mm',
    'Wires',
    'Shakti',
    'Copper conductor, 90 m coil',
    'एफआर हाउस वायर 1.5 sq mm',
    'घर की वायरिंग के लिए तांबे का तार॥',
  ],
  ['Brass Pillar Cock', 'Taps', 'Jalflow', 'Quarter-turn basin tap', '', ''],
  [
    'Silk Interior Emulsion 4 L',
    'Paints',
    'Rangoli',
    'Washable emulsion',
    'सिल्क इंटीरियर इमल्शन पेंट 4 L',
    'धुलने लायक, कम गंध।',
  ],
];

beforeAll(async () => {
  t = await testApp({ admin: true });
  let price = 10000;
  for (const [title, category, brand, description, hiTitle, hiDescription] of FIXTURE) {
    await createProduct(t.db, {
      title,
      category,
      subcategory: category,
      brand,
      description,
      translations: hiTitle ? { hi: { title: hiTitle, description: hiDescription } } : {},
      salePricePaise: (price += 1000),
    });
  }
});

const titlesOf = async (keyword: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/shop/search/${encodeURIComponent(keyword)}` });
  expect(res.statusCode, keyword).toBe(200);
  return res.json().data.map((p: { title: string }) => p.title) as string[];
};

describe('search in Hindi', () => {
  it('a Hindi title finds its product, whole or by a word, and so does a word of the Hindi description', async () => {
    expect(await titlesOf('पीवीसी प्रेशर पाइप')).toEqual(['PVC Pressure Pipe 20 mm']);
    expect(await titlesOf('छत का पंखा')).toEqual(['High-Speed Ceiling Fan 1200 mm']);
    expect(await titlesOf('बोरवेल')).toEqual(['PVC Pressure Pipe 20 mm']);
    // A word before the danda (।, ॥) is a word: 'तार॥' is indexed as 'तार'.
    expect(await titlesOf('तांबे')).toEqual(['FR House Wire 1.5 sq mm']);
    // A prefix, as English words are: 'इमल्' finds 'इमल्शन'.
    expect(await titlesOf('इमल्')).toEqual(['Silk Interior Emulsion 4 L']);
  });

  it('"स्विच" finds the switches through the synonyms, though none has a Hindi title', async () => {
    expect((await titlesOf('स्विच')).sort()).toEqual(['Modular 1-Way Switch 6 A', 'Modular 2-Way Switch 6 A']);
    expect(await titlesOf('नल')).toEqual(['Brass Pillar Cock']);
  });

  it('an English word finds the products named with its Hindi synonym, and the other way round', async () => {
    // 'wire' = 'तार' = 'वायर': the English title has 'wire' too, so both scripts find the one product.
    expect(await titlesOf('तार')).toEqual(['FR House Wire 1.5 sq mm']);
    expect(await titlesOf('pipe')).toEqual(['PVC Pressure Pipe 20 mm']);
    expect(await titlesOf('पाइप')).toEqual(['PVC Pressure Pipe 20 mm']);
  });

  it('a mixed query: Hindi words, English words and a size together', async () => {
    expect(await titlesOf('पंखा 1200mm')).toEqual(['High-Speed Ceiling Fan 1200 mm']);
    expect(await titlesOf('हाउस वायर 1.5 sqmm')).toEqual(['FR House Wire 1.5 sq mm']);
    expect(await titlesOf('इमल्शन paint')).toEqual(['Silk Interior Emulsion 4 L']);
    expect(await titlesOf('पीवीसी fan')).toEqual([]);
  });

  it('a misspelt Hindi word is corrected from the words list, which holds the Hindi words', async () => {
    const words = (await t.db.select().from(searchWords)).map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['पीवीसी', 'बोरवेल', 'इमल्शन', 'तांबे', 'तार']));
    expect(words).not.toContain('तार॥');
    // 'बोरवल' (a vowel sign left out) is one edit from 'बोरवेल'.
    expect(await titlesOf('बोरवल')).toEqual(['PVC Pressure Pipe 20 mm']);
  });

  it('a Hindi title set, changed or cleared later is found by its new words only', async () => {
    const [tap] = await t.db.select().from(products).where(eq(products.title, 'Brass Pillar Cock'));
    await t.db
      .update(products)
      .set({ translations: { hi: { title: 'पीतल पिलर कॉक' } } })
      .where(eq(products.id, tap.id));
    expect(await titlesOf('पिलर कॉक')).toEqual(['Brass Pillar Cock']);
    await t.db.update(products).set({ translations: {} }).where(eq(products.id, tap.id));
    expect(await titlesOf('पिलर')).toEqual([]);
    const words = await t.db.execute(sql`select word from search_words where word = 'पिलर'`);
    expect((words as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('answers each product with its translations, for the Hindi pages’ cards ({} for one without)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/search/pipe' });
    const pipe = res.json().data.find((p: { title: string }) => p.title === 'PVC Pressure Pipe 20 mm');
    expect(pipe.translations).toEqual({
      hi: { title: 'पीवीसी प्रेशर पाइप 20 mm', description: 'ठंडे पानी की लाइन और बोरवेल के लिए।' },
    });
    const switches = await t.app.inject({ method: 'GET', url: '/api/shop/search/switch' });
    expect(switches.json().data.map((p: { translations: object }) => p.translations)).toEqual([{}, {}]);
  });
});

describe('search by the Hindi names of categories, subcategories and brands', () => {
  const admin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/admin/categories${url}`, headers: { cookie: t.adminCookie }, payload });
  const words = async () => (await t.db.select().from(searchWords)).map((w) => w.word);
  let taps = '';

  it('a Hindi name finds the products under it, whether they came before or after the name', async () => {
    // The products are already there; the category, its subcategory and the brand are added with Hindi names.
    const cat = await admin('POST', '', {
      name: 'Taps',
      kind: 'category',
      translations: { hi: { name: 'सैनिटरी सामान' } },
    });
    expect(cat.statusCode).toBe(201);
    taps = cat.json().data._id;
    const sub = await admin('POST', `/${taps}/sub`, {
      name: 'Taps',
      translations: { hi: { name: 'वॉशबेसिन' } },
    });
    expect(sub.statusCode).toBe(201);
    const brand = await admin('POST', '', {
      name: 'Rangoli',
      kind: 'brand',
      translations: { hi: { name: 'रंगोली' } },
    });
    expect(brand.statusCode).toBe(201);
    expect(await titlesOf('सैनिटरी सामान')).toEqual(['Brass Pillar Cock']);
    expect(await titlesOf('वॉशबेसिन')).toEqual(['Brass Pillar Cock']);
    expect(await titlesOf('रंगोली')).toEqual(['Silk Interior Emulsion 4 L']);
    // A prefix, and with a word of the title.
    expect(await titlesOf('सैनिट')).toEqual(['Brass Pillar Cock']);
    expect(await titlesOf('रंगोली इमल्शन')).toEqual(['Silk Interior Emulsion 4 L']);
    expect(await titlesOf('रंगोली पाइप')).toEqual([]);
    expect(await words()).toEqual(expect.arrayContaining(['सैनिटरी', 'सामान', 'वॉशबेसिन', 'रंगोली']));
    // A product added under the category later takes its Hindi name at once.
    await createProduct(t.db, {
      title: 'Angle Valve',
      category: 'taps',
      subcategory: 'Taps',
      brand: 'Jalflow',
    });
    expect((await titlesOf('सैनिटरी')).sort()).toEqual(['Angle Valve', 'Brass Pillar Cock']);
  });

  it('a changed Hindi name replaces the old one, a cleared one finds nothing, a moved product follows', async () => {
    const renamed = await admin('PATCH', `/${taps}`, { translations: { hi: { name: 'प्लंबिंग' } } });
    expect(renamed.statusCode).toBe(200);
    expect((await titlesOf('प्लंबिंग')).sort()).toEqual(['Angle Valve', 'Brass Pillar Cock']);
    expect(await titlesOf('सैनिटरी')).toEqual([]);
    expect(await words()).not.toContain('सैनिटरी');
    expect(await words()).toContain('प्लंबिंग');
    // The subcategory's name stays with the products of its category.
    expect((await titlesOf('वॉशबेसिन')).sort()).toEqual(['Angle Valve', 'Brass Pillar Cock']);
    // A product moved to another category leaves its Hindi names behind.
    await t.db
      .update(products)
      .set({ category: 'Valves', subcategory: '' })
      .where(eq(products.title, 'Angle Valve'));
    expect(await titlesOf('प्लंबिंग')).toEqual(['Brass Pillar Cock']);
    expect(await titlesOf('वॉशबेसिन')).toEqual(['Brass Pillar Cock']);
    const cleared = await admin('PATCH', `/${taps}`, { translations: { hi: { name: '' } } });
    expect(cleared.statusCode).toBe(200);
    expect(await titlesOf('प्लंबिंग')).toEqual([]);
    expect(await words()).not.toContain('प्लंबिंग');
    // The English names find the products as before.
    expect(await titlesOf('taps')).toEqual(['Brass Pillar Cock']);
  });
});

describe('sizes written in Devanagari digits', () => {
  it('a keyword with Devanagari digits finds what the same size in Latin digits finds', async () => {
    const switches = ['Modular 1-Way Switch 6 A', 'Modular 2-Way Switch 6 A'];
    expect((await titlesOf('6a switch')).sort()).toEqual(switches);
    expect((await titlesOf('६a स्विच')).sort()).toEqual(switches);
    expect((await titlesOf('६ amp स्विच')).sort()).toEqual(switches);
    expect(await titlesOf('पंखा १२०० mm')).toEqual(['High-Speed Ceiling Fan 1200 mm']);
    expect(await titlesOf('१.५ sqmm वायर')).toEqual(['FR House Wire 1.5 sq mm']);
    expect(await titlesOf('इमल्शन ४ L')).toEqual(['Silk Interior Emulsion 4 L']);
    expect(await titlesOf('१६a स्विच')).toEqual([]);
  });

  it('a size with its unit in Hindi finds what the Latin unit finds (६ एम्पियर स्विच, १.५ वर्ग मिमी वायर)', async () => {
    const switches = ['Modular 1-Way Switch 6 A', 'Modular 2-Way Switch 6 A'];
    expect((await titlesOf('६ एम्पियर स्विच')).sort()).toEqual(switches);
    expect((await titlesOf('6 एम्प switch')).sort()).toEqual(switches);
    expect(await titlesOf('पंखा १२०० मिमी')).toEqual(['High-Speed Ceiling Fan 1200 mm']);
    expect(await titlesOf('१.५ वर्ग मिमी वायर')).toEqual(['FR House Wire 1.5 sq mm']);
    expect(await titlesOf('इमल्शन ४ लीटर')).toEqual(['Silk Interior Emulsion 4 L']);
    expect(await titlesOf('१६ एम्पियर स्विच')).toEqual([]);
  });

  it('a product whose Hindi title writes its size in Devanagari digits is found by the size either way', async () => {
    await createProduct(t.db, {
      title: 'LED Bulb Cool Daylight',
      category: 'Lighting',
      subcategory: '',
      brand: 'Prakash',
      translations: { hi: { title: 'एलईडी बल्ब ९ W' } },
    });
    expect(await titlesOf('9w bulb')).toEqual(['LED Bulb Cool Daylight']);
    expect(await titlesOf('९ w बल्ब')).toEqual(['LED Bulb Cool Daylight']);
    expect(await titlesOf('९w')).toEqual(['LED Bulb Cool Daylight']);
  });
});
