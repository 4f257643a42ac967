import type { AdminOrder } from '../../../../../common/contracts/admin';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../../common/delivery';
import { formatINR } from '../../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { paymentMethodLabel } from '../../../lib/payment-method';

/** How an order is paid, as the owner reads it (the orders filter and the details). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  phonepe: 'PhonePe',
  cod: 'Cash on delivery',
};

export const isPaymentMethod = (raw: string | null): raw is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(raw ?? '');

export { paymentMethodLabel };

/** Rupees a cash-on-delivery order still asks at the door (0 once paid or ended). */
export const toCollect = (order: Pick<AdminOrder, 'payOnDelivery'>) => order.payOnDelivery ?? 0;

/** A small "COD" mark for a cash-on-delivery order. */
export function CodBadge() {
  return (
    <Badge variant="outline" className="border-orange-700 text-orange-900">
      <abbr title="Cash on delivery" className="no-underline">
        COD
      </abbr>
    </Badge>
  );
}

/**
 * An order row's payment method: a COD badge and the cash still to collect for a cash order, else the
 * method's name.
 */
export function PaymentMethodMark({ order }: { order: Pick<AdminOrder, 'paymentMethod' | 'payOnDelivery'> }) {
  if (order.paymentMethod !== 'cod')
    return <span className="text-xs text-neutral-700">{paymentMethodLabel(order.paymentMethod)}</span>;
  const due = toCollect(order);
  return (
    <>
      <CodBadge />
      {due > 0 ? (
        <span className="whitespace-nowrap text-xs text-neutral-700">to collect {formatINR(due)}</span>
      ) : null}
    </>
  );
}
