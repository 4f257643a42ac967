import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PackageCheck } from 'lucide-react';
import type { ApiOrder } from '../../../../common/contracts/orders';
import { Skeleton } from '../../components/ui/skeleton';
import { orderDetailsQuery, payOnDeliveryOf, payOnDeliveryText } from '../../features/orders';
import { formatDeliveryDates } from '../../../../common/delivery-dates';
import { paths } from '../../lib/paths';
import { PaymentResult } from './payment-result';

/**
 * A cash-on-delivery order placed (issue 28): where checkout's order answer leads (?orderId=). It says the
 * order is placed and the cash to keep ready, with the expected delivery dates, from the order as the
 * server has it. When the order cannot be loaded it still says it is placed and points to the account.
 */
export default function OrderPlacedPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useQuery({ ...orderDetailsQuery(orderId), enabled: orderId !== '' });
  return (
    <PaymentResult
      pageTitle="Order placed"
      tone="success"
      icon={<PackageCheck className="size-12" aria-hidden="true" />}
      title="Order placed"
      next={{ to: paths.shop.account.href(), label: 'View Orders' }}
    >
      <p>Thank you for your order. Please pay in cash when it is delivered.</p>
      {order.data ? (
        <PlacedOrder order={order.data} />
      ) : order.isPending && orderId ? (
        <div role="status" aria-label="Loading your order" className="mt-5 grid gap-2">
          <Skeleton className="mx-auto h-8 w-56" />
          <Skeleton className="mx-auto h-5 w-64" />
        </div>
      ) : (
        <p className="mt-4 text-sm text-neutral-600">
          We could not show the order’s details just now. You will find the order, with the amount to pay, in
          your account.
        </p>
      )}
    </PaymentResult>
  );
}

function PlacedOrder({ order }: { order: ApiOrder }) {
  const due = payOnDeliveryOf(order);
  return (
    <div className="mt-5 grid gap-3">
      {due > 0 ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="text-xl font-bold tabular-nums">{payOnDeliveryText(due)}</p>
          <p className="mt-1 text-sm">Please keep the amount ready in cash for the delivery person.</p>
        </div>
      ) : null}
      <dl className="grid gap-1 text-sm">
        {order.expectedDelivery ? (
          <div className="flex flex-wrap justify-center gap-x-1.5">
            <dt className="text-neutral-600">Expected delivery:</dt>
            <dd className="font-medium text-neutral-950">{formatDeliveryDates(order.expectedDelivery)}</dd>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-center gap-x-1.5">
          <dt className="text-neutral-600">Order ID:</dt>
          <dd className="break-all font-mono text-xs leading-5 text-neutral-800">{order._id}</dd>
        </div>
      </dl>
    </div>
  );
}
