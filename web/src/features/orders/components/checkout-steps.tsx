import { Fragment } from 'react';
import { cn } from '../../../lib/utils';

const STEPS = ['Shipping', 'Delivery', 'Payment'];

/** SPEC §2 checkout header: 1. Shipping, 2. Delivery, 3. Payment, with only Shipping active. */
export function CheckoutSteps({ className }: { className?: string }) {
  return (
    <ol aria-label="Checkout steps" className={cn('flex items-center gap-1.5 text-sm sm:gap-2', className)}>
      {STEPS.map((step, i) => {
        const active = i === 0;
        return (
          <Fragment key={step}>
            {i > 0 ? (
              <li aria-hidden="true" className="h-px min-w-2 flex-1 bg-neutral-300 sm:max-w-16" />
            ) : null}
            <li
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex shrink-0 items-center gap-1.5 sm:gap-2',
                active ? 'font-semibold text-neutral-950' : 'text-neutral-500',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-6 items-center justify-center rounded-full text-xs font-bold sm:size-7',
                  active ? 'bg-brand text-white' : 'border border-neutral-300 bg-white text-neutral-600',
                )}
              >
                {i + 1}
              </span>
              <span>
                <span className="sr-only">{i + 1}. </span>
                {step}
              </span>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
