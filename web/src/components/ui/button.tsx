import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils';

const baseVariants = cva(
  // .btn (index.css) holds the base, its icons' 16 px included: dozens of buttons on a listing.
  'btn',
  {
    variants: {
      variant: {
        default: 'bg-brand text-brand-foreground shadow-sm hover:bg-orange-800',
        dark: 'bg-neutral-900 text-white shadow-sm hover:bg-neutral-800',
        destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
        outline: 'border border-neutral-300 bg-white shadow-sm hover:bg-neutral-100',
        secondary: 'bg-neutral-100 text-neutral-900 hover:bg-neutral-200',
        ghost: 'hover:bg-neutral-100',
        link: 'text-orange-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-11 rounded-md px-6',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** The button classes, merged so that a caller's className wins over the variant's (bg, text, border). */
export function buttonVariants({
  className,
  ...props
}: VariantProps<typeof baseVariants> & { className?: string } = {}) {
  return cn(baseVariants(props), className);
}

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof baseVariants> {
  /** A request runs: the spinner takes the icon's place, and the button is disabled and aria-busy. */
  busy?: boolean;
  /** The button's icon, before its label (the spinner replaces it while busy). */
  icon?: React.ReactNode;
}

export function Button({
  className,
  variant,
  size,
  type,
  busy = false,
  icon,
  disabled,
  children,
  ...props
}: ButtonProps & { ref?: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      className={buttonVariants({ variant, size, className })}
      type={type ?? 'button'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
