import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { orderDetailsQuery } from '../../features/orders';
import { paths } from '../../lib/paths';
import { OrderFacts, OrderFactsLoading, PaymentResult } from './payment-result';
import { useT } from '../../i18n/i18n';

/**
 * SPEC §2: 'Payment is successfull!' (SPEC's wording) with View Orders to the account page; below it, the order
 * the return page captured (?orderId=) as the server has it: its number, the amount paid and the expected
 * delivery, as the cash order's page shows them. Without the order (no id, or it cannot be loaded) SPEC's page
 * alone.
 */
export default function PaymentSuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useQuery({ ...orderDetailsQuery(orderId), enabled: orderId !== '' });
  return (
    <PaymentResult
      pageTitle={t('Payment successful')}
      tone="success"
      icon={<CircleCheck className="size-12" aria-hidden="true" />}
      title={t('Payment is successfull!')}
      next={{ to: paths.shop.account.href(), label: t('View Orders') }}
    >
      <p>
        {t('Thank you for your order. You can follow it and download its GST invoice from your account.')}
      </p>
      {order.data ? (
        <OrderFacts order={order.data} />
      ) : order.isPending && orderId ? (
        <OrderFactsLoading />
      ) : null}
    </PaymentResult>
  );
}
