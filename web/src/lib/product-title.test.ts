import { describe, expect, it } from 'vitest';
import { englishOn, productTitle } from './product-title';

const wire = { title: 'Copper Wire 1.5 sq mm', translations: { hi: { title: 'कॉपर वायर 1.5 sq mm' } } };
const plain = { title: 'Modular Switch 6 A' };

describe('a product title in the page’s language', () => {
  it('is the Hindi title on a Hindi page when there is one, else the English', () => {
    expect(productTitle(wire, 'hi')).toBe('कॉपर वायर 1.5 sq mm');
    expect(productTitle(wire, 'en')).toBe('Copper Wire 1.5 sq mm');
    expect(productTitle(plain, 'hi')).toBe('Modular Switch 6 A');
    expect(englishOn('hi', 'Modular Switch 6 A', plain.title)).toBe('en');
    expect(englishOn('hi', 'कॉपर वायर 1.5 sq mm', wire.title)).toBeUndefined();
    expect(englishOn('en', plain.title, plain.title)).toBeUndefined();
  });
});
