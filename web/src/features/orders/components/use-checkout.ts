import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/navigation';
import type { ApiAddress } from '../../../../../common/contracts/address';
import type { ApiCart } from '../../../../../common/contracts/cart';
import type { DeliveryMethod, PaymentMethod } from '../../../../../common/delivery';
import {
  COD_MESSAGES,
  ORDER_MESSAGES,
  readBuyerGstin,
  type ApiOrderPreview,
  type CreateOrderInput,
} from '../../../../../common/contracts/orders';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCreateOrder } from '../api/create-order';
import { orderPreviewQuery, previewsKey, refusedPreviewMessage } from '../api/get-order-preview';
import { storeOrderId } from '../api/capture-payment';
import { checkoutRefusal, newIdempotencyKey, type CheckoutField } from '../checkout-rules';
import { goToPayment } from '../payment-redirect';
import { paths } from '../../../lib/paths';
import { msg, useT } from '../../../i18n/i18n';
import { knownMessage } from '../../../i18n/known-messages';
import { CHECKOUT_MESSAGES } from '../checkout-messages';

export interface CheckoutValues {
  address: ApiAddress | null;
  contactName: string;
  contactEmail: string;
  /** The business's GSTIN for a B2B invoice; blank for none. */
  buyerGstin: string;
  deliveryMethod: DeliveryMethod;
  /** PhonePe, or cash on delivery where the preview allows it. */
  paymentMethod: PaymentMethod;
  /** The discount code the buyer applied (as sent), or null. */
  discountCode?: string | null;
  /** The gift card the buyer applied (as typed), or null. */
  giftCardCode?: string | null;
}

/** The preview could not be had (not a refusal): the charges are unknown, so no order is placed. */
export const DELIVERY_UNKNOWN_MESSAGE = msg(
  'Could not work out the delivery charges for this address. Please try again.',
);

/** The discount code could not be checked (not a refusal): no order is placed with an unknown total. */
export const DISCOUNT_UNKNOWN_MESSAGE = msg('Could not check the discount code. Please try again.');
export const GIFT_CARD_UNKNOWN_MESSAGE = msg('Could not check the gift card. Please try again.');

/** SPEC §4 order creation: the body SPEC's client sends (the server reads only what it trusts). */
function orderBody(
  userId: string,
  cart: ApiCart,
  values: CheckoutValues & { address: ApiAddress },
  preview: ApiOrderPreview,
): CreateOrderInput {
  const now = new Date().toISOString();
  const { address } = values;
  const buyerGstin = readBuyerGstin(values.buyerGstin).gstin;
  return {
    userId,
    cartId: cart._id,
    cartItems: cart.items.map((i) => ({
      productId: i.productId,
      title: i.title,
      image: i.image,
      price: i.price,
      salePrice: i.salePrice,
      quantity: i.quantity,
    })),
    addressInfo: {
      addressId: address._id,
      address: address.address,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes,
    },
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    ...(buyerGstin ? { buyerGstin } : {}),
    ...(values.discountCode ? { discountCode: values.discountCode } : {}),
    ...(values.giftCardCode ? { giftCardCode: values.giftCardCode } : {}),
    orderStatus: 'pending',
    deliveryMethod: values.deliveryMethod,
    paymentMethod: values.paymentMethod,
    paymentStatus: 'pending',
    // What the buyer was shown; the server prices the order again from its own data.
    totalAmount: preview.totalAmount,
    orderDate: now,
    orderUpdateDate: now,
    paymentId: '',
    payerId: '',
  };
}

/** What makes two presses the same checkout attempt: the same lines, address, contact, GSTIN, delivery and total. */
const attemptSignature = (cart: ApiCart, values: CheckoutValues, preview: ApiOrderPreview) =>
  JSON.stringify([
    cart.items.map((i) => [i.productId, i.quantity, i.salePrice, i.price]),
    values.address?._id,
    values.contactName.trim(),
    values.contactEmail.trim(),
    readBuyerGstin(values.buyerGstin).gstin,
    values.deliveryMethod,
    values.paymentMethod,
    values.discountCode ?? null,
    values.giftCardCode ?? null,
    preview.totalAmount,
  ]);

