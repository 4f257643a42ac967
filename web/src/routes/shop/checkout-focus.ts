import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CheckoutField, CheckoutStep } from '../../features/orders';

/**
 * Where checkout's focus goes: the step the shopper is at (on a phone the one shown, elsewhere the one last
 * worked in), each step's heading when it is shown, and the field a refusal names.
 */
export function useCheckoutFocus(setInvalid: (field: CheckoutField | null) => void) {
  // The step the shopper is at: on a phone the one shown, elsewhere the one last worked in.
  const [step, setStep] = useState<CheckoutStep>(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const gstinRef = useRef<HTMLInputElement>(null);
  const shippingRef = useRef<HTMLHeadingElement>(null);
  const deliveryRef = useRef<HTMLHeadingElement>(null);
  const paymentRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const discountRef = useRef<HTMLInputElement>(null);
  const giftCardRef = useRef<HTMLInputElement>(null);
  /** Shows a step (on a phone, in place of the one shown) and moves the focus to its heading. */
  function goTo(next: CheckoutStep) {
    flushSync(() => setStep(next));
    [shippingRef, deliveryRef, paymentRef][next].current?.focus();
  }

  function showRefusal(field: CheckoutField | null) {
    setInvalid(field);
    if (field === null || field === 'cart') return;
    if (field === 'discount' || field === 'giftCard') {
      // The Discount and Giftcard boxes are in the summary, shown beside every step: the input, with the reason.
      (field === 'discount' ? discountRef : giftCardRef).current?.focus();
      return;
    }
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

  return {
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
  };
}
