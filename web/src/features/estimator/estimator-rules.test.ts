import { describe, expect, it } from 'vitest';
import type { EstimatorPreset, EstimatorProduct } from '../../../../common/contracts/catalog';
import {
  addAllMessage,
  addLine,
  appendBlankLine,
  atLeastOneLine,
  blankLine,
  canRemoveLine,
  clampPricePaise,
  clearedLines,
  collectPresets,
  estimateTotals,
  isPriceInRange,
  lineFromPreset,
  lineFromProduct,
  lineProductIds,
  matchesSearch,
  MAX_LINES,
  MAX_QTY,
  normalizePrice,
  normalizeQty,
  planAddAll,
  presetsWithout,
  priceAndSizeDisabled,
  refreshLine,
  refreshLines,
  removeLine,
  SEARCH_DEBOUNCE_MS,
  setLinePrice,
  setLineProduct,
  setLineQty,
  setLineSize,
  sourcePrice,
  type EstimatorLine,
} from './estimator-rules';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const ID_C = '33333333-3333-4333-8333-333333333333';

/** ₹100.00 before tax, ₹118.00 with 9 % + 9 %; estimate range ₹90–₹130; tiers ₹125, ₹112.10, ₹106.20. */
function product(over: Partial<EstimatorProduct> = {}): EstimatorProduct {
  return {
    _id: ID_A,
    title: 'Copper Wire 1.5 sq mm',
    image: 'https://shop.test/wire.webp',
    category: 'Wires & Cables',
    subcategory: 'House Wire',
    brand: 'Voltline',
    hsn: '8544',
    price: 100,
    salePrice: 118,
    cgstPercent: 9,
    sgstPercent: 9,
    totalStock: 40,
    minEstimatePrice: 90,
    maxEstimatePrice: 130,
    estimatorPresets: [],
    variants: [],
    priceTiers: [{ price: 125 }, { price: 112.1 }, { price: 106.2 }],
    ...over,
  };
}

const preset = (over: Partial<EstimatorPreset> = {}): EstimatorPreset => ({
  name: 'Wire coil 90 m',
  size: '1.5 sq mm',
  capacity: '90 m',
  qty: 2,
  price: 120,
  hsn: '85444999',
  active: true,
  ...over,
});

const line = (over: Partial<EstimatorLine> = {}): EstimatorLine => ({
  ...lineFromProduct(product(), 'sale', 'l1'),
  ...over,
});

