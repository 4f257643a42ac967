import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listingLoader } from './listing.loader';
import { CartActionsProvider } from '../../features/cart';
import { LISTING_STORAGE_KEY } from '../../features/catalog';
import { makeCategory, makeProduct, productPage } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import ListingPage from './listing';

// The page remembers its view in session storage: each test's page is unmounted before the storage is
// emptied, so nothing a test's page wrote can steer the next one.
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const fan = makeProduct({ title: 'Ceiling Fan', category: 'Fans', brand: 'Tejas', salePrice: 1850 });
const bulb = makeProduct({ title: 'LED Bulb 9 W', category: 'Lighting', brand: 'Prakash', salePrice: 99 });

function api() {
  return mockApi({
    'GET /api/shop/products/get': (_b, url) => {
      const category = url.searchParams.get('category');
      const list = category === 'Fans' ? [fan] : category === 'Nothing' ? [] : [bulb, fan];
      return { body: productPage(list) };
    },
    'GET /api/common/categories/get': (_b, url) => ({
      body: {
        success: true,
        data:
          url.searchParams.get('kind') === 'brand'
            ? [makeCategory('Tejas', 'brand'), makeCategory('Prakash', 'brand')]
            : [makeCategory('Fans', 'category', ['Ceiling Fans']), makeCategory('Lighting')],
      },
    }),
    'GET /api/shop/products/subcategories': () => ({
      body: {
        success: true,
        data: [{ category: 'Fans', subcategories: [{ _id: 's1', name: 'Ceiling Fans' }] }],
      },
    }),
  });
}

function renderListing(url: string) {
  return renderRoutes(
    (qc) => [
      {
        path: '/shop/listing',
        loader: listingLoader(qc),
        element: (
          <CartActionsProvider>
            <ListingPage />
          </CartActionsProvider>
        ),
      },
    ],
    [url],
  );
}

describe('the listing (SPEC §2)', () => {
  it("shows 'All Products' with the count, and the products of the URL's filters", async () => {
    api();
    renderListing('/shop/listing?category=Fans');
    expect(
      await screen.findByRole('heading', { level: 1, name: /All Products\s*\(1 product\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ceiling Fan' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'LED Bulb 9 W' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Fans' })).toBeChecked();
  });

  it('mirrors a filter into the URL and session storage; Back returns to the view before', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = renderListing('/shop/listing');
    await screen.findByRole('article', { name: 'LED Bulb 9 W' });
    await user.click(screen.getByRole('checkbox', { name: 'Fans' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans'));
    expect(await screen.findByRole('heading', { level: 1, name: /\(1 product\)/ })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(LISTING_STORAGE_KEY)).toBe('?category=Fans'));
    expect(calls.calls.some((c) => c.path === '/api/shop/products/subcategories')).toBe(true);

    // The router is idle and React has shown the filtered page (its state updates are transitions).
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Fans' })).toBeChecked());
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-hightolow');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans&sortBy=price-hightolow'));
    await waitFor(() =>
      expect(sessionStorage.getItem(LISTING_STORAGE_KEY)).toBe('?category=Fans&sortBy=price-hightolow'),
    );

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans'));
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveValue('price-lowtohigh'));
  });

  it('keeps a filter whose page is still loading when the sort is changed right after', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderListing('/shop/listing');
    await screen.findByRole('article', { name: 'LED Bulb 9 W' });
    await user.click(screen.getByRole('checkbox', { name: 'Fans' }));
    // No wait: the filter's navigation may still be under way.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'title-atoz');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans&sortBy=title-atoz'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Fans' })).toBeChecked());
  });

  it("restores this tab's filters when the listing is opened without any (a reload of 'Shopping')", async () => {
    api();
    sessionStorage.setItem(LISTING_STORAGE_KEY, '?category=Fans');
    const { router } = renderListing('/shop/listing');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: /\(1 product\)/ })).toBeInTheDocument();
  });

  it('lets a filter chip be removed, and says what to do when nothing matches', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderListing('/shop/listing?category=Nothing');
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('link', { name: 'Remove filter: Nothing' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'LED Bulb 9 W' })).toBeInTheDocument();
  });

  it('offers Try again when the products cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/shop/products/get': () =>
        fail ? { status: 500, body: { success: false, message: 'down' } } : { body: productPage([fan]) },
      'GET /api/common/categories/get': () => ({ body: { success: true, data: [] } }),
    });
    const user = userEvent.setup();
    renderListing('/shop/listing');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ceiling Fan' })).toBeInTheDocument();
  });
});
