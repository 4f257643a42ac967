import { apiUrl } from '../../../lib/api-client';

/**
 * GET /api/shop/order/invoice/{orderId}: the GST tax invoice PDF of a paid order (owner or admin). A plain
 * link the browser downloads itself, with the session cookie; the server names the file.
 */
export const invoiceUrl = (orderId: string) =>
  apiUrl(`/api/shop/order/invoice/${encodeURIComponent(orderId)}`);

/**
 * GET /api/shop/order/credit-note/{orderId}?number=…: one credit note PDF of an order (cancelled, rejected,
 * returned or refunded); without a number, the order's first.
 */
export const creditNoteUrl = (orderId: string, number?: string) =>
  apiUrl(
    `/api/shop/order/credit-note/${encodeURIComponent(orderId)}` +
      (number ? `?number=${encodeURIComponent(number)}` : ''),
  );
