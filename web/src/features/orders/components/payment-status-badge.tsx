import type { ApiOrder } from '../../../../../common/contracts/orders';
import { Badge } from '../../../components/ui/badge';

const PAYMENT_LABELS: Record<ApiOrder['paymentStatus'], string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
};

/** Whether the order's money arrived: paid green, failed red, awaiting payment outlined. */
export function PaymentStatusBadge({ status }: { status: ApiOrder['paymentStatus'] }) {
  const variant = status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'outline';
  return (
    <Badge variant={variant} data-status={status}>
      {PAYMENT_LABELS[status] ?? status}
    </Badge>
  );
}
