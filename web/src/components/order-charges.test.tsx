import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OrderCharges, OrderDeliveryFact } from './order-charges';

describe('order delivery and charges', () => {
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
