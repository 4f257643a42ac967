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

/** SPEC §4: confirmed is green, rejected red, every other status black. Used by the admin and the account. */
export function OrderStatusBadge({ status }: { status: string }) {
  const variant = status === 'confirmed' ? 'success' : status === 'rejected' ? 'danger' : 'default';
  return (
    <Badge variant={variant} data-status={status}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
