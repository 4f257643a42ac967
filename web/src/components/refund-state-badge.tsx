import type { RefundMethod, RefundPaymentMethod, RefundStateName } from '../../../common/contracts/returns';
import { Badge, type BadgeVariant } from './ui/badge';

/**
 * A refund as the owner reads it, in the order dialog's refunds and on the Returns page. (The buyer's words
 * are in features/orders/aftercare-text.ts: "With your bank", "To your original payment method".)
 */
export const REFUND_STATE_TEXT: Record<RefundStateName, string> = {
  requested: 'Sending',
  pending: 'Pending with the bank',
  completed: 'Completed',
  failed: 'Failed',
};

const REFUND_VARIANT: Record<RefundStateName, BadgeVariant> = {
  requested: 'outline',
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
};

/** How the money went back, as the owner reads it. */
export const REFUND_METHOD_TEXT: Record<RefundMethod, string> = {
  provider: 'PhonePe',
  upi: 'UPI transfer',
  bank: 'Bank transfer',
  outside: 'Outside the shop',
  storeCredit: 'Store credit',
};

/** What each way the owner may refund does, in one line (the refund form's and the Returns screen's hint). */
export const REFUND_CHOICE_HINT: Record<RefundPaymentMethod, string> = {
  provider: 'Back through PhonePe to the account the customer paid from; the bank takes a few days.',
  upi: 'Pay the customer by UPI yourself first, then record the transfer and its reference (UTR) here.',
  bank: 'Pay the customer by bank transfer yourself first, then record the transfer and its reference (UTR) here.',
  storeCredit:
    'At once, on a gift card in the customer’s name (or the card they paid with); they get the code by e-mail.',
};

export function RefundStateBadge({ state }: { state: RefundStateName }) {
  return (
    <Badge variant={REFUND_VARIANT[state]} data-refund-state={state}>
      {REFUND_STATE_TEXT[state]}
    </Badge>
  );
}
