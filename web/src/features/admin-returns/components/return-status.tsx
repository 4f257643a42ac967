import type { RefundMethod, RefundStateName, ReturnStatus } from '../../../../../common/contracts/returns';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

/** The return statuses in the owner's order of work, and how each reads. */
export const RETURN_STATUS_TEXT: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

const STATUS_VARIANT: Record<ReturnStatus, BadgeVariant> = {
  requested: 'warning',
  approved: 'outline',
  received: 'brand',
  refunded: 'success',
  rejected: 'danger',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-return-status={status}>
      {RETURN_STATUS_TEXT[status]}
    </Badge>
  );
}

/** A refund's state as the owner reads it. */
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

export function RefundStateBadge({ state }: { state: RefundStateName }) {
  return (
    <Badge variant={REFUND_VARIANT[state]} data-refund-state={state}>
      {REFUND_STATE_TEXT[state]}
    </Badge>
  );
}

export const REFUND_METHOD_TEXT: Record<RefundMethod, string> = {
  provider: 'PhonePe',
  upi: 'UPI transfer',
  bank: 'Bank transfer',
};
