import * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';

/** SPEC §9: toasts close after 5,000 ms, swipe threshold 50, hotkey F8. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection="right"
      label="Notification"
      {...props}
    />
  );
}

/**
 * Where toasts appear: at the bottom at every width (right on wider screens). At the top on a phone a toast
 * lay over the sticky header's cart, just as Add to Cart asked the shopper to look there. `atTop` is for the
 * moment the bottom would cover the focused control (checkout's Place order at 1280 px): the Toaster decides.
 */
export function ToastViewport({
  className,
  atTop = false,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport> & { atTop?: boolean }) {
  return (
    <ToastPrimitive.Viewport
      hotkey={TOAST_HOTKEY}
      className={cn(
        'fixed z-[100] flex max-h-screen w-full flex-col p-4 sm:right-0 md:max-w-[420px]',
        atTop
          ? 'top-0 pt-[max(1rem,env(safe-area-inset-top))]'
          : 'bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]',
        className,
      )}
      data-placement={atTop ? 'top' : 'bottom'}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0',
  {
    variants: {
      variant: {
        default: 'border-neutral-200 bg-white text-neutral-900',
        destructive: 'destructive border-red-700 bg-red-600 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

/**
 * A toast stays pressable over a dialog opened after it (the cart that opens as a kept Add to Cart is done).
 * Radix makes every layer beneath a modal dialog ignore the pointer, the toast included, though it is drawn
 * above the dialog: its Close did nothing and a tap on it reached what it hid (the cart's Checkout).
 */
export function Toast({
  className,
  variant,
  style,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      className={cn(toastVariants({ variant }), className)}
      style={{ pointerEvents: 'auto', ...style }}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute right-1 top-1 rounded-md p-1 text-neutral-600 hover:text-neutral-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand group-[.destructive]:text-red-100 group-[.destructive]:hover:text-white',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}
