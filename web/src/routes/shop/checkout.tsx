import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { Banknote, LockKeyhole } from 'lucide-react';
import type { AuthUser } from '../../../../common/contracts/auth';
import { PageTitle } from '../../components/page-title';
import { Button, buttonVariants } from '../../components/ui/button';
import { RequiredLegend, TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { AddressBook, useAddresses } from '../../features/addresses';
import { useAuth } from '../../lib/session';
import { useCart } from '../../lib/cart-query';
import {
  ContactEmail,
  ContactName,
  ORDER_MESSAGES,
  readBuyerGstin,
} from '../../../../common/contracts/orders';
import type { DeliveryMethod, PaymentMethod } from '../../../../common/delivery';
import { formatINR } from '../../../../common/money';
import {
  CheckoutSteps,
  CheckoutSummary,
  CodVerification,
  DeliveryOptions,
  DeliveryZoneNote,
  PaymentOptions,
  previewsKey,
  refusedPreviewMessage,
  useCheckout,
  useOrderPreview,
  type CheckoutField,
  type CheckoutStep,
} from '../../features/orders';
import { paths } from '../../lib/paths';

/** SPEC §2 Checkout (signed-in only; the guard sends a visitor to login and back). */
export default function CheckoutPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle title="Checkout" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      {user ? <Checkout user={user} /> : <CheckoutSteps className={stepsClass} />}
    </div>
  );
}

const card = 'rounded-xl border border-neutral-200 bg-white p-4 sm:p-6';
/** The checkout button's words for a cash-on-delivery order (SPEC's 'Checkout with PhonePe' for PhonePe). */
const PLACE_COD = 'Place order (pay on delivery)';
const stepsClass = 'mt-3 max-w-md';

/**
 * Phones show one step at a time and 'Continue' moves to the next (the button's small-screen label, SPEC
 * §2); wider screens show all three and the button checks out. The same breakpoint as Tailwind's `sm`.
 */
const oneStepAtATime = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('not all and (min-width: 40rem)').matches;

