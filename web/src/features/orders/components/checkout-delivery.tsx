import type { ReactNode, Ref } from 'react';
import { CircleAlert, Truck } from 'lucide-react';
import {
  freeDeliveryNudge,
  type DeliveryMethod,
  type DeliveryZone,
  type PaymentMethod,
} from '../../../../../common/delivery';
import type { ApiOrderPreview } from '../../../../../common/contracts/orders';
import { formatINR, toPaise } from '../../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { DeliveryDates } from '../../../components/delivery-dates';
import { cn } from '../../../lib/utils';
import { msg, useT, type Translate } from '../../../i18n/i18n';

/** The zone as the buyer reads it: the shop's own area, its state, or the rest of India. */
export function zoneLabel(t: Translate, zone: DeliveryZone, state: string): string {
  if (zone === 'city') return t('Local delivery');
  return zone === 'state' ? t('Within {state}', { state }) : t('Rest of India');
}

/** A charge: 'Free' at zero, else in rupees. */
export const feeText = (t: Translate, fee: number) => (fee > 0 ? formatINR(fee) : t('Free'));

const METHOD_NAMES: Record<DeliveryMethod, string> = {
  standard: msg('Standard delivery'),
  express: msg('Express delivery'),
};
export const methodName = (t: Translate, method: DeliveryMethod) => t(METHOD_NAMES[method]);

/**
 * Under the chosen address: its delivery zone once the server has priced it, or the owner's message when
 * the shop does not deliver there (checkout cannot go on), or that the charges could not be worked out.
 */
