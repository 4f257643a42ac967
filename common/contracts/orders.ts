import type { ApiRefund, ApiReturn, OrderActions } from './returns';
import { z } from 'zod';
import { Id } from './common';
import { GSTIN_MESSAGES, gstinProblem } from '../gst/gstin';
import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  type DeliveryMethod,
  type DeliveryZone,
  type PaymentMethod,
} from '../delivery';
import type { ApiDeliveryOption } from './delivery';
import type { ApiState } from './address';

export type { ApiState } from './address';

/**
 * Contracts of the shop's order endpoints (SPEC §7 Orders).
 *
 * POST /api/shop/order/create accepts the whole body SPEC's client sends, for compatibility, but the server
 * reads only userId, addressInfo.addressId, contactName, contactEmail and the optional buyerGstin from it:
 * items, prices, totals, statuses and payment ids come from the database (DESIGN "Server-side truth").
 * Tax follows the place of supply, the chosen address's state: CGST + SGST in the shop's own
 * state, IGST in another; GET /api/shop/order/preview/{userId}/{addressId} prices the cart that way before
 * the order is placed. The checkout rules with
 * SPEC's exact messages (name, email, address) are checked by the service, so they read the same in the UI.
 */

export const ORDER_MESSAGES = {
  cartEmpty: 'Your cart is empty. Please add items to proceed',
  amountZero: 'Order amount must be greater than zero',
  address: 'Please select one address to proceed.',
  name: 'Please enter your full name',
  nameOneLine: 'Please enter your name on one line, without line breaks or control characters',
  email: 'Please enter a valid email address',
  createFailed: 'Failed to initiate payment',
  amountTooLarge: 'Orders above ₹1,00,00,000.00 cannot be paid online. Please contact us.',
  addressState: 'Please choose the state or union territory of the delivery address.',
  cartChanged:
    'Your cart changed while your order was being placed. Please check your cart and place the order again.',
  stillPlacing: 'Your order is still being placed. Please check My Orders in a moment before trying again.',
} as const;

/**
 * A line asks for more than is in stock: the checkout's own check in the browser and the server's refusal
 * when it reserves stock say the same.
 */
export const shortStockMessage = (title: string, left: number) =>
  left > 0 ? `Only ${left} quantity available for ${title}` : `${title} is out of stock`;

/** A buyer GSTIN that is not valid: which part is wrong (common/gst/gstin.ts). */
export const buyerGstinMessage = (problem: keyof typeof GSTIN_MESSAGES) =>
  `Buyer GSTIN ${GSTIN_MESSAGES[problem]}`;

/**
 * The optional buyer GSTIN of a checkout, read one way by the server and the checkout screen: trimmed and in
 * capitals, null when blank; `message` says what is wrong with one that is given and not valid.
 */
export function readBuyerGstin(raw: string | null | undefined): {
  gstin: string | null;
  message: string | null;
} {
  const gstin = (raw ?? '').trim().toUpperCase();
  if (!gstin) return { gstin: null, message: null };
  const problem = gstinProblem(gstin);
  return { gstin, message: problem ? buyerGstinMessage(problem) : null };
}

/** The most one order may charge, in paise (₹1 crore): every amount of an order then fits the database's integers. */
export const MAX_ORDER_PAISE = 1_000_000_000;

/** PhonePe (the default, what SPEC's client sends) or cash on delivery. */
const PaymentMethodField = z
  .enum(PAYMENT_METHODS, { message: 'paymentMethod must be phonepe or cod' })
  .default('phonepe');

/** What the buyer is told about cash on delivery beyond the policy's own refusals (common/delivery.ts codMessage). */
export const COD_MESSAGES = {
  verify:
    'Please confirm your e-mail address with the code we sent you before your first cash-on-delivery order.',
  codeSent: 'We have sent a 6-digit code to your e-mail address. It expires in 10 minutes.',
  verified: 'Thank you. Your e-mail address is confirmed, so you can pay cash on delivery.',
  placed: 'Order placed. Please pay in cash when it is delivered.',
} as const;

