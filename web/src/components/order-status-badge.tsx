import { msg, useT } from '../i18n/i18n';
import { Badge } from './ui/badge';

/** How order statuses read on screen (the buyer's Hindi page translates them where shown; the admin's stay English). */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: msg('Pending'),
  confirmed: msg('Confirmed'),
  inProcess: msg('In Process'),
  inShipping: msg('In Shipping'),
  delivered: msg('Delivered'),
  rejected: msg('Rejected'),
};

export const orderStatusLabel = (status: string) => ORDER_STATUS_LABELS[status] ?? status;

/**
 * SPEC §4: confirmed is green, rejected red, every other status black. Used by the admin and the account. An order
 * the buyer cancelled is rejected, and reads "Cancelled".
 */
export function OrderStatusBadge({ status, cancelled = false }: { status: string; cancelled?: boolean }) {
  const t = useT();
  const variant = status === 'confirmed' ? 'success' : status === 'rejected' ? 'danger' : 'default';
  return (
    <Badge variant={variant} data-status={status}>
      {cancelled && status === 'rejected' ? t('Cancelled') : t(orderStatusLabel(status))}
    </Badge>
  );
}
