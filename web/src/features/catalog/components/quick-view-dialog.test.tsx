import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productCard } from '../../../../../common/product-card';
import { CartActionsContext, type CartActions } from '../../../lib/cart-actions';
import { makeProduct } from '../../../test/fixtures';
import { deferred, mockApi, renderAt, type Handler } from '../../../test/render';
import { QuickViewDialog } from './quick-view-dialog';

afterEach(() => vi.unstubAllGlobals());

const product = makeProduct({
  title: 'Tejas Ceiling Fan 1200 mm',
  description: 'Three blades, 75 W, double ball bearing.',
  salePrice: 1850,
});

const actions: CartActions = {
  add: async () => true,
  pendingId: undefined,
  buy: async () => {},
  buying: false,
};

function openQuickView(answer: Handler) {
  const api = mockApi({ [`GET /api/shop/products/get/${product._id}`]: answer });
  renderAt(
    <CartActionsContext.Provider value={actions}>
      <QuickViewDialog
        product={productCard(product)}
        where="listing"
        open
        onOpenChange={() => {}}
        reviews={<p>The reviews</p>}
      />
    </CartActionsContext.Provider>,
    '/shop/listing',
  );
  return api;
}

describe('QuickViewDialog', () => {
  it('shows the card’s picture, title and price while it loads the whole product, then the product', async () => {
    const answer = deferred<{ body: unknown }>();
    openQuickView(() => answer.promise);
    const dialog = await screen.findByRole('dialog', { name: product.title });
    expect(screen.getByRole('status', { name: `Loading ${product.title}` })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('₹1,850.00');
    expect(dialog).not.toHaveTextContent(product.description);

    answer.resolve({ body: { success: true, data: product } });
    expect(await screen.findByText(product.description)).toBeInTheDocument();
    expect(dialog.querySelector('h2:not(.sr-only)')).toHaveTextContent(product.title);
    expect(dialog).toHaveTextContent(/CGST \(9%\)/);
    expect(dialog).toHaveTextContent('The reviews');
    expect(screen.queryByRole('status', { name: `Loading ${product.title}` })).not.toBeInTheDocument();
  });

  it('says a product that is gone is no longer sold, with nothing to retry', async () => {
    openQuickView(() => ({ status: 404, body: { success: false, message: 'Product not found' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is no longer sold');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the product could not be loaded (after its one retry), and shows it when it can', async () => {
    let calls = 0;
    const { fetchMock } = openQuickView(() =>
      ++calls <= 2
        ? { status: 500, body: { success: false, message: 'Something went wrong' } }
        : { body: { success: true, data: product } },
    );
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The product could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(product.description)).toBeInTheDocument();
    const productCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/products/get/'));
    expect(productCalls).toHaveLength(3);
  });
});
