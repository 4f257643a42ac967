import { Badge } from './ui/badge';

/** How order statuses read on screen. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
};

export const orderStatusLabel = (status: string) => ORDER_STATUS_LABELS[status] ?? status;

/**
 * SPEC §4: confirmed is green, rejected red, every other status black. Used by the admin and the account. An order
 * the buyer cancelled is rejected, and reads "Cancelled".
 */
export function OrderStatusBadge({ status, cancelled = false }: { status: string; cancelled?: boolean }) {
  const variant = status === 'confirmed' ? 'success' : status === 'rejected' ? 'danger' : 'default';
  return (
    <Badge variant={variant} data-status={status}>
      {cancelled && status === 'rejected' ? 'Cancelled' : orderStatusLabel(status)}
    </Badge>
  );
}
