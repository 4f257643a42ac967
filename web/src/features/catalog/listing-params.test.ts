import { afterEach, describe, expect, it } from 'vitest';
import { toggleFilter } from './components/listing-filters';
import { listingQuery, listingViewFromSearch, searchFromListingView } from './listing-params';
import { LISTING_STORAGE_KEY, rememberedListing, rememberListing } from './listing-storage';

afterEach(() => sessionStorage.clear());

const view = (search: string) => listingViewFromSearch(new URLSearchParams(search));

describe('the listing view in the URL (SPEC §2: comma lists)', () => {
  it('reads comma lists and repeated parameters, the sort and the page', () => {
    expect(view('?category=Fans,Lighting&brand=Tejas&brand=Kiran&sortBy=title-ztoa&page=3')).toEqual({
      category: ['Fans', 'Lighting'],
      brand: ['Tejas', 'Kiran'],
      subcategory: [],
      minPrice: null,
      maxPrice: null,
      inStock: false,
      sortBy: 'title-ztoa',
      page: 3,
    });
  });

  it('reads the price range in whole rupees and In stock only, dropping what the API would refuse', () => {
    expect(view('?minPrice=100&maxPrice=1,500&inStock=true')).toMatchObject({
      minPrice: 100,
      maxPrice: 1500,
      inStock: true,
    });
    expect(view('?minPrice=0&maxPrice=10000000')).toMatchObject({ minPrice: 0, maxPrice: 10_000_000 });
    for (const bad of ['abc', '-1', '1.5', '0x10', '1e3', '10000001', ''])
      expect(view(`?minPrice=${bad}`).minPrice, bad).toBeNull();
    // Crossed ends: the upper one is dropped.
    expect(view('?minPrice=500&maxPrice=499')).toMatchObject({ minPrice: 500, maxPrice: null });
    expect(view('?inStock=yes').inStock).toBe(false);
  });

  it('falls back to the defaults for anything malformed, instead of failing', () => {
    expect(view('?sortBy=cheapest&page=-2')).toMatchObject({ sortBy: 'price-lowtohigh', page: 1 });
    expect(view('?page=abc')).toMatchObject({ page: 1 });
    expect(view(`?brand=${'x'.repeat(101)}`)).toMatchObject({ brand: [] });
    expect(view(`?brand=${'x'.repeat(100)}`)).toMatchObject({ brand: ['x'.repeat(100)] });
  });

  it('writes short URLs: the default sort and page 1 left out, lists comma-separated', () => {
    expect(searchFromListingView(view('?brand=Tejas&category=Fans&sortBy=price-lowtohigh&page=1'))).toBe(
      '?category=Fans&brand=Tejas',
    );
    expect(searchFromListingView(view(''))).toBe('');
    expect(searchFromListingView(view('?category=Pipes %26 Fittings&sortBy=price-hightolow&page=2'))).toBe(
      '?category=Pipes+%26+Fittings&sortBy=price-hightolow&page=2',
    );
  });

  it('writes the price range and In stock only, and keeps them through session storage', () => {
    const search = searchFromListingView(view('?inStock=true&maxPrice=900&minPrice=100&category=Fans'));
    expect(search).toBe('?category=Fans&minPrice=100&maxPrice=900&inStock=true');
    rememberListing(`${search}&page=3`);
    expect(rememberedListing()).toBe(search);
  });

  it('asks the API for 24 products of the page, with the brands the other filters leave', () => {
    expect(listingQuery(view('?category=Fans&page=2'))).toEqual({
      category: ['Fans'],
      brand: [],
      subcategory: [],
      facets: 'brand',
      sortBy: 'price-lowtohigh',
      page: 2,
      limit: 24,
    });
    expect(listingQuery(view('?minPrice=0&maxPrice=500&inStock=true'))).toMatchObject({
      minPrice: 0,
      maxPrice: 500,
      inStock: true,
    });
  });
});

describe('changing a filter', () => {
  const groups = [
    { category: 'Fans', subcategories: [{ _id: '1', name: 'Ceiling Fans', translations: {} }] },
    { category: 'Lighting', subcategories: [{ _id: '2', name: 'LED Bulbs', translations: {} }] },
  ];

  it('adds or removes the name (case-insensitively) and goes back to page 1', () => {
    const added = toggleFilter(view('?brand=Tejas&page=4'), 'brand', 'Kiran');
    expect(added).toMatchObject({ brand: ['Tejas', 'Kiran'], page: 1 });
    expect(toggleFilter(added, 'brand', 'tejas').brand).toEqual(['Kiran']);
  });

  it('drops the subcategories of a category that is no longer chosen', () => {
    const both = view('?category=Fans,Lighting&subcategory=Ceiling Fans,LED Bulbs');
    expect(toggleFilter(both, 'category', 'Fans', groups).subcategory).toEqual(['LED Bulbs']);
    expect(
      toggleFilter(view('?category=Fans&subcategory=Ceiling Fans'), 'category', 'Fans', groups).subcategory,
    ).toEqual([]);
  });
});

describe('the listing kept in session storage (SPEC §2)', () => {
  it('remembers the filters and sort of this tab, without the page', () => {
    rememberListing('?category=Fans&sortBy=title-atoz&page=5');
    expect(sessionStorage.getItem(LISTING_STORAGE_KEY)).toBe('?category=Fans&sortBy=title-atoz');
    expect(rememberedListing()).toBe('?category=Fans&sortBy=title-atoz');
  });

  it('replays nothing odd that was put in storage by hand', () => {
    sessionStorage.setItem(LISTING_STORAGE_KEY, '?category=Fans&evil=<script>&sortBy=nope');
    expect(rememberedListing()).toBe('?category=Fans');
  });
});
