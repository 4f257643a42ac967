/**
 * The orders area's one door. Inside: checkout/ (pricing, limits, stock holds, creating an order), payment/
 * (what a payment does to an order, the PhonePe webhook and simulator), documents/ (invoice, credit note, their
 * numbers and PDFs), admin/ (the admin's list, status changes and refunds), refunds/ (money given back through
 * the provider or by transfer, settled from its answers) and returns/ (the buyer's cancel and return, the owner's
 * returns), and at the top what they share: the
 * repository, the mapper to the API, the order mails and the customer's own orders. Code outside orders/
 * imports from here only.
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
