import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiWishlist, ApiWishlistItem } from '../../../../../common/contracts/wishlist';
import { WISHLIST_LIMIT } from '../../../../../common/contracts/wishlist';
import { CartActionsContext, type CartActions } from '../../../lib/cart-actions';
import { mockApi, renderRoutes } from '../../../test/render';
import { priceLine, WishlistList, WishlistMailsSetting } from './wishlist-list';

afterEach(() => vi.unstubAllGlobals());

function item(over: Partial<ApiWishlistItem> = {}): ApiWishlistItem {
  return {
    productId: '3f2a9c1e-1111-4222-8333-444455556666',
    title: 'Havells Geyser 15 L',
    image: '',
    salePrice: 1999,
    totalStock: 0,
    priceWhenSaved: 2360,
    notifyBackInStock: false,
    notifyPriceDrop: false,
    savedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}
const list = (items: ApiWishlistItem[], alerts = true): ApiWishlist => ({
  userId: 'u1',
  items,
  alerts,
  limit: WISHLIST_LIMIT,
});

const cart: CartActions = { add: vi.fn(async () => true), pendingId: undefined, buy: vi.fn(), buying: false };

function show(data: ApiWishlist | null, element = <WishlistList userId="u1" email="ravi@wish.in" />) {
  const api = mockApi({
    'GET /api/shop/wishlist/get/u1': () =>
      data ? { body: { success: true, data } } : { status: 500, body: { success: false, message: 'Boom' } },
    'POST /api/shop/wishlist/add': (body) => {
      const b = body as { notifyBackInStock?: boolean };
      return {
        body: {
          success: true,
          message: 'Your wishlist is updated',
          data: list([item({ notifyBackInStock: !!b.notifyBackInStock })]),
        },
      };
    },
    'PUT /api/shop/wishlist/alerts': (body) => ({
      body: {
        success: true,
        message: 'Wishlist mails are on',
        data: { ...data!, alerts: (body as { enabled: boolean }).enabled },
      },
    }),
    'DELETE /api/shop/wishlist/u1/3f2a9c1e-1111-4222-8333-444455556666': () => ({
      body: { success: true, message: 'Removed from your wishlist', data: list([]) },
    }),
  });
  renderRoutes(
    [
      {
        path: '/shop/wishlist',
        element: <CartActionsContext.Provider value={cart}>{element}</CartActionsContext.Provider>,
      },
    ],
    ['/shop/wishlist'],
  );
  return api;
}

describe('the wishlist page', () => {
  it('says the price now and when saved', () => {
    expect(priceLine({ salePrice: 1999, priceWhenSaved: 2360 })).toBe(
      '₹1,999.00, was ₹2,360.00 when you saved it',
    );
    expect(priceLine({ salePrice: 2360, priceWhenSaved: 2360 })).toBe('₹2,360.00');
  });

  it('offers back in stock on a sold-out product, with the consent beside the switches; a switch posts the change', async () => {
    const api = show(list([item()]));
    const user = userEvent.setup();
    expect(await screen.findByText('₹1,999.00, was ₹2,360.00 when you saved it')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText(/is your consent to mail at/)).toHaveTextContent('ravi@wish.in');
    expect(screen.getByRole('button', { name: 'Out of stock: Havells Geyser 15 L' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Tell me when it is back in stock' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Tell me when it is back in stock' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: 'u1',
      productId: item().productId,
      notifyBackInStock: true,
    });
  });

  it('an in-stock product has no back-in-stock switch and goes into the cart', async () => {
    show(list([item({ totalStock: 30, salePrice: 2360 })]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Havells Geyser 15 L' }));
    expect(cart.add).toHaveBeenCalledWith({ _id: item().productId, totalStock: 30 }, 1, 'product');
    expect(screen.queryByRole('switch', { name: 'Tell me when it is back in stock' })).toBeNull();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it(`says when the list is full at ${WISHLIST_LIMIT}`, async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        item({ productId: `3f2a9c1e-1111-4222-8333-${String(i).padStart(12, '0')}`, title: `P ${i}` }),
      );
    show(list(many(WISHLIST_LIMIT)));
    expect(await screen.findByText(/100 of 100 products saved\. Your wishlist is full/)).toBeInTheDocument();
  });

  it(`at ${WISHLIST_LIMIT - 1} it only counts`, async () => {
    const many = Array.from({ length: WISHLIST_LIMIT - 1 }, (_, i) =>
      item({ productId: `3f2a9c1e-1111-4222-8333-${String(i).padStart(12, '0')}`, title: `P ${i}` }),
    );
    show(list(many));
    const count = await screen.findByText(/99 of 100 products saved\./);
    expect(count).not.toHaveTextContent('full');
  });

  it('removes a product and then says the list is empty', async () => {
    show(list([item()]));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove from wishlist: Havells Geyser 15 L' }),
    );
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/shop/listing');
  });

  it('a list that fails to load says so and offers Try again', async () => {
    show(null);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Your wishlist could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('with the mails off, says so and turns them back on in one press', async () => {
    const api = show(list([item()], false));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn wishlist mails on' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn wishlist mails on' })).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ userId: 'u1', enabled: true });
  });
});

describe('the account’s wishlist mails', () => {
  it('shows the choice and turns it off', async () => {
    const api = show(list([item()]), <WishlistMailsSetting userId="u1" email="ravi@wish.in" />);
    const user = userEvent.setup();
    const choice = await screen.findByRole('switch', {
      name: 'Back-in-stock and price-drop mails for my wishlist',
    });
    await waitFor(() => expect(choice).toHaveAttribute('aria-checked', 'true'));
    await user.click(choice);
    await waitFor(() => expect(choice).toHaveAttribute('aria-checked', 'false'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ userId: 'u1', enabled: false });
    expect(screen.getByRole('link', { name: 'See your wishlist (1)' })).toHaveAttribute(
      'href',
      '/shop/wishlist',
    );
  });
});
