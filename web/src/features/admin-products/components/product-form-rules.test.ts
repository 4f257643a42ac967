import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../../common/contracts/admin';
import {
  canSubmit,
  missingForSubmit,
  clampPercentInput,
  computedPrice,
  EMPTY_PRODUCT_FORM,
  fieldErrorsFromMessage,
  MAX_PRESETS,
  parseBulkPresets,
  presetFromInputs,
  REQUIRED_FIELDS,
  subcategoryAfterCategoryChange,
  toProductPayload,
  type ProductFormValues,
} from './product-form-rules';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  title: 'FR PVC House Wire 1.5 sq mm',
  description: 'Copper house wire',
  image: 'https://cdn.example.com/wire.jpg',
  category: 'Wires & Cables',
  subcategory: 'House Wire',
  hsn: '8544',
  salePrice: '1180',
  cgstPercent: '9',
  sgstPercent: '9',
  totalStock: '25',
  minEstimatePrice: '1000',
  maxEstimatePrice: '1500',
};

const category = (name: string, subs: string[]): AdminCategory => ({
  _id: name,
  name,
  image: '',
  kind: 'category',
  createdAt: '',
  subcategories: subs.map((s) => ({ _id: s, name: s, translations: {} })),
  fragile: false,
  translations: {},
});

describe('computed price (SPEC §5)', () => {
  it.each([
    ['118', '9', '9', '100.00'],
    ['1180', '9', '9', '1000.00'],
    ['105', '2.5', '2.5', '100.00'],
    ['99.99', '9', '9', '84.74'],
    ['100', '0', '0', '100.00'],
    ['118', '', '', '118.00'],
    ['118', '18', '', '100.00'],
    ['250.5', '100', '100', '83.50'],
    ['0', '9', '9', '0.00'],
  ])('sale %s with CGST %s and SGST %s is %s before tax', (sale, c, s, price) => {
    expect(computedPrice(sale, c, s)).toBe(price);
  });

  it.each(['', ' ', 'abc', '-5', '1e3'])('is empty while the sale price is %j', (sale) => {
    expect(computedPrice(sale, '9', '9')).toBe('');
  });
});

describe('CGST/SGST clamp (SPEC §5: 0–100, empty means 0)', () => {
  it.each([
    ['100', '100'],
    ['100.01', '100'],
    ['101', '100'],
    ['0', '0'],
    ['-0.01', '0'],
    ['-5', '0'],
    ['12.5', '12.5'],
    ['', ''],
  ])('%j becomes %j', (raw, out) => {
    expect(clampPercentInput(raw)).toBe(out);
  });

  it('an empty rate is sent as 0', () => {
    const payload = toProductPayload({ ...filled, cgstPercent: '', sgstPercent: '' });
    expect(payload).toMatchObject({ cgstPercent: 0, sgstPercent: 0 });
  });
});

describe('subcategory reset (SPEC §5)', () => {
  const cats = [
    category('Wires & Cables', ['House Wire', 'Flexible Cable']),
    category('Paint', ['Emulsion']),
  ];
  it('keeps a subcategory of the chosen category, in any case', () => {
    expect(subcategoryAfterCategoryChange(cats, 'Wires & Cables', 'House Wire')).toBe('House Wire');
    expect(subcategoryAfterCategoryChange(cats, 'wires & cables', 'house wire')).toBe('house wire');
  });
  it('resets a subcategory that is not in the chosen category', () => {
    expect(subcategoryAfterCategoryChange(cats, 'Paint', 'House Wire')).toBe('');
    expect(subcategoryAfterCategoryChange(cats, '', 'House Wire')).toBe('');
    expect(subcategoryAfterCategoryChange(cats, 'Unknown', 'Emulsion')).toBe('');
  });
});

