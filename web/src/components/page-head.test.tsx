import { describe, expect, it } from 'vitest';
import { jsonForHtml } from '../lib/json-html';
import { productJsonLd } from '../routes/shop/product';
import { makeProduct } from '../test/fixtures';

describe('data in HTML (the page data block and JSON-LD)', () => {
  it('escapes every character that could end the element, and reads back unchanged', () => {
    const hostile = { title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = jsonForHtml(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('schema.org Product of the product page', () => {
  it('gives the price in INR with two decimals, availability and the rating', () => {
    const p = makeProduct({
      title: 'Ceiling Fan',
      brand: 'Tejas',
      salePrice: 1850,
      totalStock: 3,
      averageReview: 4.25,
      reviewCount: 8,
    });
    expect(productJsonLd(p, 'https://shop.example/shop/product/x')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ceiling Fan',
      brand: { '@type': 'Brand', name: 'Tejas' },
      offers: {
        priceCurrency: 'INR',
        price: '1850.00',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/shop/product/x',
      },
      aggregateRating: { ratingValue: '4.25', reviewCount: 8 },
    });
  });

  it('says out of stock at 0, and leaves the rating out without reviews', () => {
    const ld = productJsonLd(makeProduct({ totalStock: 0 }), 'u');
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
  });
});
