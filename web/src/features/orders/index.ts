export {
  captureUntilDecided,
  clearStoredOrderId,
  CURRENT_ORDER_STORAGE_KEY,
  readStoredOrderId,
} from './api/capture-payment';
export { previewsKey, refusedPreviewMessage, useOrderPreview } from './api/get-order-preview';
export { ordersQuery } from './api/get-orders';
export { type CheckoutField } from './checkout-rules';
export { CHECKOUT_MESSAGES } from './checkout-messages';
export { normaliseCode, type CodeCheck } from './discount-code';
export { DiscountBox } from './components/discount-box';
export { DeliveryOptions, DeliveryZoneNote, PaymentOptions } from './components/checkout-delivery';
export { CheckoutSteps, type CheckoutStep } from './components/checkout-steps';
export { CodVerification } from './components/cod-verification';
export { CheckoutSummary } from './components/checkout-summary';
export { OrdersList } from './components/orders-list';
export { PaymentStatusBadge } from './components/payment-status-badge';
export { useCheckout } from './components/use-checkout';
export { goToPayment } from './payment-redirect';
export { orderDetailsQuery } from './api/get-order-details';
export { paymentMethodLabel, payOnDeliveryOf, payOnDeliveryText } from './pay-on-delivery';