describe('submit enabling (SPEC §5)', () => {
  it('is enabled when every field but averageReview and brand is filled', () => {
    expect(canSubmit(filled)).toBe(true);
    expect(canSubmit({ ...filled, brand: '' })).toBe(true);
    expect(canSubmit({ ...filled, averageReview: 0 })).toBe(true);
    // Empty rates mean 0, lists may be empty.
    expect(canSubmit({ ...filled, cgstPercent: '', sgstPercent: '', images: [], estimatorPresets: [] })).toBe(
      true,
    );
  });

  it.each(REQUIRED_FIELDS)('is disabled while %s is empty or blank', (field) => {
    expect(canSubmit({ ...filled, [field]: '' })).toBe(false);
    expect(canSubmit({ ...filled, [field]: '   ' })).toBe(false);
  });

  it('is disabled while the computed price is empty (the sale price is not a number)', () => {
    expect(canSubmit({ ...filled, salePrice: 'abc' })).toBe(false);
  });

  it('names what is still missing, for the line under the disabled button', () => {
    expect(missingForSubmit(filled)).toEqual([]);
    expect(missingForSubmit({ ...filled, title: ' ', hsn: '' })).toEqual(['the title', 'the HSN']);
    expect(missingForSubmit({ ...filled, salePrice: 'abc' })).toEqual(['a sale price that is a number']);
  });

  it('starts disabled on the default form', () => {
    expect(EMPTY_PRODUCT_FORM).toMatchObject({
      cgstPercent: '0',
      sgstPercent: '0',
      averageReview: 0,
      estimatorPresets: [],
    });
    expect(canSubmit(EMPTY_PRODUCT_FORM)).toBe(false);
  });
});

describe('payload', () => {
  it('sends numbers for the numeric fields and never a price', () => {
    const payload = toProductPayload({
      ...filled,
      title: '  Wire  ',
      variants: [{ size: '1.5', stdPacking: '90 m', pricePerPiece: '1180', active: true }],
      priceTiers: [{ price: '1150.5' }],
    });
    expect(payload).toEqual({
      title: 'Wire',
      description: 'Copper house wire',
      image: 'https://cdn.example.com/wire.jpg',
      images: [],
      category: 'Wires & Cables',
      subcategory: 'House Wire',
      brand: '',
      hsn: '8544',
      salePrice: 1180,
      cgstPercent: 9,
      sgstPercent: 9,
      totalStock: 25,
      minEstimatePrice: 1000,
      maxEstimatePrice: 1500,
      estimatorPresets: [],
      variants: [{ size: '1.5', stdPacking: '90 m', pricePerPiece: 1180, active: true }],
      priceTiers: [{ price: 1150.5 }],
      fragile: false,
      translations: { hi: { title: '', description: '' } },
    });
    expect(toProductPayload({ ...filled, fragile: true }).fragile).toBe(true);
  });

  it('sends the Hindi title and description trimmed, and empty ones so that they are cleared', () => {
    expect(
      toProductPayload({ ...filled, titleHi: '  हाउस वायर ', descriptionHi: 'तांबे का तार' }).translations,
    ).toEqual({ hi: { title: 'हाउस वायर', description: 'तांबे का तार' } });
  });
});

describe('preset add (SPEC §5)', () => {
  const base = { name: 'Coil', size: '1.5', capacity: '90 m', qty: '2', price: '1180', hsn: '8544' };
  it('needs a name and a price; qty defaults to 1 and is at least 1', () => {
    expect(presetFromInputs(base)).toEqual({ ...base, qty: 2, price: 1180, active: true });
    expect(presetFromInputs({ ...base, qty: '' })?.qty).toBe(1);
    expect(presetFromInputs({ ...base, qty: '0' })?.qty).toBe(1);
    expect(presetFromInputs({ ...base, qty: '1' })?.qty).toBe(1);
    expect(presetFromInputs({ ...base, name: ' ' })).toBeNull();
    expect(presetFromInputs({ ...base, price: '' })).toBeNull();
    expect(presetFromInputs({ ...base, price: '0' })?.price).toBe(0);
    expect(presetFromInputs({ ...base, price: '1.005' })).toBeNull();
  });
});

