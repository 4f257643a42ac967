import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import {
  NEXT_PAGE_TOAST_KEY,
  NEXT_PAGE_TOAST_MAX_AGE_MS,
  resetToasts,
  showCarriedToast,
  toastOnNextPage,
  toastThenNavigate,
  useToasts,
} from './use-toast';

/** The titles of the toasts on screen, joined by |. */
function Titles() {
  return (
    <p data-testid="titles">
      {useToasts()
        .map((t) => String(t.title))
        .join('|')}
    </p>
  );
}
const titles = () => screen.getByTestId('titles').textContent;

/** A toast kept for the next page: a browsing page's navigation is a page load (logout from a listing). */
describe('a toast carried to the next page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetToasts();
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('is not shown on the page that keeps it, and is shown once where it is taken', () => {
    render(<Titles />);
    act(() => toastOnNextPage({ title: 'Logged out successfully' }));
    expect(titles()).toBe('');
    expect(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY)).not.toBeNull();
    act(() => showCarriedToast());
    expect(titles()).toBe('Logged out successfully');
    expect(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY)).toBeNull();
    act(() => resetToasts());
    act(() => showCarriedToast());
    expect(titles()).toBe('');
  });

  it('is shown by the next page’s toaster as it mounts, with its variant', async () => {
    toastOnNextPage({ title: 'Session ended', variant: 'destructive' });
    render(<LazyToaster />);
    expect(await screen.findByText('Session ended')).toBeTruthy();
    expect(document.querySelector('ol > li.destructive')).not.toBeNull();
  });

  it(`is shown up to ${NEXT_PAGE_TOAST_MAX_AGE_MS} ms after it was kept, and dropped 1 ms later`, () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    render(<Titles />);
    toastOnNextPage({ title: 'Just in time' });
    vi.setSystemTime(1_000_000 + NEXT_PAGE_TOAST_MAX_AGE_MS);
    act(() => showCarriedToast());
    expect(titles()).toBe('Just in time');

    act(() => resetToasts());
    vi.setSystemTime(2_000_000);
    toastOnNextPage({ title: 'Too late' });
    vi.setSystemTime(2_000_000 + NEXT_PAGE_TOAST_MAX_AGE_MS + 1);
    act(() => showCarriedToast());
    expect(titles()).toBe('');
    expect(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY)).toBeNull();
  });

  it('ignores what is not a toast in its slot', () => {
    render(<Titles />);
    sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, '{not json');
    act(() => showCarriedToast());
    sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify({ title: 42, at: Date.now() }));
    act(() => showCarriedToast());
    sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, 'null');
    act(() => showCarriedToast());
    sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify({ title: 'No time' }));
    act(() => showCarriedToast());
    expect(titles()).toBe('');
  });
});

describe('toastThenNavigate', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetToasts();
  });
  afterEach(() => act(() => resetToasts()));

  it('shows the toast once the router’s navigation has arrived', async () => {
    render(<Titles />);
    let arrive = () => {};
    const going = toastThenNavigate(
      { title: 'Only 2 quantity available for this item' },
      () => new Promise<void>((resolve) => (arrive = resolve)),
    );
    expect(titles()).toBe('');
    await act(async () => {
      arrive();
      await going;
    });
    expect(titles()).toBe('Only 2 quantity available for this item');
    expect(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY)).toBeNull();
  });

  it('leaves the toast for the next page when the navigation is a page load', async () => {
    render(<Titles />);
    void toastThenNavigate({ title: 'Logged out successfully' }, () => new Promise<void>(() => {}));
    await act(async () => {});
    expect(titles()).toBe('');
    expect(JSON.parse(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY)!).title).toBe('Logged out successfully');
  });
});
