import { z } from 'zod';
import { hasTwoDecimals, MAX_PRICE_RUPEES, RupeeAmount, TWO_DECIMALS } from './common';
import type { ReturnCondition, ReturnsPolicy } from '../returns';

export { DEFAULT_RETURNS_POLICY, RETURN_CONDITIONS } from '../returns';
export type { ReturnCondition, ReturnsPolicy } from '../returns';

/** A whole number from `min` to `max`, with the field's name in its message. */
const Whole = (field: string, min: number, max: number, unit: string) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number of ${unit}`)
    .min(min, `${field} must be from ${min} to ${max} ${unit}`)
    .max(max, `${field} must be from ${min} to ${max} ${unit}`);

const Fee = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .finite()
    .min(0, `${field} must be from 0 to 50 percent`)
    .max(50, `${field} must be from 0 to 50 percent`)
    .refine(hasTwoDecimals, `${field} may have at most 2 decimals`)
    .meta(TWO_DECIMALS);

/**
 * The cancellation and return policy (PUT /api/admin/settings/update's `returns`, sent whole): the windows,
 * the restocking fees by condition and the refund's business days. The policy pages read it.
 */
export const ReturnsSettingsSchema = z.strictObject({
  cancelWithinHours: Whole('The cancellation window', 0, 72, 'hours'),
  returnWithinDays: Whole('The return window', 0, 90, 'days'),
  restockingPercent: z.strictObject({
    unopened: Fee('The fee for unopened items'),
    opened: Fee('The fee for opened items'),
    damagedPackaging: Fee('The fee for damaged packaging'),
  }),
  refundDays: z
    .strictObject({
      min: Whole('The earliest refund day', 1, 30, 'days'),
      max: Whole('The latest refund day', 1, 30, 'days'),
    })
    .refine((d) => d.min <= d.max, {
      message: 'The earliest refund day must not be after the latest',
      path: ['max'],
    }),
}) satisfies z.ZodType<ReturnsPolicy, unknown>;

// ---------------------------------------------------------------- cancellations, returns and refunds

export const RETURN_REASONS = ['damaged', 'wrongItem', 'notNeeded', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** How the buyer's reason reads. */
export const RETURN_REASON_TEXT: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  wrongItem: 'Wrong item sent',
  notNeeded: 'No longer needed',
  other: 'Other',
};
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const REFUND_STATES = ['requested', 'pending', 'completed', 'failed'] as const;
export type RefundStateName = (typeof REFUND_STATES)[number];
/** A refund still on its way: asked of the provider or waiting for its answer. An order has at most one at a time. */
export const OPEN_REFUND_STATES = ['requested', 'pending'] as const satisfies readonly RefundStateName[];
export const isOpenRefund = (refund: { state: RefundStateName }) =>
  (OPEN_REFUND_STATES as readonly RefundStateName[]).includes(refund.state);
/**
 * How a refund was paid: through the payment provider, or (a cash-on-delivery order) a UPI or bank transfer the
 * owner made and records; or `outside` the shop: what "Mark refunded" records the owner gave back by other means
 * (PhonePe's own dashboard, cash in hand), so that every refund of an order is in one ledger; or `storeCredit`: a
 * gift card in the buyer's name, credited at once (issue 47, decision 033).
 */
export const REFUND_METHODS = ['provider', 'upi', 'bank', 'outside', 'storeCredit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/**
 * How the owner may pay a refund through the shop (an outside refund is recorded by Mark refunded only): store
 * credit suits any paid order, PhonePe an online one, a UPI or bank transfer a cash one.
 */
export const REFUND_PAYMENT_METHODS = [
  'provider',
  'upi',
  'bank',
  'storeCredit',
] as const satisfies readonly RefundMethod[];
export type RefundPaymentMethod = (typeof REFUND_PAYMENT_METHODS)[number];
/** How a condition reads. */
export const CONDITION_TEXT = {
  unopened: 'Unopened',
  opened: 'Opened',
  damagedPackaging: 'Packaging damaged',
  faulty: 'Faulty or wrong item',
} as const;

/** At most this many photos with a return request, each at most 5 MB (like other uploads). */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const RETURN_NOTE_MAX = 500;

const ProductId = z.uuid({ message: 'productId must be a product id' });
const Quantity = z
  .number({ message: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(9999, 'quantity must be at most 9999');

/**
 * Where a cash order's refund is sent: a cash order has no payment to refund through the provider, so the buyer
 * gives a UPI id or a bank account with its return, and the owner pays it by transfer without asking.
 */
export const PAYOUT_METHODS = ['upi', 'bank'] as const;
export const PAYOUT_MESSAGES = {
  needed: 'Please tell us where to send your refund: a UPI id, or a bank account number and IFSC',
  online: 'A refund of an online payment goes back to the account you paid from',
  upi: 'Please enter a UPI id such as name@okbank',
  account: 'Please enter the bank account number: 9 to 18 digits',
  ifsc: 'Please enter the IFSC: 11 characters such as SBIN0001234',
} as const;
/** The longest UPI id taken (NPCI's handles are far shorter in practice). */
export const UPI_ID_MAX = 100;
/** A UPI id (virtual payment address): a name of letters, digits, dots, dashes or underscores, @, the bank's handle. */
export const UPI_ID_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]+$/;
/** An Indian bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER_RE = /^\d{9,18}$/;
/** An IFSC: the bank's four letters, a zero, the branch's six letters or digits. */
export const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const ReturnPayout = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('upi'),
      upiId: z
        .string({ message: PAYOUT_MESSAGES.upi })
        .trim()
        .max(UPI_ID_MAX, PAYOUT_MESSAGES.upi)
        .regex(UPI_ID_RE, PAYOUT_MESSAGES.upi),
    }),
    z.strictObject({
      method: z.literal('bank'),
      // Written in groups or with dashes as on a cheque book: the digits are kept.
      accountNumber: z
        .string({ message: PAYOUT_MESSAGES.account })
        .max(40, PAYOUT_MESSAGES.account)
        .transform((s) => s.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(ACCOUNT_NUMBER_RE, PAYOUT_MESSAGES.account)),
      ifsc: z
        .string({ message: PAYOUT_MESSAGES.ifsc })
        .max(20, PAYOUT_MESSAGES.ifsc)
        .transform((s) => s.replace(/\s/g, '').toUpperCase())
        .pipe(z.string().regex(IFSC_RE, PAYOUT_MESSAGES.ifsc)),
    }),
  ],
  { message: 'The refund method must be upi or bank' },
);
export type ReturnPayoutInput = z.input<typeof ReturnPayout>;
export type ReturnPayoutValue = z.output<typeof ReturnPayout>;

/** How a payout reads to the owner: 'UPI asha@okhdfc' or 'Bank account 1234567890, IFSC SBIN0001234'. */
export const payoutText = (p: ReturnPayoutValue) =>
  p.method === 'upi' ? `UPI ${p.upiId}` : `Bank account ${p.accountNumber}, IFSC ${p.ifsc}`;

/**
 * POST /api/shop/order/return/{orderId}: the lines and quantities sent back, why, and a note; for a cash order,
 * where its refund goes (`payout`, required then and refused for an online order: the server checks which). Sent
 * as multipart (field `data` holds this as JSON, `photos` up to 3 images) or as JSON when there are no photos.
 */
export const ReturnRequestBody = z.strictObject({
  lines: z
    .array(z.strictObject({ productId: ProductId, quantity: Quantity }), {
      message: 'Choose the items to return',
    })
    .min(1, 'Choose at least one item to return')
    .max(100, 'At most 100 lines can be returned at once')
    .refine((ls) => new Set(ls.map((l) => l.productId)).size === ls.length, 'Each item may be listed once'),
  reason: z.enum(RETURN_REASONS, { message: 'Please choose a reason' }),
  note: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, `The note must be at most ${RETURN_NOTE_MAX} characters`)
    .default(''),
  payout: ReturnPayout.optional(),
  /** The buyer asks for the refund as store credit (a gift card in their name, at once): no payout needed then. */
  storeCredit: z.boolean({ message: 'storeCredit must be true or false' }).default(false),
});
export type ReturnRequestInput = z.input<typeof ReturnRequestBody>;

const OwnerNote = z
  .string()
  .trim()
  .max(RETURN_NOTE_MAX, `The note must be at most ${RETURN_NOTE_MAX} characters`);
const Reference = z
  .string()
  .trim()
  .min(4, 'Please enter the transfer reference (UTR), 4 to 40 characters')
  .max(40, 'Please enter the transfer reference (UTR), 4 to 40 characters')
  .regex(/^[A-Za-z0-9 /_-]+$/, 'The reference may have letters, digits, spaces and - / _');

/** How the owner pays a refund: through the provider (online orders) or a transfer they record (cash orders). */
const RefundPayment = {
  method: z
    .enum(REFUND_PAYMENT_METHODS, { message: 'method must be provider, upi, bank or storeCredit' })
    .default('provider'),
  reference: Reference.optional(),
};
const needsReference = (b: { method: RefundPaymentMethod; reference?: string }) =>
  b.method === 'provider' || b.method === 'storeCredit' || !!b.reference;
const referenceIssue = { message: 'Please enter the transfer reference (UTR)', path: ['reference'] };

/**
 * PUT /api/admin/returns/update/{returnId}: the owner's next step. approved or rejected (with a note to the
 * buyer; a rejection needs one), received (each line's condition, which sets its restocking fee, and whether
 * it goes back to stock), refunded (the refund is paid).
 */
export const ReturnUpdateBody = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('approved'), note: OwnerNote.default('') }),
    z.strictObject({
      status: z.literal('rejected'),
      note: OwnerNote.min(3, 'Please tell the customer why (3 to 500 characters)'),
    }),
    z.strictObject({
      status: z.literal('received'),
      lines: z
        .array(
          z.strictObject({
            productId: ProductId,
            condition: z.enum(['unopened', 'opened', 'damagedPackaging', 'faulty'], {
              message: 'Please choose each item’s condition',
            }),
            restock: z.boolean({ message: 'restock must be true or false' }),
          }),
        )
        .min(1, 'Please set the condition of each item')
        .max(100),
    }),
    z
      .strictObject({ status: z.literal('refunded'), ...RefundPayment })
      .refine(needsReference, referenceIssue),
  ],
  { message: 'status must be approved, rejected, received or refunded' },
);
export type ReturnUpdateInput = z.input<typeof ReturnUpdateBody>;

/** POST /api/admin/orders/refund/{orderId}: a refund of `amount` rupees (at least ₹1 through the provider). */
export const AdminRefundBody = z
  .strictObject({
    amount: RupeeAmount({
      number: 'Please enter the amount to refund',
      decimals: 'The amount may have at most 2 decimals',
    })
      .positive('Please enter the amount to refund')
      .max(MAX_PRICE_RUPEES, 'The amount is too large')
      .meta(TWO_DECIMALS),
    ...RefundPayment,
  })
  .refine(needsReference, referenceIssue);

/** POST /api/admin/orders/refund-retry/{orderId}: tries a failed refund again, under a new merchantRefundId. */
export const RefundRetryBody = z.strictObject({
  merchantRefundId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'Invalid refund reference'),
});

export const ReturnIdParams = z.strictObject({ returnId: z.uuid({ message: 'Invalid return id' }) });
export const ReturnListQuery = z.object({
  status: z.enum(RETURN_STATUSES, { message: 'Unknown return status' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// ---------------------------------------------------------------- answers

/** A refund as an order answers it (amounts in rupees). */
export interface ApiRefund {
  merchantRefundId: string;
  amount: number;
  state: RefundStateName;
  method: RefundMethod;
  /** cancelled, returned, refunded (the owner's refund) */
  reason: string;
  utr: string | null;
  creditNoteNumber: string | null;
  failureReason: string | null;
  /** What of `amount` went to a gift card at once (rupees): the card's part given back first, or all as store credit. */
  giftCardAmount: number;
  /** A failed refund that was tried again under a new id. */
  retried: boolean;
  createdAt: string;
  settledAt: string | null;
}

export interface ApiReturnLine {
  productId: string;
  title: string;
  image: string;
  quantity: number;
  condition: ReturnCondition | null;
  restock: boolean | null;
  feePercent: number | null;
  /** What this line gives back once received (rupees), after its restocking fee. */
  refundAmount: number | null;
}

/** A return request as the buyer and the owner see it. */
export interface ApiReturn {
  _id: string;
  orderId: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string;
  ownerNote: string;
  photos: string[];
  lines: ApiReturnLine[];
  /** The refund once received: the lines' refunds summed (rupees). */
  refundAmount: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A return in the owner's list: with the buyer, the order (its number) and its payment. */
export interface AdminReturn extends ApiReturn {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: string;
  orderTotal: number;
  refund: ApiRefund | null;
  /** A cash order's: where the buyer asked the refund to be sent; null for an online order. */
  payout: ReturnPayoutValue | null;
  /** The buyer asked for the refund as store credit. */
  storeCredit: boolean;
}

/** What the buyer may do with an order now (the account's order details), and until when. */
export interface OrderActions {
  canCancel: boolean;
  /** The end of the cancellation window (ISO); null once it cannot apply (dispatched, ended). */
  cancelUntil: string | null;
  canReturn: boolean;
  returnUntil: string | null;
  /** Per line: how many units may still be asked back, and the value of one as invoiced (rupees). */
  returnable: { productId: string; quantity: number; unitValue: number }[];
  /** A paid order cancelled now is refunded this much to the way it was paid (rupees); 0 when nothing was paid. */
  cancelRefund: number;
  /** …and this much goes back to the gift card that paid part of it, at once (rupees; decision 033). */
  cancelToCard: number;
}
