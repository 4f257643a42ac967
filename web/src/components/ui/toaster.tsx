import { useRef } from 'react';
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
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !viewport.current?.contains(from)) cameFrom.current = from;
        }}
      />
    </ToastProvider>
  );
}
