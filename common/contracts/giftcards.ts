import { z } from 'zod';
import { Email, Id, RupeeAmount, TWO_DECIMALS } from './common';
import {
  GIFT_CARD_MAX_PAISE,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_PAISE,
  GIFT_CARD_NOTE_MAX,
  type GiftCardEntryKind,
  type GiftCardSource,
  type GiftCardState,
} from '../giftcards';

export {
  GIFT_CARD_ENTRY_KINDS,
  GIFT_CARD_SOURCES,
  GIFT_CARD_STATES,
  type GiftCardEntryKind,
  type GiftCardSource,
  type GiftCardState,
} from '../giftcards';

/**
 * Contracts of gift cards (issue 47, decision 033): the owner's /api/admin/giftcards/add, /get, /get/{id},
 * /update/{id}, and the buyer's /api/shop/giftcard/balance/{code} and /mine. Money in rupees as every admin money
 * input (discounts, products): a number to the paisa; dates as ISO date-times. A card's code is answered once,
 * by /add; after that only its last four symbols.
 */

const MIN_RUPEES = GIFT_CARD_MIN_PAISE / 100;
const MAX_RUPEES = GIFT_CARD_MAX_PAISE / 100;
const Instant = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be a date and time (ISO 8601)` });

export const GIFT_CARD_RECIPIENT_NAME_MAX = 100;

/** POST /api/admin/giftcards/add: a new card the owner issues. */
export const GiftCardIssueBody = z
  .strictObject({
    amount: RupeeAmount({
      number: 'The amount must be a number',
      decimals: 'The amount has at most 2 decimals',
    })
      .min(MIN_RUPEES, `The amount must be at least ₹${MIN_RUPEES}`)
      .max(MAX_RUPEES, `The amount must be at most ₹${MAX_RUPEES.toLocaleString('en-IN')}`)
      .meta(TWO_DECIMALS),
    /** Absent: one year from now. Never earlier than that. */
    expiresAt: Instant('expiresAt').optional(),
    recipientName: z
      .string({ message: "The recipient's name is required" })
      .trim()
      .min(1, "The recipient's name is required")
      .max(
        GIFT_CARD_RECIPIENT_NAME_MAX,
        `The recipient's name must be at most ${GIFT_CARD_RECIPIENT_NAME_MAX} characters`,
      ),
    recipientEmail: Email.nullish(),
    message: z
      .string({ message: 'The message must be text' })
      .trim()
      .max(GIFT_CARD_MESSAGE_MAX, `The message must be at most ${GIFT_CARD_MESSAGE_MAX} characters`)
      .nullish(),
  })
  .meta({ description: 'A gift card to issue: amount in rupees (₹1–₹10,000), expiry at least a year away.' });
export type GiftCardIssueInput = z.input<typeof GiftCardIssueBody>;

/** PUT /api/admin/giftcards/update/{id}: enable or disable, a later expiry, a correction of the balance. */
export const GiftCardUpdateBody = z.strictObject({
  active: z.boolean({ message: 'active must be true or false' }).optional(),
  /** Only later than the card's expiry now. */
  expiresAt: Instant('expiresAt').optional(),
  adjustment: z
    .strictObject({
      /** Signed rupees: a credit > 0, a debit < 0. */
      amount: RupeeAmount({
        number: 'The adjustment must be a number',
        decimals: 'The adjustment has at most 2 decimals',
      })
        .min(-MAX_RUPEES, `An adjustment is at most ₹${MAX_RUPEES.toLocaleString('en-IN')} either way`)
        .max(MAX_RUPEES, `An adjustment is at most ₹${MAX_RUPEES.toLocaleString('en-IN')} either way`)
        .refine((n) => n !== 0, 'The adjustment must not be 0')
        .meta(TWO_DECIMALS),
      note: z
        .string({ message: 'A note saying why is required' })
        .trim()
        .min(1, 'A note saying why is required')
        .max(GIFT_CARD_NOTE_MAX, `The note must be at most ${GIFT_CARD_NOTE_MAX} characters`),
    })
    .optional(),
});
export type GiftCardUpdateInput = z.input<typeof GiftCardUpdateBody>;

export const GiftCardIdParams = z.strictObject({ id: Id });
/** The code as typed: the service reads it the forgiving way (common/giftcards.ts normaliseGiftCardCode). */
export const GiftCardCodeParams = z.strictObject({
  code: z.string().max(64, 'This gift card code is not valid. Please check it and try again.'),
});

/** A card as the owner's list shows it (never its code). */
export interface ApiGiftCard {
  _id: string;
  last4: string;
  source: GiftCardSource;
  /** Rupees. */
  initial: number;
  balance: number;
  expiresAt: string;
  active: boolean;
  state: GiftCardState;
  recipientName: string;
  recipientEmail: string | null;
  message: string;
  lastUsedAt: string | null;
  createdAt: string;
}

/** One change of a card's balance: signed rupees, the balance after it. */
export interface ApiGiftCardEntry {
  _id: string;
  kind: GiftCardEntryKind;
  amount: number;
  balanceAfter: number;
  orderNumber: string | null;
  note: string;
  createdAt: string;
}

/** POST add: the card and its code, formatted XXXX-XXXX-XXXX-XXXX: the only time it is sent. */
export type ApiIssuedGiftCard = ApiGiftCard & { code: string };
/** GET get/{id}: the card with its ledger, newest first. */
export type ApiGiftCardDetail = ApiGiftCard & { entries: ApiGiftCardEntry[] };

/** GET /api/shop/giftcard/balance/{code} */
export interface ApiGiftCardBalance {
  last4: string;
  balance: number;
  expiresAt: string;
  active: boolean;
  state: GiftCardState;
}

/** GET /api/shop/giftcard/mine: the buyer's cards (theirs, or sent to their e-mail). */
export interface ApiBuyerGiftCard {
  _id: string;
  last4: string;
  source: GiftCardSource;
  balance: number;
  expiresAt: string;
  state: GiftCardState;
}

export const GIFT_CARD_ADMIN_MESSAGES = {
  issued: 'Gift card issued. Copy the code now: it will not be shown again.',
  updated: 'Gift card updated',
  notFound: 'Gift card not found',
  nothing: 'Send active, expiresAt or adjustment',
  earlyExpiry: 'A gift card must be valid for at least a year from today',
  lateExpiry: 'A gift card can be valid for at most ten years',
  expiryOnlyLater: 'The expiry can only be moved later',
  overdrawn: 'The adjustment would take the balance below ₹0',
} as const;
