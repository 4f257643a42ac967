import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils';

// Each variant and size is a component class (index.css): dozens of buttons on a listing, and a caller's
// utility (a width, a colour) still wins over them by layer.
const baseVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      dark: 'btn-dark',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      link: 'btn-link',
    },
    size: { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

/** The button classes, merged so that a caller's className wins over the variant's (bg, text, border). */
export function buttonVariants({
  className,
  ...props
}: VariantProps<typeof baseVariants> & { className?: string } = {}) {
  return cn(baseVariants(props), className);
}

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof baseVariants> {
  /**
   * A request runs: the spinner takes the icon's place, and the button is aria-busy and aria-disabled and
   * ignores presses. It is not `disabled` while busy, even when told: a disabled button loses focus, and a
   * keyboard user who pressed it would be sent back to the page's start.
   */
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
  onClick,
  ...props
}: ButtonProps & { ref?: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      className={buttonVariants({ variant, size, className })}
      type={type ?? 'button'}
      disabled={disabled && !busy}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      {...props}
      // While busy a press (and a form's Enter, which presses its submit button) does nothing.
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
