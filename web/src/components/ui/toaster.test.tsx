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
});
