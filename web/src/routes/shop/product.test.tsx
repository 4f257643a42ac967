import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { productJsonLd } from './product';

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
