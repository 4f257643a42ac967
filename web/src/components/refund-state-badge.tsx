import type { RefundMethod, RefundStateName } from '../../../common/contracts/returns';
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

export function RefundStateBadge({ state }: { state: RefundStateName }) {
  return (
    <Badge variant={REFUND_VARIANT[state]} data-refund-state={state}>
      {REFUND_STATE_TEXT[state]}
    </Badge>
  );
}
