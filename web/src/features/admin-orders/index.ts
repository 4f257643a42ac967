export { useAdminOrders } from './api/get-orders';
export {
  formatDateTime,
  OrderDetailsDialog,
  PaymentBadge,
  RefundBadge,
} from './components/order-details-dialog';
export {
  CodBadge,
  isPaymentMethod,
  PAYMENT_METHOD_LABELS,
  PaymentMethodMark,
  paymentMethodLabel,
} from './components/payment-method';
