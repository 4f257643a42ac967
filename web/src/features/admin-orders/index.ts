export { useAdminOrders } from './api/get-orders';
export {
  formatDateTime,
  OrderDetailsDialog,
  PaymentBadge,
  RefundBadge,
} from './components/order-details-dialog';
