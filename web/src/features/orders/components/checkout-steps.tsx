import { Fragment } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { msg, useT } from '../../../i18n/i18n';

export const CHECKOUT_STEPS = [msg('Shipping'), msg('Delivery'), msg('Payment')] as const;
export type CheckoutStep = 0 | 1 | 2;

/**
 * SPEC §2 checkout header: 1. Shipping, 2. Delivery, 3. Payment, the step the shopper is at marked current.
 * An earlier step that is done shows a tick, and each earlier step is a button back to it (`onSelect`), which on
 * a phone, where one step shows at a time, is the way back.
 */
export function CheckoutSteps({
  current = 0,
  done = [],
  onSelect,
  className,
}: {
  current?: CheckoutStep;
  done?: readonly boolean[];
  onSelect?: (step: CheckoutStep) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <ol
      aria-label={t('Checkout steps')}
      className={cn(
        'flex min-h-11 items-center gap-1.5 text-sm max-[22.5rem]:justify-between sm:gap-2',
        className,
      )}
    >
      {CHECKOUT_STEPS.map((step, i) => {
        const active = i === current;
        const ticked = i < current && done[i] === true;
        const content = (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-6 items-center justify-center rounded-full text-xs font-bold sm:size-7',
                active
                  ? 'bg-brand text-white'
                  : ticked
                    ? 'bg-emerald-700 text-white'
                    : 'border border-neutral-300 bg-white text-neutral-600',
              )}
            >
              {ticked ? <Check className="size-3.5" strokeWidth={3} /> : i + 1}
            </span>
            {/* The spaces between the parts keep them apart in the step's accessible name. */}
            <span>
              <span className="sr-only">{i + 1}.</span> {t(step)}
              {ticked ? (
                <>
                  {' '}
                  <span className="sr-only">{t('(done)')}</span>
                </>
              ) : null}
            </span>
          </>
        );
        return (
          <Fragment key={step}>
            {i > 0 ? (
              // Below 360 px the three steps alone fill the width: the connecting lines go (WCAG 1.4.10 at 320 px).
              <li
                aria-hidden="true"
                className="h-px min-w-2 flex-1 bg-neutral-300 max-[22.5rem]:hidden sm:max-w-16"
              />
            ) : null}
            <li
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex shrink-0 items-center gap-1.5 sm:gap-2',
                active ? 'font-semibold text-neutral-950' : 'text-neutral-600',
              )}
            >
              {onSelect && i < current ? (
                <button
                  type="button"
                  onClick={() => onSelect(i as CheckoutStep)}
                  className="-mx-1 inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 underline-offset-4 hover:text-neutral-950 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand sm:gap-2"
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
