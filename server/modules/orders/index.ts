/**
 * The orders area's one door; code outside orders/ imports from here only. Inside, each room has its own door
 * (its index.ts) and imports only the floors below it (decision 019; lint keeps both): core/ (the rows, the
 * mapper, who may see an order, what is open to credit, stock holds, the order mails), then documents/, payment/,
 * refunds/, returns/ and cash-on-delivery/, checkout/, and admin/ (the owner's desk). Here at the top: the
 * customer's routes and reads (orders.routes.ts, orders.service.ts) and the provider's (payments.routes.ts).
 */
export { default as orderRoutes } from './orders.routes';
export { default as paymentRoutes } from './payments.routes';
export { adminOrderRoutes } from './admin';
export { adminReturnRoutes } from './returns';
export {
  type CreditNoteLineRow,
  type CreditNoteRow,
  openCashOrder,
  type OrderDeps,
  type OrderItemRow,
  type OrderRow,
} from './core';
export { listOrders } from './orders.service';
export { startSweeper } from './checkout';
export { creditNoteItems, lineSupply } from './documents';
