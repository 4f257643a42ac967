import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RevenueChart } from './revenue-chart';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the revenue chart’s bars', () => {
  it('stand out from the white panel at 3:1 or more (WCAG 1.4.11), every day’s and today’s', () => {
    const days = ['2026-11-25', '2026-11-26', '2026-11-27'].map((date, i) => ({
      date,
      orders: i + 1,
      revenue: (i + 1) * 1000,
    }));
    const { container } = render(<RevenueChart days={days} />);
    const fills = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill') ?? '');
    expect(fills).toHaveLength(3);
    for (const fill of fills) {
      expect(fill, 'a bar’s colour').toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(fill, '#ffffff'), fill).toBeGreaterThanOrEqual(3);
    }
    // Today's bar differs from the other days'.
    expect(fills[2]).not.toBe(fills[0]);
    // The check itself: orange-400, the old colour, fails it.
    expect(contrast('#ff8904', '#ffffff')).toBeLessThan(3);
  });
});
