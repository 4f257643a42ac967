/**
 * The ground floor of orders: what every other room stands on, and imports nothing of orders above it. An order's
 * rows (orders.repository.ts) and its stock holds (reservation.repository.ts), its shape for the API and the one
 * mapping of a priced line (order.mapper.ts), who may see an order (order-access.ts), what is still creditable of
 * its lines (open-lines.ts), what a cash order still asks at the door (pay-on-delivery.ts), and the order mails.
 */
export { openLinesOfOrder } from './open-lines';
export { getOrderForViewer } from './order-access';
export type { OrderDeps } from './order-deps';
export { mailStatusChange, sendOrderConfirmation, type StatusMail, statusMailOf } from './order-mail';
export { loadOrderMoney } from './order-money-mail';
export { type ApiOrder, orderToApi, type PricedLine, pricedLineToApi } from './order.mapper';
export * as repo from './orders.repository';
export {
  accountEmail,
  type CreditNoteLineRow,
  type CreditNoteRow,
  creditNotesOfOrder,
  creditNotesOfOrders,
  findCreditNote,
  itemsOfOrders,
  lockOrder,
  markCashCollected,
  markFailed,
  type NewOrderItem,
  openCashOrder,
  type OrderItemRow,
  type OrderRow,
  setRefundedAt,
  updatePayment,
} from './orders.repository';
export { releaseReservation, reserveStock, returnToStock, settleReservation } from './reservation.repository';
