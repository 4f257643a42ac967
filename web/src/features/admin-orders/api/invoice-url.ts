import { apiUrl } from '../../../lib/api-client';

/**
 * GET /api/shop/order/invoice/{orderId}: the GST invoice PDF of a paid order, for its owner or an admin.
 * A plain link: the browser downloads it with the session cookie (the server sends it as an attachment).
 */
export const invoiceUrl = (orderId: string) => apiUrl(`/api/shop/order/invoice/${orderId}`);

/**
 * GET /api/admin/orders/credit-note/{orderId}?number=: a credit note PDF of a paid order rejected, cancelled,
 * returned or refunded; without a number, the order's first.
 */
export const creditNoteUrl = (orderId: string, number?: string) =>
  apiUrl(
    `/api/admin/orders/credit-note/${orderId}${number ? `?${new URLSearchParams({ number }).toString()}` : ''}`,
  );