function Checkout({ user }: { user: AuthUser }) {
  const cart = useCart(user.id);
  const addresses = useAddresses(user.id);
  const list = addresses.data ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The only saved address is the one to use; with more, the shopper chooses (SPEC §5).
  const selectedId = chosenId ?? (list.length === 1 ? list[0]._id : null);
  const selected = list.find((a) => a._id === selectedId) ?? null;

  // SPEC §5: name and e-mail start from the account's.
  const [contactName, setContactName] = useState(user.userName);
  const [contactEmail, setContactEmail] = useState(user.email);
  const [buyerGstin, setBuyerGstin] = useState('');
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('standard');
  // The buyer's choice; cash on delivery counts only while the preview allows it (see paymentMethod).
  const [chosenPayment, setChosenPayment] = useState<PaymentMethod>('phonepe');
  const [invalid, setInvalid] = useState<CheckoutField | null>(null);
  // The step the shopper is at: on a phone the one shown, elsewhere the one last worked in.
  const [step, setStep] = useState<CheckoutStep>(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const gstinRef = useRef<HTMLInputElement>(null);
  const shippingRef = useRef<HTMLHeadingElement>(null);
  const deliveryRef = useRef<HTMLHeadingElement>(null);
  const paymentRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const checkout = useCheckout(user.id);

  /** Shows a step (on a phone, in place of the one shown) and moves the focus to its heading. */
  function goTo(next: CheckoutStep) {
    flushSync(() => setStep(next));
    [shippingRef, deliveryRef, paymentRef][next].current?.focus();
  }

  function showRefusal(field: CheckoutField | null) {
    setInvalid(field);
    if (field === null || field === 'cart') return;
    if (field === 'delivery') {
      goTo(1);
      return;
    }
    if (field === 'payment') {
      goTo(2);
      // Before a first cash order: to the code's input, where the e-mail is confirmed.
      codeRef.current?.focus();
      return;
    }
    if (step !== 0) flushSync(() => setStep(0));
    if (field === 'contactName') nameRef.current?.focus();
    else if (field === 'contactEmail') emailRef.current?.focus();
    else if (field === 'buyerGstin') gstinRef.current?.focus();
    else shippingRef.current?.focus();
  }

  async function onCheckout() {
    if (step < 2 && oneStepAtATime()) {
      // 'Continue' on a phone: the steps so far must hold (the charges known) before the next one shows.
      const field = await checkout.validate(cart.data, values);
      if (field) showRefusal(field);
      else {
        setInvalid(null);
        goTo(step === 0 ? 1 : 2);
      }
      return;
    }
    setStep(2);
    showRefusal(await checkout.submit(cart.data, values));
  }

  // Delivery and GST by place of supply (issues 17 and 28): once an address is chosen, the cart as the
  // server prices it for that address and delivery method: the zone, both methods' fees and dates, the
  // charges, CGST + SGST in the shop's state or IGST elsewhere, and the total. Until then, the cart's own
  // totals. While another method is priced, the last answer gives the zone and options, and the summary
  // keeps its figures, dimmed and marked busy, so the total does not jump; a preview that no longer
  // matches the cart's goods is not shown.
  const preview = useOrderPreview(user.id, selected?._id ?? null, cart.data, deliveryMethod);
  const shown = selected && preview.data?.addressId === selected._id ? preview.data : undefined;
  const refused = selected ? refusedPreviewMessage(preview.error) : null;
  const failed = !!selected && preview.isError && refused === null;

  // Cash on delivery (issue 28): the PhonePe preview says whether it may be chosen for this order and why
  // not; chosen, the order is priced again with its fee (paymentMethod=cod). A refusal of that preview (the
  // terms changed since) is said at the option, and PhonePe stays the way to pay.
  const codTerms = shown && !refused && !failed ? shown.cod : undefined;
  const wantsCod = chosenPayment === 'cod' && !!codTerms?.available;
  const codPreview = useOrderPreview(
    user.id,
    selected?._id ?? null,
    cart.data,
    deliveryMethod,
    'cod',
    wantsCod,
  );
  const codRefused = wantsCod ? refusedPreviewMessage(codPreview.error) : null;
  const codFailed = wantsCod && codPreview.isError && codRefused === null;
  const paymentMethod: PaymentMethod = wantsCod && codRefused === null ? 'cod' : 'phonepe';
  const cash = paymentMethod === 'cod';

  const pricing = cash ? codPreview : preview;
  const current = selected && pricing.data?.addressId === selected._id ? pricing.data : undefined;
  const sameGoods = (p: typeof current) => !!p && p.goodsTotal === cart.data?.totals.grandTotal;
  const priced =
    current &&
    sameGoods(current) &&
    !pricing.isPlaceholderData &&
    current.deliveryMethod === deliveryMethod &&
    current.paymentMethod === paymentMethod
      ? current
      : null;
  // While cash on delivery is first priced, the PhonePe figures stand in, dimmed.
  const last = current ?? (cash ? shown : undefined);
  const repricing =
    !priced && sameGoods(last) && (pricing.isPlaceholderData || (cash && pricing.isPending)) ? last! : null;
  const values = { address: selected, contactName, contactEmail, buyerGstin, deliveryMethod, paymentMethod };
  const needsCode = cash && codTerms?.verified === false;

  const shippingDone =
    !!shown &&
    !refused &&
    !failed &&
    ContactName.safeParse(contactName).success &&
    ContactEmail.safeParse(contactEmail).success &&
    readBuyerGstin(buyerGstin).message === null;
  const hiddenOnPhone = (own: CheckoutStep) => (step === own ? '' : 'max-sm:hidden');

  const empty = cart.data !== undefined && cart.data.items.length === 0;

  return (
    <>
      <CheckoutSteps className={stepsClass} current={step} done={[shippingDone, !!priced]} onSelect={goTo} />
      {empty ? (
        <div
          role="status"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p>
            <strong className="font-semibold">Your cart is empty.</strong> Add products to place an order.
          </p>
          <Link to={paths.shop.listing.href()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Browse products
          </Link>
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <div className={`grid min-w-0 gap-6 ${hiddenOnPhone(0)}`} onFocus={() => setStep(0)}>
            <section aria-labelledby="shipping-heading" className={card}>
              <h2
                id="shipping-heading"
                ref={shippingRef}
                tabIndex={-1}
                className="mb-3 text-lg font-semibold focus:outline-none"
              >
                Shipping address
              </h2>
              {invalid === 'address' && !selected ? (
                <p role="alert" className="mb-3 text-sm font-medium text-red-700">
                  {ORDER_MESSAGES.address}
                </p>
              ) : null}
              <AddressBook
                userId={user.id}
                selectable
                selectedId={selectedId}
                onSelect={(id) => {
                  setChosenId(id);
                  if (id) setInvalid((f) => (f === 'address' ? null : f));
                }}
                note={
                  <DeliveryZoneNote
                    pincode={empty ? null : (selected?.pincode ?? null)}
                    preview={shown}
                    refused={refused}
                    failed={failed}
                    onRetry={() => void preview.refetch()}
                  />
                }
              />
            </section>

            <section aria-labelledby="contact-heading" className={card}>
              <h2 id="contact-heading" className="text-lg font-semibold">
                Contact
              </h2>
              <p className="mt-1 text-sm text-neutral-600">
                The order confirmation and GST invoice are sent here.
              </p>
              <RequiredLegend className="mt-2" />
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <TextField
                  id="contact-name"
                  label="Full name"
                  required
                  autoComplete="name"
                  value={contactName}
                  ref={nameRef}
                  error={invalid === 'contactName' ? ORDER_MESSAGES.name : undefined}
                  onChange={(e) => {
                    setContactName(e.target.value);
                    if (invalid === 'contactName') setInvalid(null);
                  }}
                />
                <TextField
                  id="contact-email"
                  label="Email"
                  required
                  type="email"
                  autoComplete="email"
                  value={contactEmail}
                  ref={emailRef}
                  error={invalid === 'contactEmail' ? ORDER_MESSAGES.email : undefined}
                  onChange={(e) => {
                    setContactEmail(e.target.value);
                    if (invalid === 'contactEmail') setInvalid(null);
                  }}
                />
                <TextField
                  id="buyer-gstin"
                  label="GSTIN (optional)"
                  hint="Buying for a business? Your GSTIN goes on the tax invoice, so you can claim input tax credit."
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
                  value={buyerGstin}
                  ref={gstinRef}
                  error={
                    invalid === 'buyerGstin' ? (readBuyerGstin(buyerGstin).message ?? undefined) : undefined
                  }
                  onChange={(e) => {
                    setBuyerGstin(e.target.value);
                    if (invalid === 'buyerGstin') setInvalid(null);
                  }}
                />
              </div>
            </section>
          </div>

          <section
            aria-labelledby="delivery-heading"
            className={`${card} ${hiddenOnPhone(1)}`}
            onFocus={() => setStep(1)}
          >
            <DeliveryOptions
              headingRef={deliveryRef}
              preview={refused || failed ? undefined : shown}
              method={deliveryMethod}
              onChange={(method) => {
                setDeliveryMethod(method);
                setInvalid((f) => (f === 'delivery' ? null : f));
              }}
              status={
                empty ? 'no-items' : !selected ? 'no-address' : refused || failed ? 'unavailable' : 'loading'
              }
            />
          </section>

          <section
            aria-labelledby="payment-heading"
            className={`${card} ${hiddenOnPhone(2)}`}
            onFocus={() => setStep(2)}
          >
            <PaymentOptions
              headingRef={paymentRef}
              method={paymentMethod}
              onChange={(method) => {
                setChosenPayment(method);
                setInvalid((f) => (f === 'payment' ? null : f));
              }}
              cod={codTerms}
              codRefused={codRefused}
              status={
                empty ? 'no-items' : !selected ? 'no-address' : refused || failed ? 'unavailable' : 'loading'
              }
            >
              {codFailed ? (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
                >
                  <p>Could not work out the cash-on-delivery charges.</p>
                  <Button variant="outline" size="sm" onClick={() => void codPreview.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : null}
              {needsCode ? (
                <CodVerification
                  email={user.email}
                  codeRef={codeRef}
                  refused={invalid === 'payment'}
                  onVerified={() => {
                    setInvalid((f) => (f === 'payment' ? null : f));
                    paymentRef.current?.focus();
                    void queryClient.invalidateQueries({ queryKey: previewsKey() });
                  }}
                />
              ) : null}
            </PaymentOptions>
          </section>
        </div>

        <aside aria-labelledby="summary-heading" className={`${card} bg-neutral-50 lg:sticky lg:top-24`}>
          <h2 id="summary-heading" className="mb-4 text-lg font-semibold">
            Order summary
          </h2>
          {cart.data ? (
            <CheckoutSummary
              cart={cart.data}
              priced={priced ?? repricing}
              updating={repricing !== null}
              pendingDelivery={
                !selected
                  ? 'Choose an address'
                  : refused
                    ? 'Not available'
                    : failed
                      ? 'Not known yet'
                      : 'Working it out…'
              }
              taxNote={
                priced ? (
                  <p className="text-xs text-neutral-600">
                    Delivery to {priced.placeOfSupply.state}:{' '}
                    {priced.taxType === 'inter' ? 'IGST (another state)' : 'CGST + SGST'}
                  </p>
                ) : null
              }
              action={
                <div className="grid gap-2">
                  <Button
                    size="lg"
                    className="h-auto min-h-11 w-full whitespace-normal py-2"
                    busy={checkout.busy}
                    onClick={() => void onCheckout()}
                  >
                    {checkout.busy ? (
                      cash ? (
                        'Placing your order...'
                      ) : (
                        'Processing PhonePe Payment...'
                      )
                    ) : cash && step === 2 ? (
                      PLACE_COD
                    ) : (
                      <>
                        <span className="sm:hidden">Continue</span>
                        <span className="max-sm:hidden">{cash ? PLACE_COD : 'Checkout with PhonePe'}</span>
                      </>
                    )}
                  </Button>
                  {cash ? (
                    <p className="flex items-center justify-center gap-1.5 text-center text-xs text-neutral-600">
                      <Banknote className="size-3.5 shrink-0" aria-hidden="true" />
                      {priced
                        ? `You pay ${formatINR(priced.totalAmount)} in cash on delivery.`
                        : 'You pay in cash on delivery.'}
                    </p>
                  ) : (
                    <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-600">
                      <LockKeyhole className="size-3.5" aria-hidden="true" />
                      You pay on PhonePe’s secure page: UPI, cards or net banking.
                    </p>
                  )}
                </div>
              }
            />
          ) : cart.isError ? (
            <div role="alert" className="grid justify-items-center gap-3 text-center text-sm text-red-900">
              Could not load your cart.
              <Button variant="outline" onClick={() => void cart.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <div role="status" aria-label="Loading your order summary" className="grid gap-3">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          )}
        </aside>
      </div>
    </>
  );
}
