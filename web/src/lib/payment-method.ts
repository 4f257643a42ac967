import { msg } from '../i18n/i18n';

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  phonepe: msg('PhonePe'),
  cod: msg('Cash on delivery'),
  simulator: msg('Payment simulator'),
  giftCard: msg('Gift card'),
};

/** How an order is paid, in words (marked for the catalogues: translate where shown): PhonePe, Cash on delivery (the simulator stands in for PhonePe in tests). */
export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method] ?? method;
