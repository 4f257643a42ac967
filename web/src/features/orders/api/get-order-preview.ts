import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiCart } from '../../../../../common/contracts/cart';
import type { DeliveryMethod, PaymentMethod } from '../../../../../common/delivery';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ApiOrderPreview } from '../../../../../common/contracts/orders';

/**
 * GET /api/shop/order/preview/{userId}/{addressId}?deliveryMethod=&paymentMethod=&discountCode=: the cart priced for
 * delivery to that address by that method — CGST and SGST within the shop's state, IGST to another (issue
 * 17), with the delivery zone, both methods' fees and dates, the charges and the total, and whether cash on
 * delivery may be chosen. An address the shop does not deliver to answers 400 with the owner's
 * message; so does cash on delivery where it is refused (paymentMethod=cod), with the reason. PhonePe is
 * the server's default, so its address carries no paymentMethod. With a discount code, the answer carries
 * `discountCode` and `discountAmount` and its totals after the discount; a code that does not apply to
 * this order answers 400 with the reason ("This code has expired"). With a gift card (`giftCardCode`), the
 * answer's `giftCardAmount` is what the card pays and `amountDue` what is left; its totals are the order's own.
 */
export const getOrderPreview = async (
  userId: string,
  addressId: string,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod = 'phonepe',
  discountCode: string | null = null,
  giftCardCode: string | null = null,
) =>
  (
    await api.get<{ success: boolean; data: ApiOrderPreview }>(
      `/api/shop/order/preview/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}?deliveryMethod=${deliveryMethod}${paymentMethod === 'cod' ? '&paymentMethod=cod' : ''}${discountCode ? `&discountCode=${encodeURIComponent(discountCode)}` : ''}${giftCardCode ? `&giftCardCode=${encodeURIComponent(giftCardCode)}` : ''}`,
    )
  ).data;

/** What the preview depends on besides the address and method: each line, its quantity, and the cart's total. */
const linesKey = (cart: ApiCart | undefined) =>
  `${(cart?.items ?? []).map((i) => `${i.productId}:${i.quantity}`).join(',')}=${cart?.totals.grandTotal ?? 0}`;

/** A refusal is the answer (the shop does not deliver there): asking again would not change it. */
const retryUnlessRefused = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

export const orderPreviewQuery = (
  userId: string,
  addressId: string,
  cart: ApiCart | undefined,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod = 'phonepe',
  discountCode: string | null = null,
  giftCardCode: string | null = null,
) =>
  queryOptions({
    queryKey: [
      ...queryKeys.orders.preview(userId, addressId, linesKey(cart), deliveryMethod, paymentMethod),
      discountCode ?? '',
      // Only with a card: the keys of previews without one stay as they were.
      ...(giftCardCode ? [giftCardCode] : []),
    ],
    queryFn: () =>
      getOrderPreview(userId, addressId, deliveryMethod, paymentMethod, discountCode, giftCardCode),
    retry: retryUnlessRefused,
  });

/**
 * The cart priced for the chosen address, delivery and payment method; nothing while no address is chosen,
 * the cart is empty or `enabled` is false. While another method is priced for the same address, the last
 * answer stays (its zone, both options and cash on delivery's terms hold for either method);
 * `isPlaceholderData` says so.
 */
export const useOrderPreview = (
  userId: string,
  addressId: string | null,
  cart: ApiCart | undefined,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod = 'phonepe',
  enabled = true,
  discountCode: string | null = null,
  giftCardCode: string | null = null,
) =>
  useQuery({
    ...orderPreviewQuery(
      userId,
      addressId ?? '',
      cart,
      deliveryMethod,
      paymentMethod,
      discountCode,
      giftCardCode,
    ),
    enabled: enabled && !!addressId && !!cart?.items.length,
    placeholderData: (previous) => (previous?.addressId === addressId ? previous : undefined),
  });

/** The message of a preview refused with 400 (the shop does not deliver to the address, a code does not apply), or null. */
export const refusedPreviewMessage = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 400 ? error.message : null;

/** Every priced preview of the user's cart, for after the account confirmed its e-mail or an order was refused. */
export const previewsKey = () => [...queryKeys.orders.all, 'preview'] as const;
