import type { ApiOrder } from '../../../../../common/contracts/orders';
import { Badge } from '../../../components/ui/badge';
import { msg, useT } from '../../../i18n/i18n';

const PAYMENT_LABELS: Record<ApiOrder['paymentStatus'], string> = {
  paid: msg('Paid'),
  pending: msg('Awaiting payment'),
  failed: msg('Payment failed'),
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
  const t = useT();
  const endedUnpaid = method === 'cod' && status === 'pending' && payOnDelivery === 0;
  const variant = status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'outline';
  return (
    <Badge variant={variant} data-status={status}>
      {endedUnpaid ? t('Not paid') : t(PAYMENT_LABELS[status] ?? status)}
    </Badge>
  );
}
