import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { Toaster } from './toaster';
import { resetToasts, toast } from './use-toast';

/** SPEC §9: one toast at a time; a toast closes by itself after 5,000 ms. */
describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  const shown = (text: string) => screen.queryAllByText(text).length > 0;

  it('shows one toast at a time: a new one replaces the one on screen', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Added to cart' });
    });
    expect(shown('Added to cart')).toBe(true);
    act(() => {
      toast({ title: 'Review saved' });
    });
    expect(shown('Review saved')).toBe(true);
    expect(shown('Added to cart')).toBe(false);
    expect(document.querySelectorAll('ol > li')).toHaveLength(1); // the viewport's one toast
  });

  it('keeps a toast for 5,000 ms: still there at 4,999 ms, gone at 5,000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Order placed' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(shown('Order placed')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown('Order placed')).toBe(false);
  });

  it('keeps toasts at the bottom at every width, away from the sticky header’s cart', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Product is added to cart' });
    });
    const viewport = document.querySelector('ol')!;
    expect(viewport).toHaveClass('fixed', 'bottom-0');
    // No width puts it at the top: no top-0, and no breakpoint that moves it there.
    expect(viewport.className).not.toMatch(/(^|\s|:)top-/);
    expect(viewport.className).not.toMatch(/(^|\s)[a-z]+:bottom-auto/);
  });

  it('gives focus back to where the keyboard user was after a toast reached with F8 closes', async () => {
    vi.useRealTimers();
    render(
      <>
        <button type="button">Add to Cart</button>
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    button.focus();
    act(() => {
      toast({ title: 'Product is added to cart' });
    });
    await act(async () => fireEvent.keyDown(document, { key: 'F8', code: 'F8' }));
    const list = document.querySelector('ol')!;
    expect(list.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await waitFor(() => expect(shown('Product is added to cart')).toBe(false));
    expect(button).toHaveFocus();
  });

  it('lets a toast raised before a sheet opened be closed over the sheet, which stays open', async () => {
    // A visitor's Add to Cart kept through login: the toast, then the cart opens over the page. The toast is
    // drawn above the sheet (at the bottom, over its Checkout on a phone), so it must take the tap on its
    // Close button rather than let it through to what lies beneath.
    vi.useRealTimers();
    const onOpenChange = vi.fn();
    const Screen = ({ cart }: { cart: boolean }) => (
      <>
        <Toaster />
        <Sheet open={cart} onOpenChange={onOpenChange}>
          <SheetContent aria-describedby={undefined}>
            <SheetTitle>Your Cart</SheetTitle>
            <a href="/shop/checkout">Checkout</a>
          </SheetContent>
        </Sheet>
      </>
    );
    const { rerender } = render(<Screen cart={false} />);
    act(() => {
      toast({ title: 'Product is added to cart' });
    });
    rerender(<Screen cart />);
    await screen.findByRole('dialog', { name: 'Your Cart' });
    const raised = document.querySelector('ol > li') as HTMLElement;
    expect(raised).toHaveTextContent('Product is added to cart');
    // While the sheet is open, what lies outside it is hidden from assistive technology (Radix), the toast too.
    await userEvent.click(within(raised).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(shown('Product is added to cart')).toBe(false));
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  describe('clear of the focused control (WCAG 2.4.11)', () => {
    // jsdom lays nothing out: the window is 1280 × 800, the toast list 420 × 100 at the right.
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, right: left + width, bottom: top + height, width, height, x: left, y: top }) as DOMRect;
    const place = (element: Element, rect: DOMRect) =>
      vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect);
    const frame = () =>
      act(() => {
        vi.advanceTimersByTime(20);
      });
    beforeEach(() => {
      vi.stubGlobal('innerWidth', 1280);
      vi.stubGlobal('innerHeight', 800);
    });
    afterEach(() => vi.unstubAllGlobals());

    function setUp() {
      render(
        <>
          <button type="button">Search</button>
          <button type="button">Place order</button>
          <Toaster />
        </>,
      );
      place(screen.getByRole('button', { name: 'Search' }), box(900, 10, 200, 44));
      // Checkout's Place order at 1280 px: the summary's last control, near the bottom on the right.
      place(screen.getByRole('button', { name: 'Place order' }), box(860, 730, 380, 44));
      place(document.querySelector('ol')!, box(860, 700, 420, 100));
    }
    const placement = () => document.querySelector('ol')!.getAttribute('data-placement');

    it('moves a toast to the top while the bottom would cover the focused Place order, and back when focus leaves', () => {
      setUp();
      screen.getByRole('button', { name: 'Place order' }).focus();
      act(() => {
        toast({ title: 'Address saved' });
      });
      frame();
      expect(placement()).toBe('top');
      expect(document.querySelector('ol')).toHaveClass('top-0');
      expect(document.querySelector('ol')).not.toHaveClass('bottom-0');
      screen.getByRole('button', { name: 'Search' }).focus();
      frame();
      expect(placement()).toBe('bottom');
    });

    it('moves it when focus reaches a covered control while the toast shows', () => {
      setUp();
      screen.getByRole('button', { name: 'Search' }).focus();
      act(() => {
        toast({ title: 'Discount applied' });
      });
      frame();
      expect(placement()).toBe('bottom');
      screen.getByRole('button', { name: 'Place order' }).focus();
      frame();
      expect(placement()).toBe('top');
    });

    it('stays at the bottom when the top would cover the control too (a window the toast fills)', () => {
      setUp();
      vi.stubGlobal('innerHeight', 120);
      place(screen.getByRole('button', { name: 'Place order' }), box(860, 40, 380, 44));
      screen.getByRole('button', { name: 'Place order' }).focus();
      act(() => {
        toast({ title: 'Address saved' });
      });
      frame();
      expect(placement()).toBe('bottom');
    });
  });
});
