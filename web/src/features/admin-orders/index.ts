export { useAdminOrders } from './api/get-orders';
export { OrderDetailsDialog } from './components/order-details-dialog';
export { formatDateTime, PaymentBadge, RefundBadge } from './components/order-facts';
export {
  CodBadge,
  isPaymentMethod,
  PAYMENT_METHOD_LABELS,
  PaymentMethodMark,
  paymentMethodLabel,
} from './components/payment-method';