/**
 * Checkout with PhonePe: SPEC §5's checks with §8's messages, the delivery priced by the server for the
 * chosen address and method (the preview; an address the shop does not deliver to is refused with the
 * owner's message), then POST /api/shop/order/create with an
 * Idempotency-Key per attempt, the order id into session storage and the browser to the approval URL.
 *
 * Cash on delivery is priced with paymentMethod=cod (its fee in the total; a refusal's reason
 * shown at the Payment step), needs the account's e-mail confirmed first (the preview's `cod.verified`), and
 * goes from the created order to the order-placed page the answer names: no payment page, and no order id
 * kept for a capture.
 *
 * An attempt is the same lines, address, contact, GSTIN, delivery method and total: pressing again (a
 * double click, a retry after a lost answer) sends the same key with the same body, so the server answers with the one order it made. A
 * changed attempt gets a new key. While the order is created, and after, until the browser has left for
 * the payment page, the checkout is busy and presses are ignored.
 */
export function useCheckout(userId: string) {
  const t = useT();
  // The checks' messages are common/'s English: in the page's language where they are toasted.
  const known = (message: string) => knownMessage(t, CHECKOUT_MESSAGES, message);
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const navigate = useNavigate();
  const attempt = useRef<{ signature: string; key: string; body: CreateOrderInput } | null>(null);
  const running = useRef(false);
  const [pricing, setPricing] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // Back from the payment page into this very page (the browser's back-forward cache): not busy any more.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  /** The checks of SPEC §5, at once: the field to show (its message toasted), or null. */
  function refuse(cart: ApiCart | undefined, values: CheckoutValues): CheckoutField | null {
    const refusal = checkoutRefusal({
      cart: cart ?? { items: [], totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 } },
      addressId: values.address?._id ?? null,
      contactName: values.contactName,
      contactEmail: values.contactEmail,
      buyerGstin: values.buyerGstin,
    });
    if (refusal || !cart || !values.address) {
      toast({ title: known(refusal?.message ?? ORDER_MESSAGES.cartEmpty), variant: 'destructive' });
      return refusal?.field ?? 'cart';
    }
    return null;
  }

  /**
   * The delivery's charges for the address and method, as the server prices them (the preview, from the
   * cache when fresh): the preview, or the field to show with its message toasted.
   */
  async function price(
    cart: ApiCart,
    values: CheckoutValues & { address: ApiAddress },
  ): Promise<{ field: CheckoutField; preview?: never } | { field: null; preview: ApiOrderPreview }> {
    try {
      const preview = await queryClient.fetchQuery(
        orderPreviewQuery(userId, values.address._id, cart, values.deliveryMethod, values.paymentMethod),
      );
      if (values.paymentMethod === 'cod' && !preview.cod.verified) {
        toast({ title: known(COD_MESSAGES.verify), variant: 'destructive' });
        return { field: 'payment' };
      }
      const coded = values.discountCode
        ? await priceWithCode(cart, values, values.discountCode)
        : ({ field: null, preview } as const);
      if (coded.field || !values.giftCardCode) return coded;
      return await priceWithCard(cart, values, values.giftCardCode);
    } catch (error) {
      const refused = refusedPreviewMessage(error);
      toast({ title: refused ?? t(DELIVERY_UNKNOWN_MESSAGE), variant: 'destructive' });
      // Cash on delivery refused (over the limit, not here, too many open): said at the Payment step.
      if (refused && values.paymentMethod === 'cod') return { field: 'payment' };
      return { field: refused ? 'address' : 'delivery' };
    }
  }

  /**
   * The order priced again with the buyer's discount code, once it is priced without: a 400 now is the code's
   * refusal ("This code has expired"), said at the Discount box; the buyer removes the code or tries another.
   */
  async function priceWithCode(
    cart: ApiCart,
    values: CheckoutValues & { address: ApiAddress },
    code: string,
  ): Promise<{ field: CheckoutField; preview?: never } | { field: null; preview: ApiOrderPreview }> {
    try {
      const preview = await queryClient.fetchQuery(
        orderPreviewQuery(
          userId,
          values.address._id,
          cart,
          values.deliveryMethod,
          values.paymentMethod,
          code,
        ),
      );
      return { field: null, preview };
    } catch (error) {
      toast({ title: refusedPreviewMessage(error) ?? t(DISCOUNT_UNKNOWN_MESSAGE), variant: 'destructive' });
      return { field: 'discount' };
    }
  }

  /**
   * The order priced again with the buyer's gift card (and code), once priced without: a 400 now is the card's
   * refusal ("This gift card has expired"), said at the Giftcard box.
   */
  async function priceWithCard(
    cart: ApiCart,
    values: CheckoutValues & { address: ApiAddress },
    giftCardCode: string,
  ): Promise<{ field: CheckoutField; preview?: never } | { field: null; preview: ApiOrderPreview }> {
    try {
      const preview = await queryClient.fetchQuery(
        orderPreviewQuery(
          userId,
          values.address._id,
          cart,
          values.deliveryMethod,
          values.paymentMethod,
          values.discountCode ?? null,
          giftCardCode,
        ),
      );
      return { field: null, preview };
    } catch (error) {
      toast({ title: refusedPreviewMessage(error) ?? t(GIFT_CARD_UNKNOWN_MESSAGE), variant: 'destructive' });
      return { field: 'giftCard' };
    }
  }

  /** The checks alone (a phone's Continue between steps): the field to show, or null when all is well. */
  async function validate(cart: ApiCart | undefined, values: CheckoutValues): Promise<CheckoutField | null> {
    if (running.current || leaving) return null;
    const field = refuse(cart, values);
    if (field || !cart || !values.address) return field ?? 'cart';
    running.current = true;
    try {
      return (await price(cart, { ...values, address: values.address })).field;
    } finally {
      running.current = false;
    }
  }

  async function submit(cart: ApiCart | undefined, values: CheckoutValues): Promise<CheckoutField | null> {
    if (running.current || leaving) return null;
    const field = refuse(cart, values);
    if (field || !cart || !values.address) return field ?? 'cart';
    const address = values.address;
    running.current = true;
    setPricing(true);
    try {
      const priced = await price(cart, { ...values, address });
      if (priced.field) return priced.field;
      const { preview } = priced;

      const signature = attemptSignature(cart, values, preview);
      if (attempt.current?.signature !== signature) {
        attempt.current = {
          signature,
          key: newIdempotencyKey(),
          body: orderBody(userId, cart, { ...values, address }, preview),
        };
      }
      const { key, body } = attempt.current;
      return await place(body, key);
    } finally {
      running.current = false;
      setPricing(false);
    }
  }

  async function place(body: CreateOrderInput, key: string): Promise<CheckoutField | null> {
    const cash = body.paymentMethod === 'cod';
    try {
      const res = await create.mutateAsync({ body, idempotencyKey: key });
      // Cash on delivery, or a gift card that paid it all: placed, nothing to capture.
      if (cash || ((res.giftCardAmount ?? 0) > 0 && res.amountDue === 0)) {
        // Placed: nothing to capture. The server emptied the cart; the account lists the new order.
        setLeaving(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.user(userId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.list(userId) });
        openOrderPlaced(res.approvalURL, res.orderId);
        return null;
      }
      storeOrderId(res.orderId);
      if (!goToPayment(res.approvalURL)) throw new Error('Not a payment address');
      setLeaving(true);
      return null;
    } catch (error) {
      toast({ title: errorMessage(error, known(ORDER_MESSAGES.createFailed)), variant: 'destructive' });
      const status = error instanceof ApiError ? error.status : 0;
      // Stock or prices moved, an address went away or is no longer served, cash on delivery is refused
      // now (too many open, the e-mail not confirmed): show the server's current cart, addresses and charges.
      if (status === 409 || status === 400 || status === 403) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.user(userId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.addresses.user(userId) });
        void queryClient.invalidateQueries({ queryKey: previewsKey() });
      }
      return cash && status === 403 ? 'payment' : null;
    }
  }

  /**
   * The order-placed page the server named (approvalURL): within the app when it is on this origin, else
   * by the browser; the app's own page for the order when the address is not one to follow.
   */
  function openOrderPlaced(approvalURL: string, orderId: string) {
    let url: URL | null = null;
    try {
      url = new URL(approvalURL, window.location.href);
    } catch {
      url = null;
    }
    if (url && url.origin === window.location.origin) void navigate(url.pathname + url.search);
    else if (!url || !goToPayment(url.href)) void navigate(paths.shop.orderPlaced.href({ orderId }));
  }

  return { submit, validate, busy: pricing || create.isPending || leaving };
}
