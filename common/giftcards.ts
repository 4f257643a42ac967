/**
 * Gift cards and store credit: every rule of a card in one pure module (issue 47, decision 033). A card is money,
 * not a discount: it pays part or all of an order's total and never changes its taxable value (CBIC circular
 * 243/37/2024-GST). Amounts are integer paise. The server decides with these; the browser may use them to format
 * and to check a typed code before sending it.
 */

/**
 * The code's alphabet: capitals and digits without the look-alikes 0/O, 1/I/L and U (Crockford's choice): 30
 * symbols, so 16 of them are about 78 random bits.
 */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;
/** What the owner may issue: ₹1 to ₹10,000 (paise). Store credit from a refund is the refund's amount. */
export const GIFT_CARD_MIN_PAISE = 1_00;
export const GIFT_CARD_MAX_PAISE = 10_000_00;
/** A card lasts a year by default and never less (RBI's PPI directions give closed-system cards at least one). */
export const GIFT_CARD_VALIDITY_DAYS = 365;
/** The longest the owner may set: ten years. */
export const GIFT_CARD_MAX_VALIDITY_DAYS = 3650;
/** Wrong codes a buyer may try in an hour, per account and per address, before the balance lookup answers 429. */
export const GIFT_CARD_GUESSES_PER_HOUR = 10;
export const GIFT_CARD_NOTE_MAX = 200;
export const GIFT_CARD_MESSAGE_MAX = 500;

/** Where a card came from: the owner issued it, or a refund was paid to store credit. */
export const GIFT_CARD_SOURCES = ['issued', 'storeCredit'] as const;
export type GiftCardSource = (typeof GIFT_CARD_SOURCES)[number];

/**
 * The ledger's entries: every change of a balance, signed (credits positive, debits negative).
 * issued: the card's first amount; spent: paid an order; givenBack: an order's part returned (failed payment,
 * expiry, cancellation, refused parcel); refundCredit: a refund paid as store credit; expired: the balance left at
 * expiry written off; adjusted: the owner's correction, with a note.
 */
export const GIFT_CARD_ENTRY_KINDS = [
  'issued',
  'spent',
  'givenBack',
  'refundCredit',
  'expired',
  'adjusted',
] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

/** A new code from random bytes (rejection sampling: no symbol is likelier than another). */
export function generateGiftCardCode(randomBytes: (n: number) => Uint8Array): string {
  const n = GIFT_CARD_ALPHABET.length;
  // The largest multiple of n below 256: bytes at or above it are thrown away.
  const limit = 256 - (256 % n);
  let code = '';
  while (code.length < GIFT_CARD_CODE_LENGTH) {
    for (const b of randomBytes(GIFT_CARD_CODE_LENGTH * 2)) {
      if (b >= limit) continue;
      code += GIFT_CARD_ALPHABET[b % n];
      if (code.length === GIFT_CARD_CODE_LENGTH) break;
    }
  }
  return code;
}

/** The code as people read it: four groups of four, e.g. K7QM-4XPA-9TRD-2WHN. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The last four symbols, which the owner's list and the buyer's account show of a card whose code is not kept. */
export function giftCardLast4(code: string): string {
  return code.slice(-4);
}

/**
 * A typed code read the forgiving way: spaces and hyphens dropped, lower case raised. Null when what is left is
 * not 16 symbols of the alphabet (a look-alike such as O, 0, 1, I or L is never in a code).
 */
export function normaliseGiftCardCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const ch of code) if (!GIFT_CARD_ALPHABET.includes(ch)) return null;
  return code;
}

/** What a card pays of an order and what is left to pay by PhonePe or cash (never below zero either). */
export function splitPayment(
  totalPaise: number,
  balancePaise: number,
): { giftCardPaise: number; amountDuePaise: number } {
  const giftCardPaise = Math.max(0, Math.min(totalPaise, balancePaise));
  return { giftCardPaise, amountDuePaise: totalPaise - giftCardPaise };
}

/**
 * How an amount given back on an order (a cancellation, a refund) is shared: the card's part first, up to what the
 * card paid and has not had back yet, then the rest by the way the order was paid.
 */
export function giveBackSplit(
  amountPaise: number,
  cardPaidPaise: number,
  cardGivenBackPaise: number,
): { toCardPaise: number; toPaymentPaise: number } {
  const cardLeft = Math.max(0, cardPaidPaise - cardGivenBackPaise);
  const toCardPaise = Math.max(0, Math.min(amountPaise, cardLeft));
  return { toCardPaise, toPaymentPaise: amountPaise - toCardPaise };
}

/** Why a card cannot pay, in the buyer's words; null when it can. */
export function giftCardRefusal(
  card: { active: boolean; expiresAt: Date; balancePaise: number },
  now: Date,
): string | null {
  if (!card.active) return 'This gift card has been disabled';
  if (card.expiresAt.getTime() <= now.getTime()) return 'This gift card has expired';
  if (card.balancePaise <= 0) return 'This gift card has no balance left';
  return null;
}

/** A card's expiry from its issue and the owner's choice (a day, India's calendar, ends at its last instant). */
export function defaultGiftCardExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + GIFT_CARD_VALIDITY_DAYS * 86_400_000);
}

/** What the owner's list and the buyer's account say of a card. */
export const GIFT_CARD_STATES = ['active', 'disabled', 'expired', 'usedUp'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/** A card's state at `now`: disabled first, then expired (at its instant), then used up (no balance). */
export function giftCardState(
  card: { active: boolean; expiresAt: Date; balancePaise: number },
  now: Date,
): GiftCardState {
  if (!card.active) return 'disabled';
  if (card.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (card.balancePaise <= 0) return 'usedUp';
  return 'active';
}

/**
 * Why an expiry the owner picks at issue is refused, or null: never less than GIFT_CARD_VALIDITY_DAYS from
 * `now`, never more than GIFT_CARD_MAX_VALIDITY_DAYS.
 */
export function giftCardExpiryProblem(expiresAt: Date, now: Date): 'tooEarly' | 'tooLate' | null {
  const days = (expiresAt.getTime() - now.getTime()) / 86_400_000;
  if (days < GIFT_CARD_VALIDITY_DAYS) return 'tooEarly';
  if (days > GIFT_CARD_MAX_VALIDITY_DAYS) return 'tooLate';
  return null;
}
