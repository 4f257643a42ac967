import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiCategory } from '../../../../common/contracts/catalog';
import { productCard } from '../../../../common/product-card';
import { I18nProvider } from '../../i18n/i18n';
import browse from '../../i18n/hi/browse';
import { CartActionsContext, type CartActions } from '../../lib/cart-actions';
import { makeCategory, makeProduct, productPage } from '../../test/fixtures';
import { mockApi, renderRoutes, type Handler } from '../../test/render';
import { listingLoader } from './listing.loader';
import { searchLoader } from './search.loader';
import ShopHomePage from './home';
import ListingPage from './listing';
import ProductPage from './product';
import QuickView from './quick-view';
import SearchPage from './search';

// The browsing pages on a Hindi page (issue 50): the shop's words from the browse catalogue, and the catalog's
// Hindi names where a product, category, subcategory or brand has one, its English where not.

beforeEach(() => {
  sessionStorage.clear();
  // The home page's carousels scroll by themselves; jsdom lays nothing out and has no scrollTo.
  Element.prototype.scrollTo ??= () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const actions: CartActions = {
  add: async () => true,
  pendingId: undefined,
  buy: async () => {},
  buying: false,
};

const inHindi = (page: ReactNode) => (
  <I18nProvider lang="hi" messages={browse}>
    <CartActionsContext.Provider value={actions}>{page}</CartActionsContext.Provider>
  </I18nProvider>
);

const named = (category: ApiCategory, hi: string, subs: Record<string, string> = {}): ApiCategory => ({
  ...category,
  translations: { hi: { name: hi } },
  subcategories: category.subcategories.map((s) =>
    subs[s.name] ? { ...s, translations: { hi: { name: subs[s.name] } } } : s,
  ),
});

const fans = named(makeCategory('Fans', 'category', ['Ceiling Fans']), 'पंखे', { 'Ceiling Fans': 'छत के पंखे' });
const lighting = makeCategory('Lighting');
const tejas = named(makeCategory('Tejas', 'brand'), 'तेजस');
const prakash = makeCategory('Prakash', 'brand');

const fan = makeProduct({
  title: 'Ceiling Fan 1200 mm',
  description: 'Three blades, 75 W, double ball bearing.',
  category: 'Fans',
  subcategory: 'Ceiling Fans',
  brand: 'Tejas',
  salePrice: 1850,
  totalStock: 4,
  translations: { hi: { title: 'छत का पंखा 1200 mm', description: 'तीन ब्लेड, 75 W, डबल बॉल बेयरिंग।' } },
});
/** A product with no Hindi: its English title on the Hindi page. */
const bulb = makeProduct({
  title: 'LED Bulb 9 W',
  category: 'Lighting',
  subcategory: 'Ceiling Fans',
  brand: 'Prakash',
  salePrice: 99,
});

const catalogApi: Record<string, Handler> = {
  'GET /api/common/categories/get': (_b, url) => ({
    body: {
      success: true,
      data: url.searchParams.get('kind') === 'brand' ? [tejas, prakash] : [fans, lighting],
    },
  }),
  'GET /api/shop/products/subcategories': () => ({
    body: { success: true, data: [{ category: 'Fans', subcategories: fans.subcategories }] },
  }),
};

describe('home in Hindi', () => {
  it('says its sections in Hindi, and shows the categories’, brands’ and products’ Hindi names', async () => {
    mockApi({
      ...catalogApi,
      'GET /api/shop/products/get': () => ({ body: productPage([fan, bulb]) }),
    });
    renderRoutes([{ path: '/', element: inHindi(<ShopHomePage />) }], ['/']);

    expect(await screen.findByRole('article', { name: 'छत का पंखा 1200 mm' })).toBeInTheDocument();
    const bulbCard = screen.getByRole('article', { name: 'LED Bulb 9 W' });
    expect(within(bulbCard).getByRole('link', { name: 'LED Bulb 9 W' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('region', { name: 'खास सामान' })).toBeInTheDocument();
    expect((await screen.findAllByText('पंखे')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Lighting').length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'तेजस' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'खास कैटेगरी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'झटपट एस्टीमेट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हमें क्यों चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सब्सक्राइब करें' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^कार्ट में डालें: / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'विशलिस्ट में रखें: छत का पंखा 1200 mm' })).toBeInTheDocument();
    // A category row's "View all": its name starts with what it shows (WCAG 2.5.3, label in name).
    const viewAll = await screen.findByRole('link', { name: 'सब देखें: पंखे' });
    expect(viewAll).toHaveTextContent(/^सब देखें$/);
    // The welcome panel (no banner images) in Hindi, with its brand and tax words.
    expect(screen.getByRole('link', { name: 'सारा सामान देखें' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('जीएसटी सहित');
    for (const english of [
      'Featured Categories',
      'Feature Products',
      'Add to Cart',
      'Why choose us',
      'Subscribe',
    ]) {
      expect(document.body).not.toHaveTextContent(english);
    }
  });
});

describe('the home banner in Hindi', () => {
  it('names the carousel, its slides and its controls in Hindi; the owner’s slide words stay as written', async () => {
    const slide = (n: number) => ({
      _id: `f${n}`,
      image: `https://shop.test/uploads/seed/slide-${n}.webp`,
      title: `बारिश में वायरिंग ${n}`,
      subtitle: '',
      link: '/shop/listing',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    mockApi({
      ...catalogApi,
      'GET /api/common/feature/get': () => ({ body: { success: true, data: [slide(1), slide(2)] } }),
      'GET /api/shop/products/get': () => ({ body: productPage([]) }),
    });
    renderRoutes([{ path: '/', element: inHindi(<ShopHomePage />) }], ['/']);
    const banner = await screen.findByRole('region', { name: 'ऑफ़र' });
    expect(banner).toHaveAttribute('aria-roledescription', 'स्लाइड शो');
    expect(within(banner).getByRole('group', { name: 'स्लाइड 1/2: बारिश में वायरिंग 1' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'स्लाइड 2 दिखाएँ' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'अभी खरीदें: बारिश में वायरिंग 1' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई सामान नहीं')).toBeInTheDocument();
  });
});

describe('the listing in Hindi', () => {
  const renderListing = (url: string) =>
    renderRoutes(
      (qc) => [{ path: '/shop/listing', loader: listingLoader(qc), element: inHindi(<ListingPage />) }],
      [url],
    );

  it('names the chosen category, its subcategories and the brands in Hindi; the filters still send the English names', async () => {
    mockApi({
      ...catalogApi,
      'GET /api/shop/products/get': () => ({
        body: { ...productPage([fan]), facets: { brand: [{ name: 'Tejas', count: 1 }] } },
      }),
    });
    renderListing('/shop/listing?category=Fans&brand=Tejas&minPrice=100');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('पंखे (1 सामान)');
    expect(await screen.findByRole('article', { name: 'छत का पंखा 1200 mm' })).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'फ़िल्टर' });
    const category = within(filters).getByRole('checkbox', { name: 'पंखे' });
    expect(category).toBeChecked();
    expect(category).toHaveAttribute('value', 'Fans');
    expect(within(filters).getByRole('checkbox', { name: 'Lighting' })).toHaveAttribute('value', 'Lighting');
    expect(await within(filters).findByRole('checkbox', { name: 'छत के पंखे' })).toHaveAttribute(
      'value',
      'Ceiling Fans',
    );
    expect(await within(filters).findByRole('checkbox', { name: 'तेजस (1)' })).toHaveAttribute(
      'value',
      'Tejas',
    );
    expect(within(filters).getByRole('group', { name: 'दाम' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'सिर्फ़ स्टॉक वाला' })).toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'लगे हुए फ़िल्टर' });
    expect(within(chips).getByRole('link', { name: 'फ़िल्टर हटाएँ: पंखे' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'फ़िल्टर हटाएँ: तेजस' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'फ़िल्टर हटाएँ: ₹100 से' })).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'क्रम' });
    expect(within(sort).getByRole('option', { name: 'दाम: कम से ज़्यादा' })).toHaveAttribute(
      'value',
      'price-lowtohigh',
    );
  });

  it('says no products match in Hindi', async () => {
    mockApi({ ...catalogApi, 'GET /api/shop/products/get': () => ({ body: productPage([]) }) });
    renderListing('/shop/listing?category=Lighting');
    expect(await screen.findByText('इन फ़िल्टर से कोई सामान नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सारे फ़िल्टर हटाएँ' })).toBeInTheDocument();
  });
});

describe('search in Hindi', () => {
  it('counts the results in Hindi and shows the Hindi title, or the English one when a product has none', async () => {
    mockApi({ 'GET /api/shop/search/fan': () => ({ body: productPage([fan, bulb]) }) });
    renderRoutes(
      (qc) => [{ path: '/shop/search', loader: searchLoader(qc), element: inHindi(<SearchPage />) }],
      ['/shop/search?keyword=fan'],
    );
    expect(await screen.findByText('“fan” के लिए 2 नतीजे')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'सामान खोजें' })).toHaveAttribute(
      'placeholder',
      'सामान खोजें...',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'छत का पंखा 1200 mm' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'LED Bulb 9 W' })).toBeInTheDocument();
  });

  it('says nothing was found in Hindi', async () => {
    mockApi({ 'GET /api/shop/search/zzzz': () => ({ body: productPage([]) }) });
    renderRoutes(
      (qc) => [{ path: '/shop/search', loader: searchLoader(qc), element: inHindi(<SearchPage />) }],
      ['/shop/search?keyword=zzzz'],
    );
    expect(await screen.findByText('कुछ नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सारा सामान देखें' })).toBeInTheDocument();
  });
});

