import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ApiWishlist, ApiWishlistItem } from '../../../../../common/contracts/wishlist';
import { WISHLIST_LIMIT } from '../../../../../common/contracts/wishlist';
import { I18nProvider } from '../../../i18n/i18n';
import hiAccount from '../../../i18n/hi/account';
import { CartActionsContext, type CartActions } from '../../../lib/cart-actions';
import { mockApi, renderRoutes } from '../../../test/render';
import WishlistPage from '../../../routes/shop/wishlist';
import { WishlistList } from './wishlist-list';

// The wishlist on a Hindi page (issue 50): its words in Hindi, each product by its Hindi title where it has one.
afterEach(() => vi.unstubAllGlobals());

const GEYSER = '3f2a9c1e-1111-4222-8333-444455556666';
const PIPE = '3f2a9c1e-1111-4222-8333-444455556667';
const item = (over: Partial<ApiWishlistItem> = {}): ApiWishlistItem => ({
  productId: GEYSER,
  title: 'Havells Geyser 15 L',
  image: '',
  salePrice: 1999,
  totalStock: 0,
  priceWhenSaved: 2360,
  notifyBackInStock: true,
  notifyPriceDrop: false,
  savedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const list = (items: ApiWishlistItem[], alerts = true): ApiWishlist => ({
  userId: 'u1',
  items,
  alerts,
  limit: WISHLIST_LIMIT,
});
const cart: CartActions = { add: vi.fn(async () => true), pendingId: undefined, buy: vi.fn(), buying: false };

function show(data: ApiWishlist) {
  mockApi({
    'GET /api/auth/check-auth': () => ({
      body: {
        success: true,
        user: { id: 'u1', userName: 'Ravi', email: 'ravi@wish.in', role: 'customer', isAdmin: false },
      },
    }),
    'GET /api/shop/wishlist/get/u1': () => ({ body: { success: true, data } }),
  });
  renderRoutes(
    [
      {
        path: '/hi/shop/wishlist',
        element: (
          <I18nProvider lang="hi" messages={hiAccount}>
            <CartActionsContext.Provider value={cart}>
              <WishlistPage />
            </CartActionsContext.Provider>
          </I18nProvider>
        ),
      },
    ],
    ['/hi/shop/wishlist'],
  );
}

describe('the wishlist in Hindi', () => {
  it('lists products by their Hindi titles (English, marked, without one), with prices, stock and switches in Hindi', async () => {
    show(
      list(
        [
          item(),
          item({
            productId: PIPE,
            title: 'PVC Pipe 1 inch',
            translations: { hi: { title: 'पीवीसी पाइप 1 इंच' } },
            salePrice: 450,
            priceWhenSaved: 450,
            totalStock: 5,
            notifyBackInStock: false,
          }),
        ],
        false,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी विशलिस्ट' })).toBeInTheDocument();
    const pipe = await screen.findByRole('link', { name: 'पीवीसी पाइप 1 इंच' });
    expect(pipe).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Havells Geyser 15 L' })).toHaveAttribute('lang', 'en');

    const [geyserRow, pipeRow] = screen.getAllByRole('listitem');
    expect(geyserRow).toHaveTextContent('₹1,999.00, सेव करते समय ₹2,360.00 था');
    expect(geyserRow).toHaveTextContent('कीमत घटी');
    expect(geyserRow).toHaveTextContent('स्टॉक खत्म');
    expect(within(geyserRow).getByRole('switch', { name: 'स्टॉक में आने पर बताएँ' })).toBeDisabled();
    expect(within(geyserRow).getByRole('button', { name: 'स्टॉक में नहीं: Havells Geyser 15 L' })).toBeDisabled();
    expect(pipeRow).toHaveTextContent('सिर्फ़ 5 बचे हैं');
    expect(within(pipeRow).getByRole('button', { name: 'कार्ट में डालें: पीवीसी पाइप 1 इंच' })).toHaveTextContent(
      'कार्ट में डालें',
    );
    expect(
      within(pipeRow).getByRole('button', { name: 'विशलिस्ट से हटाएँ: पीवीसी पाइप 1 इंच' }),
    ).toHaveTextContent('हटाएँ');
    expect(screen.getByRole('region', { name: 'आपकी विशलिस्ट के मेल' })).toHaveTextContent(
      'आपके खाते के लिए विशलिस्ट मेल बंद हैं, इसलिए नीचे के स्विच से कोई मेल नहीं जाएगा।',
    );
    expect(screen.getByRole('button', { name: 'विशलिस्ट मेल चालू करें' })).toBeInTheDocument();
    expect(screen.getByText(`${WISHLIST_LIMIT} में से 2 सामान सेव हैं।`)).toBeInTheDocument();
  });

  it('an empty list in Hindi', async () => {
    show(list([]));
    expect(await screen.findByText('आपकी विशलिस्ट खाली है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सामान देखें' })).toBeInTheDocument();
  });

  it('a list that could not be loaded says so in Hindi', async () => {
    mockApi({
      'GET /api/shop/wishlist/get/u1': () => ({ status: 500, body: { success: false, message: 'Boom' } }),
    });
    renderRoutes(
      [
        {
          path: '/hi/shop/wishlist',
          element: (
            <I18nProvider lang="hi" messages={hiAccount}>
              <WishlistList userId="u1" email="ravi@wish.in" />
            </I18nProvider>
          ),
        },
      ],
      ['/hi/shop/wishlist'],
    );
    expect(await screen.findByText('आपकी विशलिस्ट नहीं खुल पाई')).toBeInTheDocument();
  });
});
