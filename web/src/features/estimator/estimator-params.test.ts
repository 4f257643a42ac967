import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, searchWithFilters, toggleName } from './estimator-params';

describe('estimator filters in the query string (SPEC §2)', () => {
  it('reads comma lists and repeated parameters, trimmed, each name once', () => {
    const search = new URLSearchParams('category=Fans, Wires ,fans&brand=Tejas&brand=Kiran&subcategory=');
    expect(filtersFromSearch(search)).toEqual({
      category: ['Fans', 'Wires'],
      brand: ['Tejas', 'Kiran'],
      subcategory: [],
    });
  });
  it('ignores a list the API would refuse (too many or too long names) instead of failing', () => {
    const many = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    expect(filtersFromSearch(new URLSearchParams(`category=${many}&brand=${'x'.repeat(101)}`))).toEqual({
      category: [],
      brand: [],
      subcategory: [],
    });
  });
  it('writes the filters back as comma lists, leaves empty ones out and keeps other parameters', () => {
    const next = searchWithFilters(new URLSearchParams('utm=home&brand=Old'), {
      category: ['Wires & Cables', 'Fans'],
      brand: [],
      subcategory: ['House Wire'],
    });
    expect(next.toString()).toBe('utm=home&category=Wires+%26+Cables%2CFans&subcategory=House+Wire');
    expect(filtersFromSearch(next)).toEqual({
      category: ['Wires & Cables', 'Fans'],
      brand: [],
      subcategory: ['House Wire'],
    });
  });
  it('toggles names case-insensitively and counts the active filters', () => {
    expect(toggleName(['Fans'], 'fans')).toEqual([]);
    expect(toggleName(['Fans'], 'Wires')).toEqual(['Fans', 'Wires']);
    expect(activeFilterCount({ category: ['a'], brand: ['b', 'c'], subcategory: [] })).toBe(3);
  });
});
