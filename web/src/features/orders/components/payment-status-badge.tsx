import type { ApiOrder } from '../../../../../common/contracts/orders';
import { Badge } from '../../../components/ui/badge';

const PAYMENT_LABELS: Record<ApiOrder['paymentStatus'], string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
};

/**
 * Whether the order's money arrived: paid green, failed red, awaiting payment outlined. A cash-on-delivery
 * order (`method` 'cod') awaits its cash while something is still to pay at the door (`payOnDelivery`);
 * one that ended unpaid (cancelled, refused at the door) is 'Not paid'.
 */
export function PaymentStatusBadge({
  status,
  method,
  payOnDelivery,
}: {
  status: ApiOrder['paymentStatus'];
  method?: string;
  payOnDelivery?: number;
}) {
  const endedUnpaid = method === 'cod' && status === 'pending' && payOnDelivery === 0;
  const variant = status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'outline';
  return (
    <Badge variant={variant} data-status={status}>
      {endedUnpaid ? 'Not paid' : (PAYMENT_LABELS[status] ?? status)}
    </Badge>
  );
}
