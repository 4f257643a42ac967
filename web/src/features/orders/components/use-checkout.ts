import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiAddress } from '../../../../../common/contracts/address';
import type { ApiCart } from '../../../../../common/contracts/cart';
import {
  ORDER_MESSAGES,
  readBuyerGstin,
  type CreateOrderInput,
} from '../../../../../common/contracts/orders';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCreateOrder } from '../api/create-order';
import { storeOrderId } from '../api/capture-payment';
import { checkoutRefusal, newIdempotencyKey, type CheckoutField } from '../checkout-rules';
import { goToPayment } from '../payment-redirect';

export interface CheckoutValues {
  address: ApiAddress | null;
  contactName: string;
  contactEmail: string;
  /** The business's GSTIN for a B2B invoice; blank for none. */
  buyerGstin: string;
}

/** SPEC §4 order creation: the body SPEC's client sends (the server reads only what it trusts). */
function orderBody(
  userId: string,
  cart: ApiCart,
  values: CheckoutValues & { address: ApiAddress },
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
    orderStatus: 'pending',
    paymentMethod: 'phonepe',
    paymentStatus: 'pending',
    totalAmount: cart.totals.grandTotal,
    orderDate: now,
    orderUpdateDate: now,
    paymentId: '',
    payerId: '',
  };
}

/** What makes two presses the same checkout attempt: the same lines, address, contact and GSTIN. */
const attemptSignature = (cart: ApiCart, values: CheckoutValues) =>
  JSON.stringify([
    cart.items.map((i) => [i.productId, i.quantity, i.salePrice, i.price]),
    values.address?._id,
    values.contactName.trim(),
    values.contactEmail.trim(),
    readBuyerGstin(values.buyerGstin).gstin,
  ]);

/**
 * Checkout with PhonePe: SPEC §5's checks with §8's messages, then POST /api/shop/order/create with an
 * Idempotency-Key per attempt, the order id into session storage and the browser to the approval URL.
 *
 * An attempt is the same lines, address, contact and GSTIN: pressing again (a double click, a retry after a lost
 * answer) sends the same key with the same body, so the server answers with the one order it made. A
 * changed attempt gets a new key. While the order is created, and after, until the browser has left for
 * the payment page, the checkout is busy and presses are ignored.
 */
export function useCheckout(userId: string) {
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const attempt = useRef<{ signature: string; key: string; body: CreateOrderInput } | null>(null);
  const running = useRef(false);
  const [leaving, setLeaving] = useState(false);

  // Back from the payment page into this very page (the browser's back-forward cache): not busy any more.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function submit(cart: ApiCart | undefined, values: CheckoutValues): Promise<CheckoutField | null> {
    if (running.current || leaving) return null;
    const refusal = checkoutRefusal({
      cart: cart ?? { items: [], totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 } },
      addressId: values.address?._id ?? null,
      contactName: values.contactName,
      contactEmail: values.contactEmail,
      buyerGstin: values.buyerGstin,
    });
    if (refusal || !cart || !values.address) {
      toast({ title: refusal?.message ?? ORDER_MESSAGES.cartEmpty, variant: 'destructive' });
      return refusal?.field ?? 'cart';
    }

    const signature = attemptSignature(cart, values);
    if (attempt.current?.signature !== signature) {
      attempt.current = {
        signature,
        key: newIdempotencyKey(),
        body: orderBody(userId, cart, { ...values, address: values.address }),
      };
    }
    const { key, body } = attempt.current;

    running.current = true;
    try {
      const res = await create.mutateAsync({ body, idempotencyKey: key });
      storeOrderId(res.orderId);
      if (!goToPayment(res.approvalURL)) throw new Error('Not a payment address');
      setLeaving(true);
      return null;
    } catch (error) {
      toast({ title: errorMessage(error, ORDER_MESSAGES.createFailed), variant: 'destructive' });
      const status = error instanceof ApiError ? error.status : 0;
      // Stock or prices moved, or an address went away: show the server's current cart and addresses.
      if (status === 409 || status === 400) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.user(userId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.addresses.user(userId) });
      }
      return null;
    } finally {
      running.current = false;
    }
  }

  return { submit, busy: create.isPending || leaving };
}
