import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OrderCharges, OrderDeliveryFact } from './order-charges';

describe('order delivery and charges', () => {
  it('lists the cash-on-delivery fee when one was charged', () => {
    render(<OrderCharges order={{ goodsTotal: 500, deliveryFee: 49, codFee: 25, fragileFee: 0 }} />);
    expect(screen.getByText('Cash-on-delivery fee').nextElementSibling).toHaveTextContent('₹25.00');
    expect(screen.getByText('Delivery').nextElementSibling).toHaveTextContent('₹49.00');
  });

  it('shows a discount code’s line with the amount off, and none for an order without a code', () => {
    const { unmount } = render(
      <OrderCharges
        order={{
          goodsTotal: 708,
          deliveryFee: 0,
          codFee: 0,
          fragileFee: 0,
          discountCode: 'DIWALI10',
          discountAmount: 70.8,
        }}
      />,
    );
    expect(screen.getByText('Discount (DIWALI10)').nextElementSibling).toHaveTextContent('−₹70.80');
    unmount();
    render(
      <OrderCharges
        order={{
          goodsTotal: 708,
          deliveryFee: 0,
          codFee: 0,
          fragileFee: 0,
          discountCode: null,
          discountAmount: 0,
        }}
      />,
    );
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
  });

  it('renders nothing for an order without delivery fields', () => {
    const { container } = render(
      <>
        <OrderCharges order={{}} />
        <OrderDeliveryFact order={{ orderStatus: 'confirmed', expectedDelivery: null }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says Expected only while the order is on its way; once delivered or cancelled, when', () => {
    const expectedDelivery = { from: '2026-12-03', to: '2026-12-05' };
    const shown = (order: Parameters<typeof OrderDeliveryFact>[0]['order']) => {
      const { unmount } = render(<OrderDeliveryFact order={{ deliveryMethod: 'express', ...order }} />);
      const text = screen.getByTestId('delivery-state').textContent;
      unmount();
      return text;
    };
    expect(shown({ orderStatus: 'inShipping', expectedDelivery })).toBe('Expected Thu 3 Dec – Sat 5 Dec');
    expect(
      shown({ orderStatus: 'delivered', expectedDelivery, deliveredAt: '2026-12-04T09:00:00.000Z' }),
    ).toBe('Delivered on Fri 4 Dec');
    expect(
      shown({ orderStatus: 'rejected', expectedDelivery, cancelledAt: '2026-12-01T09:00:00.000Z' }),
    ).toBe('Cancelled on Tue 1 Dec');
    expect(shown({ orderStatus: 'rejected', expectedDelivery })).toBe('Cancelled');
  });
});
