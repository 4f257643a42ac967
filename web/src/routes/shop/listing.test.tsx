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

const cooler = makeProduct({
  title: 'Air Cooler',
  category: 'Fans',
  brand: 'Kiran',
  salePrice: 6500,
  totalStock: 0,
});

/** The brands of a list with their counts, A–Z, as the server's facet gives them. */
const brandFacet = (list: (typeof fan)[]) =>
  [...new Set(list.map((p) => p.brand))].sort().map((name) => ({
    name,
    count: list.filter((p) => p.brand === name).length,
  }));

function api() {
  return mockApi({
    'GET /api/shop/products/get': (_b, url) => {
      const q = url.searchParams;
      const category = q.get('category')?.toLowerCase();
      let list = category === 'fans' ? [fan, cooler] : category === 'nothing' ? [] : [bulb, fan, cooler];
      const min = Number(q.get('minPrice') ?? 0);
      const max = Number(q.get('maxPrice') ?? Infinity);
      list = list.filter((p) => p.salePrice >= min && p.salePrice <= max);
      if (q.get('inStock') === 'true') list = list.filter((p) => p.totalStock > 0);
      const brands = brandFacet(list);
      const chosen = q.get('brand')?.split(',') ?? [];
      const shown = chosen.length ? list.filter((p) => chosen.includes(p.brand)) : list;
      const page = productPage(shown);
      return { body: q.get('facets') === 'brand' ? { ...page, facets: { brand: brands } } : page };
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
        data: [{ category: 'Fans', subcategories: [{ _id: 's1', name: 'Ceiling Fans', translations: {} }] }],
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
  it("shows 'All Products' with the count unfiltered, and names the category it is filtered by", async () => {
    api();
    renderListing('/shop/listing');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^All Products\s*\(3 products\)$/ }),
    ).toBeInTheDocument();
    cleanup();
    sessionStorage.clear();
    renderListing('/shop/listing?category=fans');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Fans\s*\(2 products\)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ceiling Fan' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'LED Bulb 9 W' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Fans' })).toBeChecked();
  });

  it('names no category the shop does not have: a link cannot put its own words in the heading', async () => {
    api();
    renderListing('/shop/listing?category=Nothing');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^All Products\s*\(0 products\)$/ }),
    ).toBeInTheDocument();
  });

  it('offers only the brands with products in what is shown, with their counts', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderListing('/shop/listing?category=Fans');
    const brands = await screen.findByRole('group', { name: 'Brand' });
    await waitFor(() =>
      expect(
        within(brands)
          .getAllByRole('checkbox')
          .map((c) => c.getAttribute('value')),
      ).toEqual(['Kiran', 'Tejas']),
    );
    expect(within(brands).getByRole('checkbox', { name: 'Tejas (1)' })).not.toBeChecked();
    expect(within(brands).queryByRole('checkbox', { name: /Prakash/ })).not.toBeInTheDocument();
    await user.click(within(brands).getByRole('checkbox', { name: 'Tejas (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans&brand=Tejas'));
    // A chosen brand stays offered (to be unticked), the others with their counts still.
    await waitFor(() => expect(within(brands).getByRole('checkbox', { name: 'Tejas (1)' })).toBeChecked());
    expect(within(brands).getByRole('checkbox', { name: 'Kiran (1)' })).not.toBeChecked();
  });

  it('filters by a typed price range and In stock only, mirrored in the URL and session storage', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    const { router } = renderListing('/shop/listing?category=Fans');
    await screen.findByRole('article', { name: 'Air Cooler' });
    const price = screen.getByRole('group', { name: 'Price' });
    await user.type(within(price).getByLabelText('Min (₹)'), '1,000');
    // Nothing is asked while typing.
    expect(router.state.location.search).toBe('?category=Fans');
    await user.type(within(price).getByLabelText('Max (₹)'), '5000{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=Fans&minPrice=1000&maxPrice=5000'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Air Cooler' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Ceiling Fan' })).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/shop/products/get').length;
    expect(asked).toBeGreaterThan(0);
    await waitFor(() =>
      expect(sessionStorage.getItem(LISTING_STORAGE_KEY)).toBe('?category=Fans&minPrice=1000&maxPrice=5000'),
    );
    expect(
      within(screen.getByRole('list', { name: 'Active filters' })).getByRole('link', {
        name: 'Remove filter: ₹1,000 – ₹5,000',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Remove filter: ₹1,000 – ₹5,000' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans'));
    await user.click(await screen.findByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans&inStock=true'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Air Cooler' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  });

  it('swaps a typed range whose ends cross, and drops one it cannot read from the URL', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderListing('/shop/listing?minPrice=abc&maxPrice=500');
    const price = await screen.findByRole('group', { name: 'Price' });
    expect(within(price).getByLabelText('Min (₹)')).toHaveValue('');
    expect(within(price).getByLabelText('Max (₹)')).toHaveValue('500');
    await user.type(within(price).getByLabelText('Min (₹)'), '900');
    await user.click(within(price).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=500&maxPrice=900'));
  });

  it('mirrors a filter into the URL and session storage; Back returns to the view before', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = renderListing('/shop/listing');
    await screen.findByRole('article', { name: 'LED Bulb 9 W' });
    await user.click(screen.getByRole('checkbox', { name: 'Fans' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fans'));
    expect(await screen.findByRole('heading', { level: 1, name: /\(2 products\)/ })).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { level: 1, name: /\(2 products\)/ })).toBeInTheDocument();
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
