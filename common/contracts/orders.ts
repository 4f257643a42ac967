import { z } from 'zod';
import { Id } from './common';

/**
 * Contracts of the shop's order endpoints (SPEC §7 Orders).
 *
 * POST /api/shop/order/create accepts the whole body SPEC's client sends, for compatibility, but the server
 * reads only userId, addressInfo.addressId, contactName and contactEmail from it: items, prices, totals,
 * statuses and payment ids come from the database (DESIGN "Server-side truth"). The checkout rules with
 * SPEC's exact messages (name, email, address) are checked by the service, so they read the same in the UI.
 */

export const ORDER_MESSAGES = {
  cartEmpty: 'Your cart is empty. Please add items to proceed',
  amountZero: 'Order amount must be greater than zero',
  address: 'Please select one address to proceed.',
  name: 'Please enter your full name',
  email: 'Please enter a valid email address',
  createFailed: 'Failed to initiate payment',
  amountTooLarge: 'Orders above ₹1,00,00,000.00 cannot be paid online. Please contact us.',
} as const;

/** The most one order may charge, in paise (₹1 crore): every amount of an order then fits the database's integers. */
export const MAX_ORDER_PAISE = 1_000_000_000;

const loose = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]).optional();

/** A cart line as the client may send it; ignored by the server. */
const ClientCartItem = z
  .object({
    productId: z.string().max(100).optional(),
    title: z.string().max(500).optional(),
    image: z.string().max(2000).optional(),
    price: loose,
    salePrice: loose,
    quantity: loose,
  })
  .passthrough();

export const CreateOrderBody = z.strictObject({
  userId: Id,
  cartId: z.string().max(100).nullish(),
  cartItems: z.array(ClientCartItem).max(500).optional(),
  addressInfo: z
    .object({
      addressId: z.string().max(100).nullish(),
      address: z.string().max(1000).nullish(),
      city: z.string().max(200).nullish(),
      pincode: z.string().max(50).nullish(),
      phone: z.string().max(50).nullish(),
      notes: z.string().max(1000).nullish(),
    })
    .passthrough()
    .nullish(),
  contactName: z.string().max(200).nullish(),
  contactEmail: z.string().max(254).nullish(),
  orderStatus: loose,
  paymentMethod: loose,
  paymentStatus: loose,
  totalAmount: loose,
  orderDate: loose,
  orderUpdateDate: loose,
  paymentId: loose,
  payerId: loose,
});
export type CreateOrderInput = z.input<typeof CreateOrderBody>;

/** The checkout form's own checks, with SPEC's messages (shared by the UI and the server). */
export const ContactName = z.string().trim().min(2, ORDER_MESSAGES.name).max(200, ORDER_MESSAGES.name);
export const ContactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, ORDER_MESSAGES.email)
  .pipe(z.email({ message: ORDER_MESSAGES.email }));

export const CaptureOrderBody = z.strictObject({ orderId: Id });

export const OrderIdParams = z.strictObject({ orderId: Id });
export const UserIdParams = z.strictObject({ userId: Id });

/** POST /api/shop/order/create's answer (SPEC §7). */
export interface CreateOrderResponse {
  success: true;
  message: string;
  approvalURL: string;
  orderId: string;
}
