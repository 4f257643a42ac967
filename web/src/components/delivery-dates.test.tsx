import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DeliveryDates } from './delivery-dates';

describe('DeliveryDates', () => {
  it('keeps each day whole, so a narrow screen wraps only between the two', () => {
    const { container } = render(<DeliveryDates range={{ from: '2026-11-30', to: '2026-12-01' }} />);
    expect(container).toHaveTextContent('Mon 30 Nov – Tue 1 Dec');
    const days = [...container.querySelectorAll('.whitespace-nowrap')].map((el) => el.textContent);
    expect(days).toEqual(['Mon 30 Nov', 'Tue 1 Dec']);
  });

  it('shows one day when both ends are the same', () => {
    const { container } = render(<DeliveryDates range={{ from: '2026-12-03', to: '2026-12-03' }} />);
    expect(container.textContent).toBe('Thu 3 Dec');
    expect(container.querySelectorAll('.whitespace-nowrap')).toHaveLength(1);
  });
});
