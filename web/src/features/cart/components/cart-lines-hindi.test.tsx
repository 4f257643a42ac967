import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ApiCart, ApiCartItem } from '../../../../../common/contracts/cart';
import { I18nProvider } from '../../../i18n/i18n';
import { hindiFor } from '../../../test/hindi';
import { CheckoutSummary } from '../../orders/components/checkout-summary';
import { CartLine } from './cart-line';

// The cart's lines on a Hindi page (issue 50): the Hindi title the cart's answer carries, and the English title,
// marked lang="en", for a product without one. English pages show the English title as before.
const item = (over: Partial<ApiCartItem>): ApiCartItem => ({
  productId: 'p1',
  title: 'PVC pipe 20 mm',
  image: '/img/p1.webp',
  price: 100,
  salePrice: 118,
  cgstPercent: 9,
  sgstPercent: 9,
  quantity: 2,
  totalStock: 10,
  ...over,
});
const pipe = item({ translations: { hi: { title: 'पीवीसी पाइप 20 mm' } } });
const tape = item({ productId: 'p2', title: 'Insulation tape' });
const cart: ApiCart = {
  _id: 'c1',
  userId: 'u1',
  items: [pipe, tape],
  totals: { subtotal: 400, cgst: 36, sgst: 36, grandTotal: 472 },
};
const noop = () => {};

function lines(lang: 'en' | 'hi') {
  return render(
    <I18nProvider lang={lang} messages={lang === 'hi' ? hindiFor('shop/checkout') : {}}>
      <ul>
        {cart.items.map((i) => (
          <CartLine key={i.productId} item={i} onSetQuantity={noop} onRefuse={noop} onRemove={noop} />
        ))}
      </ul>
      <CheckoutSummary cart={cart} priced={null} action={null} />
    </I18nProvider>,
  );
}

describe('cart lines in Hindi', () => {
  it('the cart sheet and checkout’s summary show the Hindi title, the English one marked lang="en"', () => {
    lines('hi');
    const hindi = screen.getAllByText('पीवीसी पाइप 20 mm');
    expect(hindi).toHaveLength(2);
    for (const el of hindi) expect(el).not.toHaveAttribute('lang');
    const english = screen.getAllByText('Insulation tape');
    expect(english).toHaveLength(2);
    for (const el of english) expect(el).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('PVC pipe 20 mm')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /पीवीसी पाइप 20 mm/ })).toBeInTheDocument();
  });

  it('an English page shows the English titles, unmarked', () => {
    lines('en');
    for (const el of screen.getAllByText('PVC pipe 20 mm')) expect(el).not.toHaveAttribute('lang');
    expect(screen.queryByText('पीवीसी पाइप 20 mm')).not.toBeInTheDocument();
  });
});
