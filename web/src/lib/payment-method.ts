const PAYMENT_METHOD_LABELS: Record<string, string> = {
  phonepe: 'PhonePe',
  cod: 'Cash on delivery',
  simulator: 'Payment simulator',
  giftCard: 'Gift card',
};

/** How an order is paid, in words: PhonePe, Cash on delivery (the simulator stands in for PhonePe in tests). */
export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method] ?? method;