const REVIEW = {
  _id: 'r1',
  productId: fan._id,
  userId: 'u1',
  userName: 'Ramesh',
  reviewMessage: 'बढ़िया पंखा',
  reviewValue: 4,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

const productApi = (product: typeof fan): Record<string, Handler> => ({
  ...catalogApi,
  'GET /api/auth/check-auth': () => ({
    status: 401,
    body: { success: false, message: 'Not logged in', user: null },
  }),
  [`GET /api/shop/products/get/${product._id}`]: () => ({ body: { success: true, data: product } }),
  [`GET /api/shop/review/${product._id}`]: () => ({
    body: { success: true, data: [REVIEW], pagination: { page: 1, limit: 5, total: 1 } },
  }),
});

describe('the product page in Hindi', () => {
  it('shows the Hindi title and description, the category, subcategory and brand in Hindi, and the review’s date with a Hindi month', async () => {
    mockApi(productApi(fan));
    renderRoutes(
      [{ path: '/shop/product/:id', element: inHindi(<ProductPage />) }],
      [`/shop/product/${fan._id}`],
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'छत का पंखा 1200 mm' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('तीन ब्लेड, 75 W, डबल बॉल बेयरिंग।')).toBeInTheDocument();
    expect(screen.queryByText(fan.description)).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(crumbs).getByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(await within(crumbs).findByRole('link', { name: 'पंखे' })).toBeInTheDocument();
    expect(await screen.findByText('पंखे › छत के पंखे')).toBeInTheDocument();
    expect(screen.getByText('तेजस')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें: छत का पंखा 1200 mm' })).toHaveTextContent(
      'कार्ट में डालें',
    );
    expect(screen.getByRole('button', { name: 'अभी खरीदें' })).toBeInTheDocument();
    expect(screen.getByText('सिर्फ़ 4 बचे हैं')).toBeInTheDocument();
    expect(screen.getByText('आप देंगे')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'रिव्यू' })).toBeInTheDocument();
    expect(await screen.findByText('5 मार्च 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 4.00 रेटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉगिन' }).parentElement).toHaveTextContent(
      'रिव्यू लिखने के लिए लॉगिन करें।',
    );
  });

  it('shows the English title, marked as English, when the product has no Hindi', async () => {
    mockApi(productApi(bulb));
    renderRoutes(
      [{ path: '/shop/product/:id', element: inHindi(<ProductPage />) }],
      [`/shop/product/${bulb._id}`],
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'LED Bulb 9 W' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'कार्ट में डालें: LED Bulb 9 W' })).toBeInTheDocument();
    // Another category's subcategory of the same name keeps its English name here.
    expect(await screen.findByText('Lighting › Ceiling Fans', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('the quick view in Hindi', () => {
  it('names the dialog by the Hindi title and says its buttons in Hindi', async () => {
    mockApi(productApi(fan));
    renderRoutes(
      [
        {
          path: '/',
          element: inHindi(
            <QuickView product={productCard(fan)} where="listing" open onOpenChange={() => {}} />,
          ),
        },
      ],
      ['/'],
    );
    const dialog = await screen.findByRole('dialog', { name: 'छत का पंखा 1200 mm' });
    expect(await within(dialog).findByRole('link', { name: 'सामान का पूरा पेज खोलें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'अभी खरीदें' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('टैक्स से पहले का दाम');
  });
});
