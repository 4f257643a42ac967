import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { searchLoader } from './search.loader';
import { makeProduct, productPage } from '../../test/fixtures';
import { CartActionsProvider } from '../../features/cart';
import { mockApi, renderRoutes } from '../../test/render';
import SearchPage, { isSearchable, SEARCH_URL_DELAY_MS } from './search';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const switchP = makeProduct({ title: 'Modular Switch 6 A', salePrice: 49 });

function api() {
  return mockApi({
    'GET /api/shop/search/sw': () => ({ body: productPage([switchP]) }),
    'GET /api/shop/search/swich': () => ({ body: productPage([switchP]) }),
    'GET /api/shop/search/zzzz': () => ({ body: productPage([]) }),
  });
}

const renderSearch = (url: string) =>
  renderRoutes(
    (qc) => [
      {
        path: '/shop/search',
        loader: searchLoader(qc),
        element: (
          <CartActionsProvider>
            <SearchPage />
          </CartActionsProvider>
        ),
      },
    ],
    [url],
  );

const searchCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/api/shop/search/')).map((c) => c.path);

describe('search (SPEC §2, §4, §9)', () => {
  it('searches from 2 characters, trimmed', () => {
    expect(isSearchable('s')).toBe(false);
    expect(isSearchable(' s ')).toBe(false);
    expect(isSearchable('sw')).toBe(true);
    expect(isSearchable(' sw ')).toBe(true);
  });

  it('mirrors the keyword into the URL only after 500 ms without typing, then searches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api();
    const { router } = renderSearch('/shop/search');
    const box = await screen.findByPlaceholderText('Search Products...');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();

    expect(SEARCH_URL_DELAY_MS).toBe(500);
    fireEvent.change(box, { target: { value: 'sw' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    // Typing again starts the 500 ms over: 600 ms after the first key, the URL has not moved.
    fireEvent.change(box, { target: { value: 'swich' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=swich'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('article', { name: 'Modular Switch 6 A' })).toBeInTheDocument();
    // One search, for the settled keyword only.
    expect(searchCalls(calls)).toEqual(['/api/shop/search/swich']);
  });

  it('clears the results under 2 characters, and asks the server nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api();
    const { router } = renderSearch('/shop/search?keyword=sw');
    expect(await screen.findByRole('article', { name: 'Modular Switch 6 A' })).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search Products...'), { target: { value: 's' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_URL_DELAY_MS));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=s'));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual(['/api/shop/search/sw']);
  });

  it("says 'No results found' when nothing matches", async () => {
    api();
    renderSearch('/shop/search?keyword=zzzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });
});
