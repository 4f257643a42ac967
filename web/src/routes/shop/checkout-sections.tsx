import type { ComponentProps, ReactNode, RefObject } from 'react';
import { Link } from '../../lib/navigation';
import { Banknote, Gift, LockKeyhole } from 'lucide-react';
import type { ApiAddress } from '../../../../common/contracts/address';
import type { ApiCart } from '../../../../common/contracts/cart';
import { ORDER_MESSAGES, readBuyerGstin } from '../../../../common/contracts/orders';
import { formatINR } from '../../../../common/money';
import { Button, buttonVariants } from '../../components/ui/button';
import { RequiredLegend, TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { AddressBook } from '../../features/addresses';
import type { DeliveryMethod, PaymentMethod } from '../../../../common/delivery';
import {
  CHECKOUT_MESSAGES,
  CheckoutSummary,
  CodVerification,
  DeliveryOptions,
  DeliveryZoneNote,
  PaymentOptions,
  type CheckoutField,
  type CheckoutStep,
} from '../../features/orders';
import { paths } from '../../lib/paths';
import { msg, useT } from '../../i18n/i18n';
import { knownMessage } from '../../i18n/known-messages';
import type { useCheckoutPricing } from './checkout-pricing';

type Pricing = ReturnType<typeof useCheckoutPricing>;
export type ContactField = 'contactName' | 'contactEmail' | 'buyerGstin';

const card = 'rounded-xl border border-neutral-200 bg-white p-4 sm:p-6';
/** The checkout button's words for a cash-on-delivery order (SPEC's 'Checkout with PhonePe' for PhonePe). */
const PLACE_COD = msg('Place order (pay on delivery)');
/** …and for an order a gift card pays whole: nothing is left to pay, so no payment page. */
const PLACE_BY_CARD = msg('Place order (paid by gift card)');

/** Said above the steps when the cart has nothing in it. */
export function EmptyCartNote() {
  const t = useT();
  return (
    <div
      role="status"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p>
        <strong className="font-semibold">{t('Your cart is empty.')}</strong>{' '}
        {t('Add products to place an order.')}
      </p>
      <Link to={paths.shop.listing.href()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {t('Browse products')}
      </Link>
    </div>
  );
}

/** The first step's address: the address book to choose from, with where it delivers and what it costs. */
export function ShippingSection({
  userId,
  headingRef,
  selected,
  selectedId,
  invalid,
  empty,
  pricing,
  onChoose,
}: {
  userId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  selected: ApiAddress | null;
  selectedId: string | null;
  invalid: CheckoutField | null;
  empty: boolean;
  pricing: Pricing;
  onChoose: (id: string | null) => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="shipping-heading" className={card}>
      <h2
        id="shipping-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold focus:outline-none"
      >
        {t('Shipping address')}
      </h2>
      {invalid === 'address' && !selected ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {knownMessage(t, CHECKOUT_MESSAGES, ORDER_MESSAGES.address)}
        </p>
      ) : null}
      <AddressBook
        userId={userId}
        selectable
        selectedId={selectedId}
        onSelect={onChoose}
        note={
          <DeliveryZoneNote
            pincode={empty ? null : (selected?.pincode ?? null)}
            preview={pricing.shown}
            refused={pricing.refused}
            failed={pricing.failed}
            onRetry={() => void pricing.preview.refetch()}
          />
        }
      />
    </section>
  );
}

/** The first step's contact: name and e-mail (from the account to start with) and an optional GSTIN. */
export function ContactSection({
  values,
  invalid,
  nameRef,
  emailRef,
  gstinRef,
  onEdit,
}: {
  values: Record<ContactField, string>;
  invalid: CheckoutField | null;
  nameRef: RefObject<HTMLInputElement | null>;
  emailRef: RefObject<HTMLInputElement | null>;
  gstinRef: RefObject<HTMLInputElement | null>;
  onEdit: (field: ContactField, value: string) => void;
}) {
  const t = useT();
  const known = (message: string) => knownMessage(t, CHECKOUT_MESSAGES, message);
  const gstinProblem = readBuyerGstin(values.buyerGstin).message;
  return (
    <section aria-labelledby="contact-heading" className={card}>
      <h2 id="contact-heading" className="text-lg font-semibold">
        {t('Contact')}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        {t('The order confirmation and GST invoice are sent here.')}
      </p>
      <RequiredLegend className="mt-2" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label={t('Full name')}
          required
          autoComplete="name"
          value={values.contactName}
          ref={nameRef}
          error={invalid === 'contactName' ? known(ORDER_MESSAGES.name) : undefined}
          onChange={(e) => onEdit('contactName', e.target.value)}
        />
        <TextField
          id="contact-email"
          label={t('Email')}
          required
          type="email"
          autoComplete="email"
          value={values.contactEmail}
          ref={emailRef}
          error={invalid === 'contactEmail' ? known(ORDER_MESSAGES.email) : undefined}
          onChange={(e) => onEdit('contactEmail', e.target.value)}
        />
        <TextField
          id="buyer-gstin"
          label={t('GSTIN (optional)')}
          hint={t(
            'Buying for a business? Your GSTIN goes on the tax invoice, so you can claim input tax credit.',
          )}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          value={values.buyerGstin}
          ref={gstinRef}
          error={invalid === 'buyerGstin' && gstinProblem ? known(gstinProblem) : undefined}
          onChange={(e) => onEdit('buyerGstin', e.target.value)}
        />
      </div>
    </section>
  );
}

type OptionsStatus = ComponentProps<typeof DeliveryOptions>['status'];

/** The second step: standard or express, with each one's fee and dates for the chosen address. */
export function DeliveryStep({
  className,
  onFocus,
  headingRef,
  pricing,
  method,
  status,
  onChange,
}: {
  className: string;
  onFocus: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  pricing: Pricing;
  method: DeliveryMethod;
  status: OptionsStatus;
  onChange: (method: DeliveryMethod) => void;
}) {
  return (
    <section aria-labelledby="delivery-heading" className={`${card} ${className}`} onFocus={onFocus}>
      <DeliveryOptions
        headingRef={headingRef}
        preview={pricing.refused || pricing.failed ? undefined : pricing.shown}
        method={method}
        onChange={onChange}
        status={status}
      />
    </section>
  );
}

/**
 * The third step: PhonePe, or cash on delivery where this order may have it (with what it needs); nothing to
 * choose when a gift card pays the whole order.
 */
export function PaymentStep({
  className,
  onFocus,
  headingRef,
  pricing,
  status,
  onChange,
  children,
}: {
  className: string;
  onFocus: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  pricing: Pricing;
  status: OptionsStatus;
  onChange: (method: PaymentMethod) => void;
  children: ReactNode;
}) {
  const t = useT();
  if (pricing.byCard && pricing.priced)
    return (
      <section aria-labelledby="payment-heading" className={`${card} ${className}`} onFocus={onFocus}>
        <h2
          ref={headingRef}
          id="payment-heading"
          tabIndex={-1}
          className="mb-3 text-lg font-semibold focus:outline-none"
        >
          {t('Payment method')}
        </h2>
        <p className="flex items-start gap-3 rounded-lg border border-brand bg-white p-4 text-sm ring-2 ring-brand/30">
          <Gift className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span className="grid min-w-0 gap-0.5">
            <span className="font-medium">
              {t('Paid by gift card: {amount}', { amount: formatINR(pricing.priced.giftCardAmount) })}
            </span>
            <span className="text-neutral-600">
              {t('Your gift card covers the whole order, so there is no payment method to choose.')}
            </span>
          </span>
        </p>
      </section>
    );
  return (
    <section aria-labelledby="payment-heading" className={`${card} ${className}`} onFocus={onFocus}>
      <PaymentOptions
        headingRef={headingRef}
        method={pricing.paymentMethod}
        onChange={onChange}
        cod={pricing.codTerms}
        codRefused={pricing.codRefused}
        status={status}
      >
        {children}
      </PaymentOptions>
    </section>
  );
}

/** Under the payment options: cash on delivery's charges that could not be worked out, or its e-mail code. */
export function CodExtras({
  failed,
  onRetry,
  needsCode,
  email,
  codeRef,
  refused,
  onVerified,
}: {
  failed: boolean;
  onRetry: () => void;
  needsCode: boolean;
  email: string;
  codeRef: RefObject<HTMLInputElement | null>;
  refused: boolean;
  onVerified: () => void;
}) {
  const t = useT();
  return (
    <>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <p>{t('Could not work out the cash-on-delivery charges.')}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
      {needsCode ? (
        <CodVerification email={email} codeRef={codeRef} refused={refused} onVerified={onVerified} />
      ) : null}
    </>
  );
}

/** The order summary beside the steps, with the button that continues or places the order. */
export function SummaryAside({
  cart,
  pricing,
  hasAddress,
  busy,
  step,
  onCheckout,
  discount,
  giftCard,
}: {
  cart: { data: ApiCart | undefined; isError: boolean; refetch: () => unknown };
  pricing: Pricing;
  hasAddress: boolean;
  busy: boolean;
  step: CheckoutStep;
  onCheckout: () => void;
  /** The Discount box. */
  discount?: ReactNode;
  /** The Giftcard box. */
  giftCard?: ReactNode;
}) {
  const t = useT();
  const { priced, byCard } = pricing;
  const cash = pricing.cash && !byCard;
  return (
    <aside aria-labelledby="summary-heading" className={`${card} bg-neutral-50 lg:sticky lg:top-24`}>
      <h2 id="summary-heading" className="mb-4 text-lg font-semibold">
        {t('Order summary')}
      </h2>
      {cart.data ? (
        <CheckoutSummary
          cart={cart.data}
          priced={priced ?? pricing.repricing}
          updating={pricing.repricing !== null}
          discount={discount}
          giftCard={giftCard}
          pendingDelivery={
            !hasAddress
              ? t('Choose an address')
              : pricing.refused
                ? t('Not available')
                : pricing.failed
                  ? t('Not known yet')
                  : t('Working it out…')
          }
          taxNote={
            priced ? (
              <p className="text-xs text-neutral-600">
                {t('Delivery to {state}:', { state: priced.placeOfSupply.state })}{' '}
                {priced.taxType === 'inter' ? t('IGST (another state)') : 'CGST + SGST'}
              </p>
            ) : null
          }
          action={
            <div className="grid gap-2">
              <Button
                size="lg"
                className="h-auto min-h-11 w-full whitespace-normal py-2"
                busy={busy}
                onClick={onCheckout}
              >
                {busy ? (
                  cash || byCard ? (
                    t('Placing your order...')
                  ) : (
                    t('Processing PhonePe Payment...')
                  )
                ) : byCard && step === 2 ? (
                  t(PLACE_BY_CARD)
                ) : cash && step === 2 ? (
                  t(PLACE_COD)
                ) : (
                  <>
                    <span className="sm:hidden">{t('Continue')}</span>
                    <span className="max-sm:hidden">
                      {byCard ? t(PLACE_BY_CARD) : cash ? t(PLACE_COD) : t('Checkout with PhonePe')}
                    </span>
                  </>
                )}
              </Button>
              {byCard ? (
                <p className="text-center text-xs text-neutral-600">
                  {t('Your gift card pays the whole order: nothing is left to pay.')}
                </p>
              ) : cash ? (
                <p className="flex items-center justify-center gap-1.5 text-center text-xs text-neutral-600">
                  <Banknote className="size-3.5 shrink-0" aria-hidden="true" />
                  {priced
                    ? t('You pay {amount} in cash on delivery.', {
                        amount: formatINR(priced.amountDue ?? priced.totalAmount),
                      })
                    : t('You pay in cash on delivery.')}
                </p>
              ) : (
                <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-600">
                  <LockKeyhole className="size-3.5" aria-hidden="true" />
                  {t('You pay on PhonePe’s secure page: UPI, cards or net banking.')}
                </p>
              )}
            </div>
          }
        />
      ) : cart.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 text-center text-sm text-red-900">
          {t('Could not load your cart.')}
          <Button variant="outline" onClick={() => void cart.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t('Loading your order summary')} className="grid gap-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      )}
    </aside>
  );
}
