import type { ReturnStatus } from '../../../../../common/contracts/returns';
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
