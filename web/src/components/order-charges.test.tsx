import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { deliveryDatesText, formatDeliveryDay, OrderCharges, OrderDeliveryFact } from './order-charges';

describe('order delivery and charges', () => {
  it('writes delivery days as "Thu 3 Dec" in India’s calendar', () => {
    expect(formatDeliveryDay('2026-12-03')).toBe('Thu 3 Dec');
    expect(formatDeliveryDay('2027-01-01')).toBe('Fri 1 Jan');
    expect(deliveryDatesText({ from: '2026-12-03', to: '2026-12-05' })).toBe('Thu 3 Dec – Sat 5 Dec');
    expect(deliveryDatesText({ from: '2026-12-03', to: '2026-12-03' })).toBe('Thu 3 Dec');
  });

  it('lists the cash-on-delivery fee when one was charged', () => {
    render(<OrderCharges order={{ goodsTotal: 500, deliveryFee: 49, codFee: 25, fragileFee: 0 }} />);
    expect(screen.getByText('Cash-on-delivery fee').nextElementSibling).toHaveTextContent('₹25.00');
    expect(screen.getByText('Delivery').nextElementSibling).toHaveTextContent('₹49.00');
  });

  it('renders nothing for an order without delivery fields', () => {
    const { container } = render(
      <>
        <OrderCharges order={{}} />
        <OrderDeliveryFact order={{ expectedDelivery: null }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
