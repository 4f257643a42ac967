import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../common/contracts/auth';
import { PageTitle } from '../../components/page-title';
import { useAddresses } from '../../features/addresses';
import { useAuth } from '../../lib/session';
import { useCart } from '../../lib/cart-query';
import { ContactEmail, ContactName, readBuyerGstin } from '../../../../common/contracts/orders';
import type { DeliveryMethod, PaymentMethod } from '../../../../common/delivery';
import {
  CheckoutSteps,
  DiscountBox,
  previewsKey,
  useCheckout,
  type CheckoutField,
  type CheckoutStep,
} from '../../features/orders';
import { useT } from '../../i18n/i18n';
import { useCheckoutFocus } from './checkout-focus';
import { useCheckoutPricing } from './checkout-pricing';
import {
  CodExtras,
  ContactSection,
  DeliveryStep,
  EmptyCartNote,
  PaymentStep,
  ShippingSection,
  SummaryAside,
} from './checkout-sections';

/** SPEC §2 Checkout (signed-in only; the guard sends a visitor to login and back). */
export default function CheckoutPage() {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle title={t('Checkout')} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Checkout')}</h1>
      {user ? <Checkout user={user} /> : <CheckoutSteps className={stepsClass} />}
    </div>
  );
}

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
  // The discount code the buyer applied; the server prices the order with it (and may refuse it).
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  // The gift card the buyer applied: it pays part or all of the total the server priced (issue 47).
  const [giftCardCode, setGiftCardCode] = useState<string | null>(null);
  const {
    step,
    setStep,
    goTo,
    showRefusal,
    nameRef,
    emailRef,
    gstinRef,
    shippingRef,
    deliveryRef,
    paymentRef,
    codeRef,
    discountRef,
    giftCardRef,
  } = useCheckoutFocus(setInvalid);
  const queryClient = useQueryClient();

  const checkout = useCheckout(user.id);

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

  const empty = cart.data !== undefined && cart.data.items.length === 0;
  const pricing = useCheckoutPricing({
    userId: user.id,
    addressId: selected?._id ?? null,
    cart: cart.data,
    deliveryMethod,
    chosenPayment,
    discountCode,
    giftCardCode,
  });
  const { refused, failed } = pricing;
  const status = empty
    ? 'no-items'
    : !selected
      ? 'no-address'
      : refused || failed
        ? 'unavailable'
        : 'loading';
  const clearInvalid = (field: CheckoutField) => setInvalid((f) => (f === field ? null : f));
  const values = {
    address: selected,
    contactName,
    contactEmail,
    buyerGstin,
    deliveryMethod,
    // A card that pays it all takes no cash (nor cash's e-mail check): the server places it as paid by the card.
    paymentMethod: pricing.byCard ? 'phonepe' : pricing.paymentMethod,
    discountCode,
    giftCardCode,
  };
  const needsCode = pricing.cash && !pricing.byCard && pricing.codTerms?.verified === false;

  const shippingDone =
    !!pricing.shown &&
    !pricing.refused &&
    !pricing.failed &&
    ContactName.safeParse(contactName).success &&
    ContactEmail.safeParse(contactEmail).success &&
    readBuyerGstin(buyerGstin).message === null;
  const hiddenOnPhone = (own: CheckoutStep) => (step === own ? '' : 'max-sm:hidden');

  return (
    <>
      <CheckoutSteps
        className={stepsClass}
        current={step}
        done={[shippingDone, !!pricing.priced]}
        onSelect={goTo}
      />
      {empty ? <EmptyCartNote /> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <div className={`grid min-w-0 gap-6 ${hiddenOnPhone(0)}`} onFocus={() => setStep(0)}>
            <ShippingSection
              userId={user.id}
              headingRef={shippingRef}
              selected={selected}
              selectedId={selectedId}
              invalid={invalid}
              empty={empty}
              pricing={pricing}
              onChoose={(id) => {
                setChosenId(id);
                if (id) clearInvalid('address');
              }}
            />
            <ContactSection
              values={{ contactName, contactEmail, buyerGstin }}
              invalid={invalid}
              nameRef={nameRef}
              emailRef={emailRef}
              gstinRef={gstinRef}
              onEdit={(field, value) => {
                if (field === 'contactName') setContactName(value);
                else if (field === 'contactEmail') setContactEmail(value);
                else setBuyerGstin(value);
                if (invalid === field) setInvalid(null);
              }}
            />
          </div>

          <DeliveryStep
            className={hiddenOnPhone(1)}
            onFocus={() => setStep(1)}
            headingRef={deliveryRef}
            pricing={pricing}
            method={deliveryMethod}
            status={status}
            onChange={(method) => {
              setDeliveryMethod(method);
              clearInvalid('delivery');
            }}
          />
          <PaymentStep
            className={hiddenOnPhone(2)}
            onFocus={() => setStep(2)}
            headingRef={paymentRef}
            pricing={pricing}
            status={status}
            onChange={(method) => {
              setChosenPayment(method);
              clearInvalid('payment');
            }}
          >
            <CodExtras
              failed={pricing.codFailed}
              onRetry={() => void pricing.codPreview.refetch()}
              needsCode={needsCode}
              email={user.email}
              codeRef={codeRef}
              refused={invalid === 'payment'}
              onVerified={() => {
                clearInvalid('payment');
                paymentRef.current?.focus();
                void queryClient.invalidateQueries({ queryKey: previewsKey() });
              }}
            />
          </PaymentStep>
        </div>

        <SummaryAside
          cart={cart}
          pricing={pricing}
          hasAddress={!!selected}
          busy={checkout.busy}
          step={step}
          onCheckout={() => void onCheckout()}
          discount={
            <DiscountBox
              applied={discountCode}
              check={pricing.code}
              inputRef={discountRef}
              onApply={(code) => {
                setDiscountCode(code);
                clearInvalid('discount');
              }}
              onRemove={() => {
                setDiscountCode(null);
                clearInvalid('discount');
              }}
              onRetry={pricing.retryCode}
            />
          }
          giftCard={
            <DiscountBox
              kind="giftCard"
              applied={giftCardCode}
              check={pricing.card}
              amountDue={pricing.priced?.amountDue}
              inputRef={giftCardRef}
              onApply={(code) => {
                setGiftCardCode(code);
                clearInvalid('giftCard');
              }}
              onRemove={() => {
                setGiftCardCode(null);
                clearInvalid('giftCard');
              }}
              onRetry={pricing.retryCard}
            />
          }
        />
      </div>
    </>
  );
}

/** The frame this page is shown in when hydrated without the router (app/buyer-page). */
export { ShopFrame as Frame } from './shop-frame';
