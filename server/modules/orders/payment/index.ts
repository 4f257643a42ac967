/**
 * What a payment does to an order (capture, the provider's status applied once, failure and stock back, late
 * payments kept for a refund) and the provider's side: the PhonePe webhook and the simulator. Stands on core and
 * documents (a paid order is invoiced).
 */
export { captureOrder, failOrder, payByCard, settleUnpaidOrder } from './order-payment';
export {
  authenticateWebhook,
  receivePhonePeWebhook,
  renderSimulatorPage,
  SimulatorAction,
  simulatorDecide,
  simulatorOf,
  trackPaymentWork,
  waitForPaymentWork,
} from './payments.service';
