/**
 * Money given back: through the provider or recorded as sent outside the shop, settled from the provider's
 * answers and its refund webhooks, with the credit note each one needs and the mails about it. Stands on core,
 * documents and payment.
 */
export {
  isRefundEvent,
  receiveRefundWebhook,
  renderSimulatorRefundPage,
  SimulatorRefundAction,
  simulatorRefundDecide,
} from './refund-events';
export { mailNewReturn, mailOrderCancelled, mailReturnDecision } from './refund-mail';
export * as refundRepo from './refunds.repository';
export { type RefundRow, refundsOfOrders } from './refunds.repository';
export {
  afterCreate,
  createRefund,
  recordOutsideRefund,
  REFUND_MESSAGES,
  refundMessage,
  refundLeftPaise,
  refundOrder,
  refundToApi,
  retryRefund,
  sweepOpenRefunds,
} from './refunds.service';
