import {
  GIFT_CARD_MAX_PAISE,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_PAISE,
  GIFT_CARD_NOTE_MAX,
  GIFT_CARD_VALIDITY_DAYS,
} from '../../../../common/giftcards';
import type { GiftCardEntryKind, GiftCardIssueInput, GiftCardState } from './types';
import { GIFT_CARD_RECIPIENT_NAME_MAX } from './types';

/**
 * The gift cards screen's own rules (issue 47): the issue form's values and checks, dates on India's calendar,
 * and the words for a card's state and its ledger's entries. The server checks everything again.
 */

export const GIFT_CARD_STATE_TEXT: Record<GiftCardState, string> = {
  active: 'Active',
  disabled: 'Disabled',
  expired: 'Expired',
  usedUp: 'Used up',
};

export const ENTRY_KIND_TEXT: Record<GiftCardEntryKind, string> = {
  issued: 'Issued',
  spent: 'Spent',
  givenBack: 'Given back',
  refundCredit: 'Refund credit',
  expired: 'Expired',
  adjusted: 'Adjusted',
};

/** What an entry says: "Spent on order ORD-…", the owner's note, … */
export function entryText(e: { kind: GiftCardEntryKind; orderNumber: string | null; note: string }): string {
  const base = ENTRY_KIND_TEXT[e.kind];
  const order = e.orderNumber ? ` ${e.kind === 'spent' ? 'on' : 'by'} order ${e.orderNumber}` : '';
  return `${base}${order}${e.note ? `: ${e.note}` : ''}`;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const whenFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** '28 Nov 2027' in India. */
export const giftCardDayText = (iso: string) => dayFormat.format(new Date(iso));
/** '28 Nov 2026, 3:04 pm' in India. */
export const giftCardWhenText = (iso: string) => whenFormat.format(new Date(iso));

/** yyyy-mm-dd of a moment on India's calendar. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
/** The first day a card may expire on: a year from today (India), the form's default and its minimum. */
export const firstExpiryDate = (now: Date) =>
  indiaDate(new Date(now.getTime() + GIFT_CARD_VALIDITY_DAYS * 86_400_000));
/** The day's last instant in India: a card valid until 28 Nov 2027 can pay until midnight that day. */
export const endOfIndiaDay = (date: string) => new Date(`${date}T23:59:59.999+05:30`).toISOString();

export interface GiftCardFormValues {
  amount: string;
  expiresOn: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}
export type GiftCardFieldErrors = Partial<Record<keyof GiftCardFormValues, string>>;

export const emptyGiftCardForm = (now: Date): GiftCardFormValues => ({
  amount: '',
  expiresOn: firstExpiryDate(now),
  recipientName: '',
  recipientEmail: '',
  message: '',
});

const MIN = GIFT_CARD_MIN_PAISE / 100;
const MAX = GIFT_CARD_MAX_PAISE / 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each field's problem, in the server's words where it has them. */
export function giftCardFormErrors(v: GiftCardFormValues, now: Date): GiftCardFieldErrors {
  const errors: GiftCardFieldErrors = {};
  const amount = Number(v.amount.trim());
  if (!v.amount.trim() || !Number.isFinite(amount)) errors.amount = 'Enter the amount in rupees';
  else if (amount < MIN) errors.amount = `The amount must be at least ₹${MIN}`;
  else if (amount > MAX) errors.amount = `The amount must be at most ₹${MAX.toLocaleString('en-IN')}`;
  else if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    errors.amount = 'The amount has at most 2 decimals';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.expiresOn)) errors.expiresOn = 'Pick the day it expires';
  else if (v.expiresOn < firstExpiryDate(now))
    errors.expiresOn = 'A gift card must be valid for at least a year from today';
  if (!v.recipientName.trim()) errors.recipientName = "The recipient's name is required";
  else if (v.recipientName.trim().length > GIFT_CARD_RECIPIENT_NAME_MAX)
    errors.recipientName = `At most ${GIFT_CARD_RECIPIENT_NAME_MAX} characters`;
  if (v.recipientEmail.trim() && !EMAIL.test(v.recipientEmail.trim()))
    errors.recipientEmail = 'Please enter a valid email address';
  if (v.message.trim().length > GIFT_CARD_MESSAGE_MAX)
    errors.message = `The message must be at most ${GIFT_CARD_MESSAGE_MAX} characters`;
  return errors;
}

export function formToGiftCardInput(v: GiftCardFormValues): GiftCardIssueInput {
  return {
    amount: Number(v.amount.trim()),
    expiresAt: endOfIndiaDay(v.expiresOn),
    recipientName: v.recipientName.trim(),
    recipientEmail: v.recipientEmail.trim() || null,
    message: v.message.trim() || null,
  };
}

/** The field a server message is about, to show it there. */
export function giftCardFieldOfMessage(message: string): keyof GiftCardFormValues | null {
  if (/amount/i.test(message)) return 'amount';
  if (/year|expir/i.test(message)) return 'expiresOn';
  if (/name/i.test(message)) return 'recipientName';
  if (/email/i.test(message)) return 'recipientEmail';
  if (/message/i.test(message)) return 'message';
  return null;
}

/** The adjustment form's problem, or null: a signed amount, not 0, to the paisa, and a note. */
export function adjustmentProblem(
  amount: string,
  note: string,
  balance: number,
): { field: 'amount' | 'note'; message: string } | null {
  const n = Number(amount.trim());
  if (!amount.trim() || !Number.isFinite(n) || n === 0)
    return { field: 'amount', message: 'Enter the rupees to add, or to take off with a minus sign' };
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
    return { field: 'amount', message: 'At most 2 decimals' };
  if (Math.abs(n) > MAX)
    return {
      field: 'amount',
      message: `An adjustment is at most ₹${MAX.toLocaleString('en-IN')} either way`,
    };
  if (balance + n < -1e-9)
    return { field: 'amount', message: 'The adjustment would take the balance below ₹0' };
  if (!note.trim()) return { field: 'note', message: 'A note saying why is required' };
  if (note.trim().length > GIFT_CARD_NOTE_MAX)
    return { field: 'note', message: `At most ${GIFT_CARD_NOTE_MAX} characters` };
  return null;
}
