import type { ApiOrder } from '../../../../common/contracts/orders';
import { formatINR } from '../../../../common/money';
import type { Translate } from '../../i18n/i18n';
import { englishT } from './aftercare-text';

/** The cash a cash-on-delivery order still asks at the door (rupees); 0 once paid, ended, or not COD. */
export const payOnDeliveryOf = (order: Pick<ApiOrder, 'payOnDelivery'>): number => order.payOnDelivery ?? 0;

/** "Pay on delivery: ₹1,234.00" (the account says it until the order is paid). */
export const payOnDeliveryText = (amount: number, t: Translate = englishT) =>
  t('Pay on delivery: {amount}', { amount: formatINR(amount) });

export { paymentMethodLabel } from '../../lib/payment-method';