/** POST /api/shop/order/cod-verify: the 6-digit code from the mail. */
export const CodVerifyBody = z.strictObject({
  code: z
    .string({ message: 'Please enter the 6-digit code from the e-mail' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from the e-mail'),
});

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

/** The checkout form's own checks, with SPEC's messages (shared by the UI and the server). */
/** Line breaks and other control characters (C0, DEL, C1, and the Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The contact name goes into the order and its mails: 2 to 200 characters on one line. */
export const ContactName = z
  .string()
  .trim()
  .min(2, ORDER_MESSAGES.name)
  .max(200, ORDER_MESSAGES.name)
  .refine((v) => !CONTROL_CHARACTERS.test(v), ORDER_MESSAGES.nameOneLine);
export const ContactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, ORDER_MESSAGES.email)
  .pipe(z.email({ message: ORDER_MESSAGES.email }));

/**
 * A discount code as the buyer typed it (issue 46): matched without regard to case; empty or absent is none. A
 * code that is malformed, unknown or does not apply is a 400 with the reason (common/discounts.ts).
 */
export const DiscountCodeField = z
  .string({ message: 'The discount code must be text' })
  .trim()
  .max(50, 'This code is not valid')
  .nullish()
  .meta({ description: 'A discount code (4–20 letters and digits, any case); empty or absent: none' });

/** A gift card's code as typed (16 symbols, any case, spaces or hyphens allowed); empty or absent: none. */
export const GiftCardCodeField = z
  .string({ message: 'The gift card code must be text' })
  .trim()
  .max(40, 'This gift card code is not valid. Please check it and try again.')
  .nullish()
  .meta({
    description: 'A gift card code (16 letters and digits, any case, hyphens allowed); empty or absent: none',
  });

/**
 * POST /api/shop/order/create's body. Only `userId`, `addressInfo.addressId`, the contact and the buyer GSTIN
 * are read; the rest (cart lines, prices, totals, statuses) is accepted for SPEC's clients and ignored. The
 * contact name and e-mail are checked here, with the checkout form's messages, and arrive trimmed.
 */
export const CreateOrderBody = z
  .strictObject({
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
    // Checked by the transform below, for the form's messages without a path; the API's document shows the
    // checks here (and these two as required), so a client generated from it sends what the server takes.
    contactName: z.string().max(200).nullish().meta({ type: 'string', minLength: 2 }),
    contactEmail: z.string().max(254).nullish().meta({ type: 'string', format: 'email' }),
    orderStatus: loose,
    /** Standard (the default) or express delivery, priced by the server from the shop's delivery rules. */
    deliveryMethod: z
      .enum(DELIVERY_METHODS, { message: 'deliveryMethod must be standard or express' })
      .default('standard'),
    /** How the buyer pays: PhonePe (the default; SPEC's client sends 'phonepe') or cash on delivery ('cod'). */
    paymentMethod: PaymentMethodField,
    paymentStatus: loose,
    totalAmount: loose,
    orderDate: loose,
    orderUpdateDate: loose,
    paymentId: loose,
    payerId: loose,
    /**
     * The buyer's GSTIN for a business purchase (optional; empty or absent for a consumer). Checked by
     * format, state code and check character (400 with the reason); the invoice is then B2B and shows it.
     */
    buyerGstin: z
      .string({ message: 'Buyer GSTIN must be text' })
      .max(20, buyerGstinMessage('format'))
      .nullish(),
    /** One discount code for the order; priced by the server, never the browser's total or discount. */
    discountCode: DiscountCodeField,
    /** A gift card paying part or all of the total (decision 033); what is left is paid as paymentMethod says. */
    giftCardCode: GiftCardCodeField,
  })
  .meta({ required: ['userId', 'contactName', 'contactEmail'] })
  .transform((body, ctx) => {
    // Issues without a path, so the answer is the form's own sentence ("Please enter your full name").
    const name = ContactName.safeParse(body.contactName ?? '');
    if (!name.success) {
      ctx.addIssue({ code: 'custom', message: name.error.issues[0]?.message ?? ORDER_MESSAGES.name });
      return z.NEVER;
    }
    const email = ContactEmail.safeParse(body.contactEmail ?? '');
    if (!email.success) {
      ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.email });
      return z.NEVER;
    }
    return { ...body, contactName: name.data, contactEmail: email.data };
  });
/** What the checkout sends. */
export type CreateOrderInput = z.input<typeof CreateOrderBody>;
/** What the server reads after the body's schema: the contact checked and trimmed. */
export type CreateOrderRequest = z.output<typeof CreateOrderBody>;

export const CaptureOrderBody = z.strictObject({ orderId: Id });

