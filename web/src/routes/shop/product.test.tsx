import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartActionsContext, type CartActions } from '../../lib/cart-actions';
import { makeProduct } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import ProductPage, { productJsonLd } from './product';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
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

describe('the product page', () => {
  it('has the pincode check, asking the shop whether it delivers there', async () => {
    const product = makeProduct({ title: 'Ceiling Fan' });
    mockApi({
      'GET /api/auth/check-auth': () => ({
        status: 401,
        body: { success: false, message: 'Not logged in', user: null },
      }),
      [`GET /api/shop/products/get/${product._id}`]: () => ({ body: { success: true, data: product } }),
      [`GET /api/shop/review/${product._id}`]: () => ({
        body: { success: true, data: [], pagination: { page: 1, limit: 5, total: 0 } },
      }),
    });
    // The check's route is not in the answer contract yet: its answers are given here.
    const answered = globalThis.fetch;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname !== '/api/shop/delivery/check') return answered(input, init);
        asked.push(url.search);
        return new Response(
          JSON.stringify({
            success: true,
            data: {
              pincode: '440001',
              state: { stateCode: '27', state: 'Maharashtra' },
              serviceable: true,
              message: null,
              zone: 'state',
              options: [{ method: 'standard', fee: 49, from: '2026-12-01', to: '2026-12-03' }],
              freeAbove: 499,
              codAvailable: false,
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      }),
    );
    const actions: CartActions = {
      add: async () => true,
      pendingId: undefined,
      buy: async () => {},
      buying: false,
    };
    renderRoutes(
      [
        {
          path: '/shop/product/:id',
          element: (
            <CartActionsContext.Provider value={actions}>
              <ProductPage />
            </CartActionsContext.Provider>
          ),
        },
      ],
      [`/shop/product/${product._id}`],
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Ceiling Fan' });
    // The check's code arrives just after the page's (product.tsx: lazy).
    await user.type(await screen.findByRole('textbox', { name: 'Pincode' }), '440001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Check delivery' })).toHaveTextContent(
        'Delivers to 440001 by Thu 3 Dec',
      ),
    );
    expect(asked).toEqual(['?pincode=440001']);
  });
});