describe('bulk import (SPEC §5)', () => {
  it('takes good rows, comma or tab separated, and counts the skipped ones', () => {
    const text = [
      '1.5 sq mm coil, 1.5, 90 m, 2, 1180, 8544',
      '2.5 sq mm coil\t2.5\t90 m\t1\t1890.50',
      'name, size, capacity, qty, price', // a header row: no valid price
      '4 columns, only, here, 1',
      ', 1.5, 90 m, 1, 100', // no name
      'No price, 1, 2, 3, ',
      'Bad price, 1, 2, 3, abc',
      '',
      '   ',
      'Qty zero, , , 0, 50',
      'Extra columns, a, b, 1, 75, 8536, ignored',
    ].join('\n');
    const result = parseBulkPresets(text);
    expect(result.taken).toBe(4);
    expect(result.skipped).toBe(5);
    expect(result.presets).toEqual([
      {
        name: '1.5 sq mm coil',
        size: '1.5',
        capacity: '90 m',
        qty: 2,
        price: 1180,
        hsn: '8544',
        active: true,
      },
      { name: '2.5 sq mm coil', size: '2.5', capacity: '90 m', qty: 1, price: 1890.5, hsn: '', active: true },
      { name: 'Qty zero', size: '', capacity: '', qty: 1, price: 50, hsn: '', active: true },
      { name: 'Extra columns', size: 'a', capacity: 'b', qty: 1, price: 75, hsn: '8536', active: true },
    ]);
  });

  it('takes exactly 5 columns and skips 4', () => {
    expect(parseBulkPresets('A, , , , 10')).toMatchObject({ taken: 1, skipped: 0 });
    expect(parseBulkPresets('A, , , 10')).toMatchObject({ taken: 0, skipped: 1 });
  });

  it(`keeps a product at ${MAX_PRESETS} presets: rows past the room left are skipped`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `P${i}, , , 1, ${i}`).join('\n');
    expect(parseBulkPresets(rows(MAX_PRESETS))).toMatchObject({ taken: MAX_PRESETS, skipped: 0 });
    expect(parseBulkPresets(rows(MAX_PRESETS + 1))).toMatchObject({ taken: MAX_PRESETS, skipped: 1 });
    expect(parseBulkPresets(rows(3), 2)).toMatchObject({ taken: 2, skipped: 1 });
    expect(parseBulkPresets(rows(3), 0)).toMatchObject({ taken: 0, skipped: 3 });
  });

  it('is empty for empty text', () => {
    expect(parseBulkPresets('')).toEqual({ presets: [], taken: 0, skipped: 0 });
  });
});

describe('server messages on fields', () => {
  it('maps "field: message" parts to the form fields it knows', () => {
    expect(
      fieldErrorsFromMessage(
        'salePrice: Sale price must be greater than 0; hsn: HSN must be letters and digits only',
      ),
    ).toEqual({
      salePrice: 'Sale price must be greater than 0',
      hsn: 'HSN must be letters and digits only',
    });
    expect(fieldErrorsFromMessage('estimatorPresets.0.price: At most 2 decimals')).toEqual({
      estimatorPresets: 'At most 2 decimals',
    });
    expect(
      fieldErrorsFromMessage(
        'translations.hi.title: Hindi title must be at most 200 characters; translations.hi.description: Too long',
      ),
    ).toEqual({ titleHi: 'Hindi title must be at most 200 characters', descriptionHi: 'Too long' });
    expect(fieldErrorsFromMessage('translations.hi: nope')).toEqual({});
    expect(fieldErrorsFromMessage('Unknown category "Pipes"')).toEqual({});
    expect(fieldErrorsFromMessage('secret: nope')).toEqual({});
  });
});