export const OrderIdParams = z.strictObject({ orderId: Id });
export const UserIdParams = z.strictObject({ userId: Id });
/** GET …/credit-note/{orderId}?number=CN/2026-27/000001: one of the order's credit notes (the first without it). */
export const CreditNoteQuery = z.object({
  number: z
    .string()
    .regex(/^CN\/\d{4}-\d{2}\/\d{6}$/, 'Invalid credit note number')
    .optional(),
});
/** GET /api/shop/order/preview/{userId}/{addressId}?deliveryMethod=&paymentMethod= */
export const OrderPreviewParams = z.strictObject({ userId: Id, addressId: Id });
export const OrderPreviewQuery = z.strictObject({
  deliveryMethod: z
    .enum(DELIVERY_METHODS, { message: 'deliveryMethod must be standard or express' })
    .default('standard'),
  paymentMethod: PaymentMethodField,
  discountCode: DiscountCodeField,
  giftCardCode: GiftCardCodeField,
});

/** Intra-state supply (CGST + SGST) or inter-state supply (IGST): see common/money.ts supplyType. */
export const TAX_TYPES = ['intra', 'inter'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** One line priced for a place of supply; amounts in rupees. Intra-state: CGST + SGST; inter-state: IGST only. */
export interface ApiPricedLine {
  productId: string;
  title: string;
  hsn: string;
  quantity: number;
  /** Unit price including GST. */
  price: number;
  cgstPercent: number;
  sgstPercent: number;
  igstPercent: number;
  taxableAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  /** After the line's share of the discount. */
  lineTotal: number;
  /** The line's share of the discount code's amount, tax included (0 without a code). */
  discountAmount: number;
}

/**
 * GET /api/shop/order/preview/{userId}/{addressId}: the user's cart priced for delivery to that address,
 * what checkout shows after an address is chosen. `taxType` is 'inter' (IGST) when the address's state
 * differs from the shop's (from its GSTIN), else 'intra' (CGST + SGST). The grand total is the same either way.
 */
export interface ApiOrderPreview {
  addressId: string;
  placeOfSupply: ApiState;
  /** The shop's state from its GSTIN; null when the shop has no GSTIN (then always CGST + SGST). */
  shopState: ApiState | null;
  taxType: TaxType;
  items: ApiPricedLine[];
  /** Subtotal (taxable value), CGST, SGST and IGST of goods and charges together; grandTotal = totalAmount. */
  totals: { subtotal: number; cgst: number; sgst: number; igst: number; grandTotal: number };
  /** The delivery's zone from the address's pincode and state. */
  zone: DeliveryZone;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** Both ways to deliver to this address, with this cart's fee and the dates for an order placed now. */
  options: ApiDeliveryOption[];
  /** The goods with tax; the charges below are tax included too (taxed with the goods: decision 020). */
  goodsTotal: number;
  deliveryFee: number;
  codFee: number;
  fragileFee: number;
  /** How much more in goods makes standard delivery free; 0 when it is. */
  freeDeliveryShortBy: number;
  expectedDelivery: { from: string; to: string };
  totalAmount: number;
  /** The discount code applied (upper case), or null without one. */
  discountCode: string | null;
  /**
   * What the code takes off, rupees (the unit of totalAmount): off the goods for a percent or amount code
   * (shared over the lines: each line's discountAmount; goodsTotal is before it), or the delivery charge a
   * free-delivery code waives (deliveryFee is then 0). 0 without a code.
   */
  discountAmount: number;
  /**
   * What the gift card pays, rupees (0 without one): money, not a discount, so totals and totalAmount are unchanged;
   * amountDue is what is left to pay by PhonePe or cash (totalAmount - giftCardAmount).
   */
  giftCardAmount: number;
  amountDue: number;
  /**
   * Whether this order may be paid in cash at the door, whatever method was asked for: its fee, and why not
   * (the policy's sentence: off, not offered at this pincode, over the limit, too many open cash orders);
   * `verified` is false until the account has confirmed its e-mail with a code (asked before its first COD order).
   */
  cod: { available: boolean; fee: number; reason: string | null; verified: boolean };
}

/** POST /api/shop/order/create's answer (SPEC §7). */
export interface CreateOrderResponse {
  success: true;
  message: string;
  approvalURL: string;
  orderId: string;
  /** The discount code the order used, or null (the server always sends it; optional for older clients' fakes). */
  discountCode?: string | null;
  /** What the code took off, rupees (see ApiOrderPreview.discountAmount); always sent. */
  discountAmount?: number;
  /** What the gift card paid and what is left to pay, rupees (see ApiOrderPreview.giftCardAmount); always sent. */
  giftCardAmount?: number;
  amountDue?: number;
}

/** Order statuses (DESIGN): pending → confirmed on payment → inProcess → inShipping → delivered, or rejected. */
export type OrderStatus = 'pending' | 'confirmed' | 'inProcess' | 'inShipping' | 'delivered' | 'rejected';
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One line of a placed order: a snapshot taken when it was placed; money in rupees. */
export interface ApiOrderLine {
  productId: string;
  title: string;
  image: string;
  hsn: string;
  /** What one unit cost, GST included. */
  price: number;
  salePrice: number;
  /** One unit before tax. */
  basePrice: number;
  cgstPercent: number;
  sgstPercent: number;
  quantity: number;
  taxableAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  /** IGST, charged instead of CGST + SGST for a delivery to another state; optional for older shapes. */
  igstPercent?: number;
  igstAmount?: number;
  lineTotal: number;
  /** The line's share of the order's discount (tax included); taxable value, tax and lineTotal are after it. */
  discountAmount?: number;
}

/**
 * An order as GET /api/shop/order/list/{userId} and /details/{orderId} answer it (server/modules/orders
 * order.mapper.ts). The admin's order shape has these fields and more, so the order views accept both;
 * the GST fields, which older orders lack, are optional for the same reason.
 */
export interface ApiOrder {
  _id: string;
  /** The number a person reads out on the phone (HEP-10482): unique, given when the order is placed. */
  orderNumber: string;
  userId: string;
  cartId: string | null;
  cartItems: ApiOrderLine[];
  addressInfo: {
    addressId: string;
    address: string;
    city: string;
    pincode: string;
    phone: string;
    notes: string;
  };
  contactName: string;
  contactEmail: string;
  orderStatus: OrderStatus | (string & {});
  paymentMethod: string;
  paymentStatus: OrderPaymentStatus;
  /** Taxable value of all lines. */
  subtotal: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount?: number;
  totalAmount: number;
  /** The charges, tax included and taxed with the goods; optional for older shapes. */
  deliveryMethod?: DeliveryMethod;
  goodsTotal?: number;
  deliveryFee?: number;
  codFee?: number;
  fragileFee?: number;
  /** The discount code the order used, or null; optional for older shapes. */
  discountCode?: string | null;
  /** What the code took off, rupees: off the goods (goodsTotal is before it) or the delivery charge it waived. */
  discountAmount?: number;
  /**
   * What a gift card paid of totalAmount, rupees (0 without one), and what is paid, or left to pay, by PhonePe or
   * cash (totalAmount - giftCardAmount); optional for older shapes.
   */
  giftCardAmount?: number;
  amountDue?: number;
  /** Expected delivery dates (yyyy-mm-dd) given when the order was placed. */
  expectedDelivery?: { from: string; to: string } | null;
  /** 'intra' (CGST + SGST) or 'inter' (IGST), frozen at checkout with the place of supply. */
  taxType?: TaxType;
  placeOfSupply?: ApiState | null;
  /** The buyer's GSTIN when the invoice is B2B. */
  buyerGstin?: string | null;
  /** The order's first credit note (issued when an invoiced order was rejected or refunded); all are in creditNotes. */
  creditNote?: { number: string; issuedAt: string; reason: string } | null;
  /** Every credit note against the invoice, oldest first, with what it credited (rupees). */
  creditNotes?: { number: string; issuedAt: string; reason: string; total: number }[];
  /** Money given back, oldest first. */
  refunds?: ApiRefund[];
  /** Return requests, newest first. */
  returns?: ApiReturn[];
  /** What the buyer may do now: cancel, return (the customer's order answers). */
  actions?: OrderActions;
  /** When the buyer cancelled it from the account. */
  cancelledAt?: string | null;
  refundedAt?: string | null;
  orderDate: string;
  orderUpdateDate: string;
  paymentId: string | null;
  payerId: string | null;
  /** The GST invoice's number: once paid online, or once a cash-on-delivery order is dispatched. */
  invoiceNumber: string | null;
  /** What a cash-on-delivery order still asks at the door (rupees); 0 once paid or when it ended. */
  payOnDelivery?: number;
  /** When the payment was taken (online) or the cash collected (COD): ISO date-time; null while unpaid. */
  paidAt?: string | null;
  /** When it was delivered: the return window counts from it. */
  deliveredAt?: string | null;
  /** The dispatch: courier, tracking number (AWB), tracking page; null until it ships. */
  shipment?: ApiShipment | null;
}

/** How an order was dispatched: the courier, its tracking number (AWB), an https tracking page, and when. */
export interface ApiShipment {
  courier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: string | null;
}
