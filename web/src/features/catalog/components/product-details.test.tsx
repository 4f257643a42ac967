import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiAddress } from '../../../../../common/contracts/address';
import { CartActionsContext, type CartActions } from '../../../lib/cart-actions';
import { makeProduct, makeSettings } from '../../../test/fixtures';
import { mockApi, renderAt, type Handler } from '../../../test/render';
import { ProductDetails } from './product-details';

afterEach(() => vi.unstubAllGlobals());

const USER = { id: 'u1', userName: 'Meera', email: 'meera@example.com', role: 'customer', isAdmin: false };
/** A Pune shop: Maharashtra (27). */
const PUNE_GSTIN = '27AAPFU0939F1ZV';

const cable = makeProduct({
  title: '3-Core Flexible Cable (per metre) 0.75 sq mm',
  salePrice: 118,
  price: 100,
  cgstPercent: 9,
  sgstPercent: 9,
  totalStock: 120,
});

const addressIn = (stateCode: string, state: string): ApiAddress => ({
  _id: 'a1',
  userId: USER.id,
  address: '4, Ring Road',
  city: 'Surat',
  pincode: '395003',
  phone: '9876543210',
  notes: 'Gate 2',
  stateCode,
  state,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

function renderDetails(
  product = cable,
  { signedIn = false, addresses = [] as ApiAddress[], extra = {} as Record<string, Handler> } = {},
) {
  const actions: CartActions = {
    add: vi.fn(async () => true),
    pendingId: undefined,
    buy: vi.fn(async () => {}),
    buying: false,
  };
  const api = mockApi({
    'GET /api/auth/check-auth': () =>
      signedIn
        ? { body: { success: true, user: USER } }
        : { status: 401, body: { success: false, message: 'Not logged in', user: null } },
    'GET /api/common/settings/get': () => ({
      body: { success: true, data: makeSettings({ gstNumber: PUNE_GSTIN }) },
    }),
    [`GET /api/shop/address/get/${USER.id}`]: () => ({ body: { success: true, data: addresses } }),
    ...extra,
  });
  renderAt(
    <CartActionsContext.Provider value={actions}>
      <ProductDetails product={product} where="product" reviews={<p>Reviews</p>} />
    </CartActionsContext.Provider>,
    `/shop/product/${product._id}`,
  );
  return { actions, api };
}

const taxBox = () => screen.getByText('Price before tax').closest('div.rounded-lg') as HTMLElement;

describe('ProductDetails: the rating', () => {
  it('says "No reviews yet" for a product without reviews, with no empty stars or 0.00', () => {
    renderDetails(makeProduct({ averageReview: 0, reviewCount: 0 }));
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/0\.00 \(0 reviews\)/)).not.toBeInTheDocument();
  });

  it('shows the stars and the average to 2 decimals with the count once there are reviews', () => {
    renderDetails(makeProduct({ averageReview: 4.5, reviewCount: 2 }));
    expect(screen.getByRole('img', { name: 'Rated 4.50 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.50 (2 reviews)')).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });
});

describe('ProductDetails: the quantity', () => {
  it('adds and buys the typed quantity, with the unit the title gives', async () => {
    const user = userEvent.setup();
    const { actions } = renderDetails();
    // The field arrives once the page is interactive (its code is not in the first load).
    const field = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(field).toHaveValue('1');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription('Sold per metre');
    await user.clear(field);
    await user.type(field, '90');
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${cable.title}` }));
    expect(actions.add).toHaveBeenCalledWith(cable, 90, 'product');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(actions.buy).toHaveBeenCalledWith(cable, 90);
  });

  it('steps with − and +, − stopping at 1 and + at the stock with SPEC’s message', async () => {
    const user = userEvent.setup();
    renderDetails(makeProduct({ title: 'MCB 32A', totalStock: 2 }));
    const group = await screen.findByRole('group', { name: 'Quantity' });
    const minus = within(group).getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    await user.click(within(group).getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(minus).toBeEnabled();
    await user.click(within(group).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 quantity can be added for this item')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    // No unit where the title names none.
    expect(screen.getByRole('textbox', { name: 'Quantity' })).not.toHaveAttribute('aria-describedby');
  });

  it('pins a typed quantity past the stock at the stock, saying so', async () => {
    const user = userEvent.setup();
    const { actions } = renderDetails();
    const field = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '500{Enter}');
    expect(await screen.findByText('Only 120 quantity can be added for this item')).toBeInTheDocument();
    expect(field).toHaveValue('120');
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${cable.title}` }));
    expect(actions.add).toHaveBeenCalledWith(cable, 120, 'product');
  });

  it('has no quantity for a product out of stock', async () => {
    renderDetails(makeProduct({ totalStock: 0 }));
    await screen.findByText('Out of stock');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
  });
});

describe('ProductDetails: the tax by place of supply', () => {
  it('shows a visitor CGST + SGST, naming no state', async () => {
    renderDetails();
    const box = taxBox();
    expect(box).toHaveTextContent('CGST (9%)₹9.00');
    expect(box).toHaveTextContent('SGST (9%)₹9.00');
    expect(box).not.toHaveTextContent('IGST');
    expect(box).not.toHaveTextContent('for delivery in');
  });

  it('shows IGST to a signed-in buyer whose first saved address is in another state than the shop’s', async () => {
    renderDetails(cable, {
      signedIn: true,
      addresses: [addressIn('24', 'Gujarat'), { ...addressIn('27', 'Maharashtra'), _id: 'a2' }],
    });
    await waitFor(() => expect(taxBox()).toHaveTextContent('Tax for delivery in Gujarat'));
    const box = taxBox();
    expect(box).toHaveTextContent('Price before tax₹100.00');
    expect(box).toHaveTextContent('IGST (18%)₹18.00');
    expect(box).not.toHaveTextContent('CGST');
    expect(box).toHaveTextContent('You pay₹118.00');
  });

  it('shows CGST + SGST to a buyer in the shop’s own state, naming it', async () => {
    renderDetails(cable, { signedIn: true, addresses: [addressIn('27', 'Maharashtra')] });
    await waitFor(() => expect(taxBox()).toHaveTextContent('Tax for delivery in Maharashtra'));
    expect(taxBox()).toHaveTextContent('CGST (9%)₹9.00');
    expect(taxBox()).not.toHaveTextContent('IGST');
  });

  it('shows CGST + SGST to a buyer with no saved address', async () => {
    const { api } = renderDetails(cable, { signedIn: true, addresses: [] });
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === `/api/shop/address/get/${USER.id}`)).toBe(true),
    );
    expect(taxBox()).toHaveTextContent('CGST (9%)₹9.00');
    expect(taxBox()).not.toHaveTextContent('for delivery in');
  });
});
