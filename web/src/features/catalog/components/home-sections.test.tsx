import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeProduct, productPage } from '../../../test/fixtures';
import { CartActionsContext, type CartActions } from '../../../lib/cart-actions';
import { mockApi, renderAt } from '../../../test/render';
import { FeatureProducts } from './home-sections';

afterEach(() => vi.unstubAllGlobals());

const actions: CartActions = {
  add: async () => true,
  pendingId: undefined,
  buy: async () => {},
  buying: false,
};
const showFeatured = () =>
  renderAt(
    <CartActionsContext.Provider value={actions}>
      <FeatureProducts />
    </CartActionsContext.Provider>,
    '/shop/home',
  );

describe('Feature Products on home', () => {
  it('says so when the shop has no products yet, with no empty list', async () => {
    mockApi({ 'GET /api/shop/products/get': () => ({ body: { ...productPage([]) } }) });
    showFeatured();
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Feature Products' });
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the products as cards', async () => {
    mockApi({
      'GET /api/shop/products/get': () => ({
        body: { ...productPage([makeProduct({ title: 'Modular Switch 6 A' })]) },
      }),
    });
    showFeatured();
    expect(await screen.findByRole('article', { name: 'Modular Switch 6 A' })).toBeInTheDocument();
    expect(screen.queryByText('No products yet')).not.toBeInTheDocument();
  });
});
