import { useEffect, useRef, useState } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';

/**
 * Renders the toast store with Radix Toast (one at a time, 5 s, swipe 50, F8 to focus). A keyboard user who
 * reached a toast with F8 goes back to where they were once it closes (Radix leaves focus on the empty list).
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const atTop = useClearOfFocus(
    viewport,
    toasts.some((t) => t.open),
  );
  const giveFocusBack = () => {
    const element = cameFrom.current;
    // Radix moves focus from a closing toast to the list, then closes it: look once it has.
    queueMicrotask(() => {
      if (!viewport.current?.contains(document.activeElement) || !element?.isConnected) return;
      cameFrom.current = null;
      element.focus();
    });
  };
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (next) return;
            dismissToast(id);
            giveFocusBack();
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport
        ref={viewport}
        atTop={atTop}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !viewport.current?.contains(from)) cameFrom.current = from;
        }}
      />
    </ToastProvider>
  );
}

/** Whether a box lies over another (their rectangles share some area). */
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/**
 * Nothing floats over focused content (WCAG 2.4.11): while a toast shows, it moves to the top of the screen when
 * at the bottom it would cover the control that has focus (a phone's Continue, checkout's Place order at 1280 px),
 * looked at again when focus moves, the page scrolls or the window resizes. It goes back down when the bottom is
 * clear, and stays down when the top would cover the control as well.
 */
function useClearOfFocus(viewport: React.RefObject<HTMLOListElement | null>, showing: boolean): boolean {
  const [atTop, setAtTop] = useState(false);
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const list = viewport.current;
        const focused = document.activeElement;
        if (!list || !(focused instanceof HTMLElement) || focused === document.body || list.contains(focused))
          return;
        const box = list.getBoundingClientRect();
        const height = box.bottom - box.top;
        const control = focused.getBoundingClientRect();
        const bottom = {
          left: box.left,
          right: box.right,
          top: window.innerHeight - height,
          bottom: window.innerHeight,
        };
        const top = { left: box.left, right: box.right, top: 0, bottom: height };
        setAtTop(overlaps(control, bottom) && !overlaps(control, top));
      });
    };
    look();
    document.addEventListener('focusin', look);
    window.addEventListener('scroll', look, { passive: true });
    window.addEventListener('resize', look);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', look);
      window.removeEventListener('scroll', look);
      window.removeEventListener('resize', look);
    };
  }, [showing, viewport]);
  // Looked at again (a frame after) each time a toast shows.
  return showing && atTop;
}
