import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PackageCheck } from 'lucide-react';
import type { ApiOrder } from '../../../../common/contracts/orders';
import { formatINR } from '../../../../common/money';
import { orderDetailsQuery, payOnDeliveryOf } from '../../features/orders';
import { useT } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { OrderFacts, OrderFactsLoading, PaymentResult } from './payment-result';

/**
 * A cash-on-delivery order placed: where checkout's order answer leads (?orderId=). It says the
 * order is placed and the cash to keep ready, with the expected delivery dates, from the order as the
 * server has it. When the order cannot be loaded it still says it is placed and points to the account.
 */
export default function OrderPlacedPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useQuery({ ...orderDetailsQuery(orderId), enabled: orderId !== '' });
  return (
    <PaymentResult
      pageTitle={t('Order placed')}
      tone="success"
      icon={<PackageCheck className="size-12" aria-hidden="true" />}
      title={t('Order placed')}
      next={{ to: paths.shop.account.href(), label: t('View Orders') }}
    >
      {order.data && order.data.paymentMethod === 'giftCard' ? (
        <p>{t('Thank you for your order. Your gift card paid for it: there is nothing left to pay.')}</p>
      ) : (
        <p>{t('Thank you for your order. Please pay in cash when it is delivered.')}</p>
      )}
      {order.data ? (
        <PlacedOrder order={order.data} />
      ) : order.isPending && orderId ? (
        <OrderFactsLoading />
      ) : (
        <p className="mt-4 text-sm text-neutral-600">
          {t(
            'We could not show the order’s details just now. You will find the order, with the amount to pay, in your account.',
          )}
        </p>
      )}
    </PaymentResult>
  );
}

function PlacedOrder({ order }: { order: ApiOrder }) {
  const t = useT();
  const due = payOnDeliveryOf(order);
  return (
    <>
      {due > 0 ? (
        <div className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="text-xl font-bold tabular-nums">
            {t('Pay on delivery: {amount}', { amount: formatINR(due) })}
          </p>
          <p className="mt-1 text-sm">{t('Please keep the amount ready in cash for the delivery person.')}</p>
        </div>
      ) : null}
      <OrderFacts order={order} />
    </>
  );
}