describe('SPEC §9 constants', () => {
  it('debounces the search by 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('quantity (SPEC §5: at least 1, non-numeric becomes 1)', () => {
  it.each([
    ['abc', 1],
    ['', 1],
    ['   ', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [{}, 1],
    [0, 1],
    [-3, 1],
    ['0', 1],
    [1, 1],
    ['12', 12],
    [' 7 ', 7],
    [2.7, 2],
    ['4.99', 4],
    [1e9, MAX_QTY],
  ])('%o → %d', (input, expected) => {
    expect(normalizeQty(input)).toBe(expected);
  });

  it('setLineQty applies it', () => {
    expect(setLineQty(line(), 'x').qty).toBe(1);
    expect(setLineQty(line(), '25').qty).toBe(25);
  });
});

describe('price (SPEC §5: at least 0 and within the min and max estimate price)', () => {
  const p = product(); // ₹90–₹130
  it.each([
    [118, 118],
    [90, 90], // the lower boundary is allowed
    [130, 130], // so is the upper one
    [89.99, 90],
    [130.01, 130],
    [-5, 90],
    ['abc', 90], // non-numeric counts as 0 (SPEC §9), then the minimum applies
    ['99.999', 100], // to the paisa, half up
  ])('%o → ₹%d within ₹90–₹130', (input, expected) => {
    expect(normalizePrice(input, p)).toBe(expected);
  });

  it('without a product only "at least 0" applies', () => {
    expect(normalizePrice(-5)).toBe(0);
    expect(normalizePrice('12.345')).toBe(12.35);
  });

  it('a max of 0 means no upper end; min 0 and max 0 means any price from 0', () => {
    expect(normalizePrice(5000, product({ maxEstimatePrice: 0 }))).toBe(5000);
    expect(normalizePrice(50, product({ maxEstimatePrice: 0 }))).toBe(90);
    expect(normalizePrice(0, product({ minEstimatePrice: 0, maxEstimatePrice: 0 }))).toBe(0);
  });

  it('a max below the min (never saved by the server) is ignored rather than trusted', () => {
    expect(clampPricePaise(20000, product({ minEstimatePrice: 150, maxEstimatePrice: 100 }))).toBe(20000);
    expect(clampPricePaise(10000, product({ minEstimatePrice: 150, maxEstimatePrice: 100 }))).toBe(15000);
  });

  it('isPriceInRange says whether a price needs holding', () => {
    expect(isPriceInRange(90, p)).toBe(true);
    expect(isPriceInRange(130, p)).toBe(true);
    expect(isPriceInRange(130.01, p)).toBe(false);
    expect(isPriceInRange(89.99, p)).toBe(false);
  });

  it('a typed price is held to the range and kept through refreshes', () => {
    const typed = setLinePrice(line(), '200', p);
    expect(typed).toMatchObject({ price: 130, origin: 'manual' });
    expect(setLinePrice(line(), '95.5', p)).toMatchObject({ price: 95.5, origin: 'manual' });
  });
});

describe('a line without a product (SPEC §5: price and size disabled)', () => {
  it('is marked disabled, and typed prices or sizes do not change it', () => {
    const blank = blankLine('b1');
    expect(priceAndSizeDisabled(blank)).toBe(true);
    expect(priceAndSizeDisabled(line())).toBe(false);
    expect(setLinePrice(blank, '50')).toBe(blank);
    expect(setLineSize(blank, '2.5 sq mm', undefined, 'sale')).toBe(blank);
    // Quantity is still the person's to set.
    expect(setLineQty(blank, '3').qty).toBe(3);
  });

  it('counts for nothing in the totals', () => {
    const t = estimateTotals([blankLine('b1')]);
    expect(t).toMatchObject({
      subtotalPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      grandTotalPaise: 0,
      countedLines: 0,
    });
  });

  it('gets a product chosen, keeping its quantity and capacity', () => {
    const chosen = setLineProduct({ ...blankLine('b1'), qty: 4, capacity: 'for 2 rooms' }, product(), 'sale');
    expect(chosen).toMatchObject({
      id: 'b1',
      productId: ID_A,
      qty: 4,
      capacity: 'for 2 rooms',
      price: 118,
      hsn: '8544',
    });
  });
});

describe('removing lines (SPEC §5: the only line cannot be removed)', () => {
  it('refuses to remove the only line, product or not', () => {
    const only = [line()];
    expect(canRemoveLine(only)).toBe(false);
    expect(removeLine(only, 'l1')).toBe(only);
    expect(canRemoveLine([blankLine('b')])).toBe(false);
  });
  it('removes a line when there are others', () => {
    const two = [line(), line({ id: 'l2', productId: ID_B })];
    expect(canRemoveLine(two)).toBe(true);
    expect(removeLine(two, 'l1').map((l) => l.id)).toEqual(['l2']);
  });
  it('Clear leaves one empty line, and an empty estimate gets one', () => {
    expect(clearedLines('c')).toEqual([blankLine('c')]);
    expect(atLeastOneLine([], 'x')).toEqual([blankLine('x')]);
    const lines = [line()];
    expect(atLeastOneLine(lines, 'x')).toBe(lines);
  });
});

describe('price source (SPEC §9: base, sale, lowest-tier, highest-tier)', () => {
  const p = product();
  it('base: the base price with CGST + SGST added: ₹100 × 1.18 = ₹118.00', () => {
    expect(sourcePrice(p, 'base')).toBe(118);
    // ₹200 at 2.5 % + 2.5 % = ₹210; ₹84.75 × 1.18 = ₹100.005, half up to ₹100.01.
    const noRange = { minEstimatePrice: 0, maxEstimatePrice: 0 };
    expect(sourcePrice(product({ ...noRange, price: 200, cgstPercent: 2.5, sgstPercent: 2.5 }), 'base')).toBe(
      210,
    );
    expect(sourcePrice(product({ ...noRange, price: 84.75 }), 'base')).toBe(100.01);
  });
  it('sale: the sale price (GST included), or the base price with tax when there is none', () => {
    expect(sourcePrice(product({ salePrice: 110 }), 'sale')).toBe(110);
    expect(sourcePrice(product({ salePrice: 110 }), 'base')).toBe(118);
    expect(sourcePrice(product({ salePrice: 0 }), 'sale')).toBe(118);
  });
  it('lowest-tier and highest-tier pick among the tiers', () => {
    expect(sourcePrice(p, 'lowest-tier')).toBe(106.2);
    expect(sourcePrice(p, 'highest-tier')).toBe(125);
  });
  it('a single tier is both the lowest and the highest; equal tiers are that price', () => {
    const one = product({ priceTiers: [{ price: 115 }] });
    expect(sourcePrice(one, 'lowest-tier')).toBe(115);
    expect(sourcePrice(one, 'highest-tier')).toBe(115);
    const same = product({ priceTiers: [{ price: 99.5 }, { price: 99.5 }] });
    expect(sourcePrice(same, 'lowest-tier')).toBe(99.5);
    expect(sourcePrice(same, 'highest-tier')).toBe(99.5);
  });
  it('tiers exactly at the range’s ends are kept; a paisa outside is held to the end', () => {
    const atEnds = product({ priceTiers: [{ price: 90 }, { price: 130 }] });
    expect(sourcePrice(atEnds, 'lowest-tier')).toBe(90);
    expect(sourcePrice(atEnds, 'highest-tier')).toBe(130);
    const outside = product({ priceTiers: [{ price: 89.99 }, { price: 130.01 }] });
    expect(sourcePrice(outside, 'lowest-tier')).toBe(90);
    expect(sourcePrice(outside, 'highest-tier')).toBe(130);
  });
  it('no tiers, or none with a price, fall back to the sale price', () => {
    expect(sourcePrice(product({ priceTiers: [] }), 'lowest-tier')).toBe(118);
    expect(sourcePrice(product({ priceTiers: [] }), 'highest-tier')).toBe(118);
    const junk = product({ priceTiers: [{ price: 0 }, { price: -4 }, { price: Number.NaN }] });
    expect(sourcePrice(junk, 'lowest-tier')).toBe(118);
    // A zero tier is no price at all: it is never the lowest.
    expect(sourcePrice(product({ priceTiers: [{ price: 0 }, { price: 100 }] }), 'lowest-tier')).toBe(100);
  });
  it('no base price falls back to the sale price', () => {
    expect(sourcePrice(product({ price: 0 }), 'base')).toBe(118);
  });
  it('every source is held to the estimate range', () => {
    expect(sourcePrice(product({ salePrice: 150 }), 'sale')).toBe(130);
    expect(sourcePrice(product({ price: 50 }), 'base')).toBe(90);
  });
});

describe('variants and sizes (SPEC §9 allowVariantSelect)', () => {
  const p = product({
    variants: [
      { size: '1 sq mm', stdPacking: '90 m', pricePerPiece: 95, active: true },
      { size: '2.5 sq mm', stdPacking: '90 m', pricePerPiece: 180, active: true },
      { size: '4 sq mm', stdPacking: '90 m', pricePerPiece: 99, active: false },
    ],
  });
  it('a variant sets the size and prices the line at its price per piece, held to the range', () => {
    expect(setLineSize(line(), '1 sq mm', p, 'sale')).toMatchObject({
      size: '1 sq mm',
      price: 95,
      origin: 'variant',
    });
    expect(setLineSize(line(), '2.5 sq mm', p, 'sale')).toMatchObject({ price: 130, origin: 'variant' });
  });
  it('an inactive variant or free text only sets the size', () => {
    expect(setLineSize(line(), '4 sq mm', p, 'sale')).toMatchObject({
      size: '4 sq mm',
      price: 118,
      origin: 'source',
    });
    expect(setLineSize(line(), 'custom', p, 'sale')).toMatchObject({ size: 'custom', price: 118 });
  });
  it('leaving a variant returns to the price source', () => {
    const v = setLineSize(line(), '1 sq mm', p, 'sale');
    expect(setLineSize(v, '', p, 'sale')).toMatchObject({ size: '', price: 118, origin: 'source' });
  });
});

describe('presets', () => {
  it('a preset line takes its name, size, capacity, qty (at least 1), HSN and price (held to the range)', () => {
    const p = product();
    expect(lineFromPreset(p, preset(), 'x')).toMatchObject({
      productId: ID_A,
      productName: 'Wire coil 90 m',
      size: '1.5 sq mm',
      capacity: '90 m',
      qty: 2,
      price: 120,
      hsn: '85444999',
      cgstPercent: 9,
      sgstPercent: 9,
      origin: 'preset',
      presetName: 'Wire coil 90 m',
    });
    expect(lineFromPreset(p, preset({ qty: 0, price: 500, hsn: '' }), 'x')).toMatchObject({
      qty: 1,
      price: 130,
      hsn: '8544',
    });
  });

  it('collects the active presets of the listed products, searched, at most 300 (SPEC §9)', () => {
    const a = product({
      estimatorPresets: [
        preset(),
        preset({ name: 'Old coil', active: false }),
        preset({ name: 'Half coil 45 m' }),
      ],
    });
    const b = product({
      _id: ID_B,
      title: 'PVC Pipe',
      brand: 'Jalflow',
      estimatorPresets: [preset({ name: 'Pipe 3 m', size: '1 inch', capacity: '' })],
    });
    expect(collectPresets([a, b]).map((e) => e.preset.name)).toEqual([
      'Wire coil 90 m',
      'Half coil 45 m',
      'Pipe 3 m',
    ]);
    expect(collectPresets([a, b], 'jalflow').map((e) => e.preset.name)).toEqual(['Pipe 3 m']);
    expect(collectPresets([a, b], '45').map((e) => e.preset.name)).toEqual(['Half coil 45 m']);
    const many = product({
      estimatorPresets: Array.from({ length: 350 }, (_, i) => preset({ name: `P${i}` })),
    });
    expect(collectPresets([many])).toHaveLength(300);
    expect(collectPresets([many, b])).toHaveLength(300);
  });

  it('deleting one takes out the first preset equal to it, and says when it is already gone', () => {
    const list = [preset(), preset({ name: 'B' }), preset()];
    expect(presetsWithout(list, preset())).toEqual([preset({ name: 'B' }), preset()]);
    expect(presetsWithout(list, preset({ name: 'C' }))).toBeNull();
  });
});

describe('adding lines', () => {
  const p = product();
  it('fills the empty line first, then adds at the end', () => {
    const first = addLine([blankLine('b1')], lineFromProduct(p, 'sale', 'n1'));
    expect(first.outcome).toBe('filled');
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatchObject({ id: 'b1', productId: ID_A });
    const second = addLine(first.lines, lineFromProduct(product({ _id: ID_B }), 'sale', 'n2'));
    expect(second.outcome).toBe('added');
    expect(second.lines.map((l) => l.id)).toEqual(['b1', 'n2']);
  });
  it('adds the same item onto its line (quantities add up, at most MAX_QTY)', () => {
    const lines = [{ ...lineFromProduct(p, 'sale', 'l1'), qty: 3 }];
    const merged = addLine(lines, lineFromProduct(p, 'sale', 'n'));
    expect(merged.outcome).toBe('merged');
    expect(merged.lines).toEqual([{ ...lines[0], qty: 4 }]);
    expect(addLine([{ ...lines[0], qty: MAX_QTY }], lineFromProduct(p, 'sale', 'n')).lines[0].qty).toBe(
      MAX_QTY,
    );
    // The same preset adds up too; the product itself, or a line with a typed price, is another item.
    const fromPreset = addLine(lines, lineFromPreset(p, preset(), 'p1')).lines;
    expect(fromPreset).toHaveLength(2);
    expect(addLine(fromPreset, lineFromPreset(p, preset(), 'p2')).lines[1].qty).toBe(4);
    expect(addLine([{ ...lines[0], origin: 'manual' }], lineFromProduct(p, 'sale', 'n')).lines).toHaveLength(
      2,
    );
  });
  it('refuses a new line beyond MAX_LINES', () => {
    const full = Array.from({ length: MAX_LINES }, (_, i) => line({ id: `l${i}`, size: `s${i}` }));
    const res = addLine(full, lineFromProduct(product({ _id: ID_B }), 'sale', 'n'));
    expect(res.outcome).toBe('full');
    expect(res.lines).toBe(full);
    expect(appendBlankLine(full, 'x')).toBe(full);
    expect(appendBlankLine([line()], 'x').map((l) => l.id)).toEqual(['l1', 'x']);
  });
});

describe('refreshing saved lines from the server', () => {
  it('a price-source line takes today’s price, name, HSN and rates', () => {
    const saved = line({ price: 99, productName: 'Old name', hsn: '', cgstPercent: 6, sgstPercent: 6 });
    expect(refreshLine(saved, product({ salePrice: 120 }), 'sale')).toMatchObject({
      productName: 'Copper Wire 1.5 sq mm',
      price: 120,
      hsn: '8544',
      cgstPercent: 9,
      sgstPercent: 9,
    });
  });
  it('a typed price is kept, held to today’s range', () => {
    expect(refreshLine(line({ price: 95, origin: 'manual' }), product(), 'sale').price).toBe(95);
    expect(
      refreshLine(line({ price: 95, origin: 'manual' }), product({ minEstimatePrice: 100 }), 'sale').price,
    ).toBe(100);
  });
  it('a preset line takes the preset’s current price, or keeps its own when the preset is gone', () => {
    const p = product({ estimatorPresets: [preset({ price: 125 })] });
    const saved = lineFromPreset(product({ estimatorPresets: [preset()] }), preset(), 'x');
    expect(refreshLine(saved, p, 'sale')).toMatchObject({
      price: 125,
      productName: 'Wire coil 90 m',
      origin: 'preset',
    });
    expect(refreshLine(saved, product(), 'sale')).toMatchObject({ price: 120, origin: 'preset' });
  });
  it('a variant line follows its variant, or returns to the price source when it is gone', () => {
    const p = product({ variants: [{ size: '1 sq mm', stdPacking: '', pricePerPiece: 96, active: true }] });
    const saved = line({ size: '1 sq mm', price: 95, origin: 'variant' });
    expect(refreshLine(saved, p, 'sale')).toMatchObject({ price: 96, origin: 'variant' });
    expect(refreshLine(saved, product(), 'sale')).toMatchObject({ price: 118, origin: 'source' });
  });
  it('refreshLines returns the same array when nothing changed, and leaves lines whose product was not asked for', () => {
    const lines = [line(), line({ id: 'l2', productId: ID_B, price: 50 }), blankLine('b')];
    const products = new Map([[ID_A, product()]]);
    expect(refreshLines(lines, products, new Set([ID_A]), 'sale')).toBe(lines);
    const changed = refreshLines(
      lines,
      new Map([[ID_A, product({ salePrice: 121 })]]),
      new Set([ID_A]),
      'sale',
    );
    expect(changed.map((l) => l.price)).toEqual([121, 50, 0]);
  });
  it('marks a line whose product the server no longer has as gone, and brings it back if it is answered again', () => {
    const lines = [line(), line({ id: 'l2', productId: ID_B, productName: 'Old switch', price: 50 })];
    const marked = refreshLines(lines, new Map([[ID_A, product()]]), new Set([ID_A, ID_B]), 'sale');
    expect(marked.map((l) => l.gone)).toEqual([false, true]);
    // The gone line keeps what it showed (its name says what is gone) and can no longer be edited.
    expect(marked[1]).toMatchObject({ productName: 'Old switch', price: 50 });
    expect(priceAndSizeDisabled(marked[1])).toBe(true);
    expect(setLinePrice(marked[1], '60')).toBe(marked[1]);
    const back = refreshLines(marked, new Map([[ID_B, product({ _id: ID_B })]]), new Set([ID_B]), 'sale');
    expect(back[1].gone).toBe(false);
  });
  it('asks for each product of the lines once, sorted', () => {
    expect(lineProductIds([line({ productId: ID_B }), line(), blankLine('b'), line({ id: 'x' })])).toEqual([
      ID_A,
      ID_B,
    ]);
  });
});

describe('totals (SPEC §2 subtotal, CGST, SGST, grand total), worked by hand', () => {
  // ₹118.00 × 3 at 9 % + 9 %: ₹354.00 = ₹300.00 taxable + ₹27.00 + ₹27.00.
  // ₹105.00 × 2 at 2.5 % + 2.5 %: ₹210.00 = ₹200.00 + ₹5.00 + ₹5.00.
  // ₹99.99 × 1 at 6 % + 6 %: taxable 99.99 / 1.12 = 89.2767… → ₹89.28; tax ₹10.71, CGST half of it
  //   (5.355, half up) ₹5.36, SGST the rest ₹5.35.
  const lines: EstimatorLine[] = [
    line({ id: 'a', productId: ID_A, price: 118, qty: 3, cgstPercent: 9, sgstPercent: 9 }),
    line({ id: 'b', productId: ID_B, price: 105, qty: 2, cgstPercent: 2.5, sgstPercent: 2.5 }),
    line({ id: 'c', productId: ID_C, price: 99.99, qty: 1, cgstPercent: 6, sgstPercent: 6 }),
  ];

  it('adds up per line at each line’s own rates', () => {
    const t = estimateTotals(lines);
    expect(t.subtotalPaise).toBe(58928); // 300.00 + 200.00 + 89.28
    expect(t.cgstPaise).toBe(3736); // 27.00 + 5.00 + 5.36
    expect(t.sgstPaise).toBe(3735); // 27.00 + 5.00 + 5.35
    expect(t.grandTotalPaise).toBe(66399); // 354.00 + 210.00 + 99.99
    expect(t.subtotalPaise + t.cgstPaise + t.sgstPaise).toBe(t.grandTotalPaise);
    expect(t.countedLines).toBe(3);
    expect(t.itemCount).toBe(6);
    expect(t.byLine.get('c')).toMatchObject({
      unitGrossPaise: 9999,
      quantity: 1,
      taxablePaise: 8928,
      cgstPaise: 536,
      sgstPaise: 535,
    });
  });

  it('28 % GST: ₹1,000.00 = ₹781.25 + ₹109.38 + ₹109.37; no tax: all of it is taxable value', () => {
    const t = estimateTotals([
      line({ id: 'x', price: 1000, qty: 1, cgstPercent: 14, sgstPercent: 14 }),
      line({ id: 'y', productId: ID_B, price: 50, qty: 2, cgstPercent: 0, sgstPercent: 0 }),
    ]);
    expect(t).toMatchObject({
      subtotalPaise: 78125 + 10000,
      cgstPaise: 10938,
      sgstPaise: 10937,
      grandTotalPaise: 110000,
    });
  });

  it('leaves out lines without a product and lines whose product is gone', () => {
    const t = estimateTotals([
      ...lines.map((l) => (l.productId === ID_B ? { ...l, gone: true } : l)),
      blankLine('blank'),
    ]);
    expect(t.grandTotalPaise).toBe(35400 + 9999);
    expect(t.countedLines).toBe(2);
    expect(t.byLine.has('b')).toBe(false);
  });
});

describe('search', () => {
  it('matches every word in title, brand, category or subcategory, in any case', () => {
    const p = product();
    expect(matchesSearch(p, '')).toBe(true);
    expect(matchesSearch(p, 'copper VOLT')).toBe(true);
    expect(matchesSearch(p, 'house 1.5')).toBe(true);
    expect(matchesSearch(p, 'copper pipe')).toBe(false);
  });
});

describe('Add all to cart', () => {
  const products = new Map<string, Pick<EstimatorProduct, '_id' | 'title' | 'totalStock'>>([
    [ID_A, { _id: ID_A, title: 'Wire', totalStock: 40 }],
    [ID_B, { _id: ID_B, title: 'Switch', totalStock: 0 }],
    [ID_C, { _id: ID_C, title: 'Pipe', totalStock: 5 }],
  ]);
  const lines = [
    line({ id: '1', productId: ID_A, qty: 10 }),
    line({ id: '2', productId: ID_A, qty: 5, size: 'x' }),
    line({ id: '3', productId: ID_B, productName: 'Switch', qty: 1 }),
    line({ id: '4', productId: ID_C, productName: 'Pipe', qty: 8 }),
    blankLine('5'),
  ];

  it('adds each product once, never beyond stock less what the cart holds, and says why', () => {
    const plan = planAddAll(lines, products, (id) => (id === ID_C ? 1 : 0));
    expect(plan).toEqual([
      { productId: ID_A, title: 'Wire', wanted: 15, add: 15, stock: 40 },
      { productId: ID_B, title: 'Switch', wanted: 1, add: 0, stock: 0, reason: 'out-of-stock' },
      { productId: ID_C, title: 'Pipe', wanted: 8, add: 4, stock: 5, reason: 'partial' },
    ]);
    expect(plan.map(addAllMessage)).toEqual([
      'Wire: 15 added',
      'Switch: not added, out of stock',
      'Pipe: 4 of 8 added, only 5 in stock',
    ]);
  });

  it('skips products the cart already holds in full, and products no longer sold', () => {
    const gone = lines.map((l) => (l.productId === ID_A ? { ...l, gone: true } : l));
    const plan = planAddAll(gone, products, (id) => (id === ID_C ? 5 : 0));
    expect(plan[0]).toMatchObject({ add: 0, reason: 'gone' });
    expect(plan[2]).toMatchObject({ add: 0, reason: 'in-cart' });
    expect(addAllMessage(plan[2])).toBe('Pipe: not added, your cart already holds all 5 in stock');
    expect(addAllMessage(plan[0])).toMatch(/no longer sold/);
  });
});