export function DeliveryZoneNote({
  pincode,
  preview,
  refused,
  failed,
  onRetry,
}: {
  /** The chosen address's pincode; nothing is said while none is chosen. */
  pincode: string | null;
  preview: ApiOrderPreview | undefined;
  refused: string | null;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const problem = pincode !== null && (refused !== null || failed);
  return (
    <>
      {/* Always there, so that what it comes to say is announced. */}
      <div role="status" className="empty:sr-only">
        {pincode === null || problem ? null : preview ? (
          <p className="flex items-center gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            <Truck className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('Delivery zone:')}{' '}
              <strong className="font-semibold">
                {zoneLabel(t, preview.zone, preview.placeOfSupply.state)}
              </strong>
            </span>
          </p>
        ) : (
          <p className="text-sm text-neutral-600">{t('Checking delivery to {pincode}…', { pincode })}</p>
        )}
      </div>
      {problem ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <p className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{refused ?? t('Could not work out delivery to this address.')}</span>
          </p>
          {refused === null ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('Try again')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The Delivery step's radio group: Standard and Express for the chosen address, each with its fee (or Free)
 * and expected dates as the server priced them, and what more in goods makes Standard free.
 */
export function DeliveryOptions({
  preview,
  method,
  onChange,
  status,
  headingRef,
}: {
  /** The preview for the chosen address (either method's: both carry both options). */
  preview: ApiOrderPreview | undefined;
  method: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  /** Why there are no options to show yet. */
  status: 'no-items' | 'no-address' | 'loading' | 'unavailable';
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const heading = (
    <h2
      ref={headingRef}
      id="delivery-heading"
      tabIndex={-1}
      className="text-lg font-semibold focus:outline-none"
    >
      {t('Delivery method')}
    </h2>
  );
  if (!preview) {
    return (
      <div className="grid gap-3">
        {heading}
        {status === 'loading' ? (
          <div role="status" aria-label={t('Loading delivery options')} className="grid gap-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : (
          <p className="text-sm text-neutral-600">
            {status === 'no-items'
              ? t('Add products to your cart to see the delivery options.')
              : status === 'no-address'
                ? t('Choose a delivery address to see the delivery options, their charges and dates.')
                : t('Choose an address we deliver to, to see the delivery options.')}
          </p>
        )}
      </div>
    );
  }
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3">{heading}</legend>
      {preview.options.map((option) => {
        const checked = option.method === method;
        const hint =
          option.method === 'standard' && preview.freeDeliveryShortBy > 0
            ? t('Add {amount} more for free standard delivery.', {
                amount: freeDeliveryNudge(toPaise(preview.freeDeliveryShortBy)),
              })
            : null;
        const hintId = `delivery-${option.method}-hint`;
        return (
          <div key={option.method} className="grid gap-1.5">
            <label
              className={cn(
                'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border bg-white p-4 transition-colors',
                checked ? 'border-brand ring-2 ring-brand/30' : 'border-neutral-200 hover:border-neutral-400',
              )}
            >
              <input
                type="radio"
                name="delivery-method"
                value={option.method}
                checked={checked}
                onChange={() => onChange(option.method)}
                aria-describedby={hint ? hintId : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{methodName(t, option.method)}</span>{' '}
                  <span className="font-semibold tabular-nums">{feeText(t, option.fee)}</span>
                </span>{' '}
                <span className="text-sm text-neutral-600">
                  {t('Arrives')} <DeliveryDates range={option} />
                </span>
              </span>
            </label>
            {hint ? (
              <p id={hintId} className="px-1 text-sm text-neutral-700">
                {hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Cash on delivery's terms for this order, as the preview says them (whichever payment method it priced). */
export type CodTerms = ApiOrderPreview['cod'];

/** The cash-on-delivery fee as the option says it: "+ ₹25.00 cash handling". */
export const codFeeText = (t: Translate, fee: number) =>
  fee > 0 ? t('+ {fee} cash handling', { fee: formatINR(fee) }) : t('No extra fee');

const optionClass = (checked: boolean) =>
  cn(
    'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border bg-white p-4 transition-colors',
    checked ? 'border-brand ring-2 ring-brand/30' : 'border-neutral-200 hover:border-neutral-400',
  );

/**
 * The Payment step's radio group: PhonePe, or cash on delivery with its fee where the shop allows it for
 * this order. Where it does not, the option is disabled and says why (the server's sentence: over the
 * limit, not offered at this pincode, too many open cash orders, or off). `children` go under the options
 * (the e-mail confirmation asked before an account's first cash order).
 */
export function PaymentOptions({
  headingRef,
  method = 'phonepe',
  onChange,
  cod,
  codRefused = null,
  status = 'no-address',
  children,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  method?: PaymentMethod;
  onChange?: (method: PaymentMethod) => void;
  /** Cash on delivery's terms from the preview of the chosen address; undefined while there is none. */
  cod?: CodTerms;
  /** The reason the cash-on-delivery preview itself was refused (the terms changed since), or null. */
  codRefused?: string | null;
  /** Why there are no terms yet, when `cod` is undefined. */
  status?: 'no-items' | 'no-address' | 'loading' | 'unavailable';
  children?: ReactNode;
}) {
  const t = useT();
  const codAvailable = !!cod?.available && codRefused === null;
  const codNote = cod
    ? codAvailable
      ? t('Pay in cash when your order is delivered.')
      : (codRefused ?? cod.reason ?? t('Cash on delivery is not available for this order.'))
    : status === 'loading'
      ? t('Checking whether you can pay cash on delivery…')
      : status === 'no-items'
        ? t('Add products to your cart to pay cash on delivery.')
        : status === 'no-address'
          ? t('Choose a delivery address to see whether you can pay cash on delivery.')
          : t('Choose an address we deliver to, to pay cash on delivery.');
  const refusedNote = !!cod && !codAvailable;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3">
        <h2
          ref={headingRef}
          id="payment-heading"
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {t('Payment method')}
        </h2>
      </legend>
      <label className={optionClass(method === 'phonepe')}>
        <input
          type="radio"
          name="payment-method"
          value="phonepe"
          checked={method === 'phonepe'}
          onChange={() => onChange?.('phonepe')}
          readOnly={!onChange}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <span className="grid min-w-0 gap-0.5">
          <span className="font-medium">PhonePe</span>{' '}
          <span className="text-sm text-neutral-600">
            {t('UPI, cards or net banking on PhonePe’s secure page')}
          </span>
        </span>
      </label>
      <div
        className={cn(
          'grid min-w-0 gap-2 rounded-lg border p-4 transition-colors',
          !codAvailable
            ? 'border-neutral-200 bg-neutral-50'
            : method === 'cod'
              ? 'border-brand bg-white ring-2 ring-brand/30'
              : 'border-neutral-200 bg-white hover:border-neutral-400',
        )}
      >
        <label
          className={cn(
            'flex min-w-0 items-start gap-3',
            codAvailable ? 'cursor-pointer' : 'cursor-not-allowed',
          )}
        >
          <input
            type="radio"
            name="payment-method"
            value="cod"
            checked={method === 'cod'}
            disabled={!codAvailable}
            onChange={() => onChange?.('cod')}
            aria-describedby="payment-cod-note"
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{t('Cash on delivery')}</span>{' '}
            {cod ? (
              <span className="text-sm font-semibold tabular-nums">{codFeeText(t, cod.fee)}</span>
            ) : null}
          </span>
        </label>
        <p
          id="payment-cod-note"
          className={cn(
            'ml-8 flex items-start gap-2 text-sm',
            refusedNote
              ? 'rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950'
              : 'text-neutral-600',
          )}
        >
          {refusedNote ? <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : null}
          <span>{codNote}</span>
        </p>
      </div>
      {children}
    </fieldset>
  );
}
