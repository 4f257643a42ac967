import { lazy, Suspense, useState } from 'react';
import { Link } from '../../../lib/navigation';
import { ShoppingBag } from 'lucide-react';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import { formatINR } from '../../../../../common/money';
import { EmptyState } from '../../../components/states';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { useOrders } from '../api/get-orders';
import { formatOrderDate } from '../format';
import { paymentMethodLabel, payOnDeliveryOf, payOnDeliveryText } from '../pay-on-delivery';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { useLang, useT } from '../../../i18n/i18n';

/** The order's dialog (its details, returns and refunds), loaded when a buyer first opens one (decision 035). */
const OrderDetailsDialog = lazy(() =>
  import('./order-details-dialog').then((m) => ({ default: m.OrderDetailsDialog })),
);

/**
 * SPEC §2 Account, Orders tab: Order ID, Order Date, Order Status, Order Price and View Details. A table
 * from 640 px; on a phone each order is a card with the same four facts. The Order ID column (SPEC's label)
 * shows the order's number, the one a person reads out on the phone (HEP-10482).
 */
export function OrdersList({ userId }: { userId: string }) {
  const t = useT();
  const lang = useLang();
  const { data, isPending, isError, refetch } = useOrders(userId);
  const [open, setOpen] = useState<ApiOrder | null>(null);
  // Mounted from the first opening on, so closing it plays as before.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  // SPEC §8: a failed list leaves the list empty; it also says so and offers to try again.
  const orders = data ?? [];

  if (isPending) {
    return (
      <div role="status" aria-label={t('Loading your orders')} className="grid gap-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }

  const view = (order: ApiOrder) => (
    <Button
      variant="outline"
      size="sm"
      onClick={() => setOpen(order)}
      aria-label={t('View details of order {number}', { number: order.orderNumber })}
    >
      {t('View Details')}
    </Button>
  );

  return (
    <div className="grid gap-4">
      {isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {t('Could not load your orders.')}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}

      {!orders.length && !isError ? (
        <EmptyState
          title={t('No orders yet')}
          icon={<ShoppingBag className="size-10 text-neutral-400" aria-hidden="true" />}
          action={
            <Link to={paths.shop.listing.href()} className={buttonVariants()}>
              {t('Start shopping')}
            </Link>
          }
        >
          {t('Your orders and their GST invoices will be listed here.')}
        </EmptyState>
      ) : null}

      {orders.length ? (
        <>
          <div className="hidden sm:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('Order ID')}</TableHead>
                  <TableHead>{t('Order Date')}</TableHead>
                  <TableHead>{t('Order Status')}</TableHead>
                  <TableHead className="text-right">{t('Order Price')}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t('Details')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {orders.map((order) => (
                  <TableRow key={order._id}>
                    <TableCell className="whitespace-nowrap font-medium tabular-nums">
                      {order.orderNumber}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatOrderDate(order.orderDate, lang)}
                    </TableCell>
                    <TableCell>
                      <OrderStatusBadge status={order.orderStatus} cancelled={!!order.cancelledAt} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-right tabular-nums">
                      <span className="font-semibold">{formatINR(order.totalAmount)}</span>
                      <OrderPayment order={order} />
                    </TableCell>
                    <TableCell className="text-right">{view(order)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>

          <ul className="grid gap-3 sm:hidden" aria-label={t('Your orders')}>
            {orders.map((order) => (
              <li key={order._id} className="grid gap-3 rounded-lg border border-neutral-200 p-4">
                <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                  <div className="col-span-2 grid gap-0.5">
                    <dt className="text-xs text-neutral-600">{t('Order ID')}</dt>
                    <dd className="font-medium tabular-nums">{order.orderNumber}</dd>
                  </div>
                  <div className="grid gap-0.5">
                    <dt className="text-xs text-neutral-600">{t('Order Date')}</dt>
                    <dd>{formatOrderDate(order.orderDate, lang)}</dd>
                  </div>
                  <div className="grid justify-items-start gap-0.5">
                    <dt className="text-xs text-neutral-600">{t('Order Status')}</dt>
                    <dd>
                      <OrderStatusBadge status={order.orderStatus} cancelled={!!order.cancelledAt} />
                    </dd>
                  </div>
                  <div className="col-span-2 grid gap-0.5">
                    <dt className="text-xs text-neutral-600">{t('Order Price')}</dt>
                    <dd className="tabular-nums">
                      <span className="text-base font-semibold">{formatINR(order.totalAmount)}</span>
                      <OrderPayment order={order} />
                    </dd>
                  </div>
                </dl>
                {view(order)}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {opened ? (
        <Suspense fallback={null}>
          <OrderDetailsDialog order={open} onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Under the order's price: how it is paid, and what a cash-on-delivery order still asks at the door. */
function OrderPayment({ order }: { order: ApiOrder }) {
  const t = useT();
  const due = payOnDeliveryOf(order);
  return (
    <>
      <span className="block text-xs font-normal text-neutral-600">
        {t(paymentMethodLabel(order.paymentMethod))}
      </span>
      {due > 0 ? (
        <span className="block text-sm font-semibold text-amber-900">{payOnDeliveryText(due, t)}</span>
      ) : null}
    </>
  );
}
