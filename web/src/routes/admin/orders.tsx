import { ClipboardList, Search } from 'lucide-react';
import { ORDER_LIST_STATUSES, ORDER_SEARCH_MAX } from '../../../../common/contracts/admin';
import { PAYMENT_METHODS } from '../../../../common/delivery';
import { formatINR } from '../../../../common/money';
import { OrderStatusBadge, orderStatusLabel } from '../../components/order-status-badge';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import {
  useAdminOrders,
  formatDateTime,
  isPaymentMethod,
  OrderDetailsDialog,
  PaymentBadge,
  PAYMENT_METHOD_LABELS,
  PaymentMethodMark,
  RefundBadge,
} from '../../features/admin-orders';
import { errorMessage } from '../../lib/api-client';
import { AdminPage } from './admin-page';
import { useGridParams } from '../../lib/use-grid-params';

export const ORDERS_PER_PAGE = 20;

/** The status filter's words: the statuses as their badges read, and the buyer's cancellations on their own. */
const statusFilterLabel = (status: string) =>
  status === 'cancelled'
    ? 'Cancelled by the buyer'
    : status === 'rejected'
      ? 'Rejected (and cancelled)'
      : orderStatusLabel(status);

/**
 * SPEC §2 admin orders: every order, newest first, with a status filter (Cancelled among them), a payment-method
 * filter (?paymentMethod=cod lists the cash-on-delivery orders) and a search by order number, the buyer's name,
 * phone or e-mail (or an order id); View Details opens the details dialog (also reachable as ?order=<id>).
 * Orders are named by their number. Orders that owe a refund are marked, cash orders carry a COD badge and the
 * cash still to collect.
 */
export default function AdminOrdersPage() {
  const { params, update, page, search, text, setText } = useGridParams({
    accepts: (typed) => typed.length <= ORDER_SEARCH_MAX,
  });
  const status = (ORDER_LIST_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? params.get('status')!
    : '';
  const rawMethod = params.get('paymentMethod');
  const paymentMethod = isPaymentMethod(rawMethod) ? rawMethod : '';
  const openId = params.get('order');
  const query = useAdminOrders({
    page,
    limit: ORDERS_PER_PAGE,
    status,
    search: search.toLowerCase(),
    paymentMethod,
  });

  const data = query.data;
  const total = data?.pagination.total ?? 0;
  const filtered = Boolean(status || search || paymentMethod);
  const invalidNow = text.trim().length > ORDER_SEARCH_MAX;

  return (
    <AdminPage
      title="Orders"
      description={
        query.isPlaceholderData
          ? 'Loading…'
          : data
            ? `${total.toLocaleString('en-IN')} order${total === 1 ? '' : 's'}${filtered ? ' found' : ''}`
            : 'Every order in the shop'
      }
    >
      <div className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm sm:grid-cols-2 sm:p-4 lg:grid-cols-[1fr_13rem_13rem]">
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="orders-search">Search orders</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
              aria-hidden="true"
            />
            <Input
              id="orders-search"
              type="search"
              className="pl-9"
              placeholder="e.g. HEP-10482, Meera, 98765 43210"
              autoComplete="off"
              spellCheck={false}
              value={text}
              aria-invalid={invalidNow || undefined}
              aria-describedby="orders-search-hint"
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <p
            id="orders-search-hint"
            className={invalidNow ? 'text-xs text-red-700' : 'text-xs text-neutral-600'}
          >
            {invalidNow
              ? `At most ${ORDER_SEARCH_MAX} characters.`
              : 'Order number, buyer’s name, phone or e-mail.'}
          </p>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="orders-status">Status</Label>
          <NativeSelect
            id="orders-status"
            value={status}
            onChange={(e) => update({ status: e.target.value, page: null })}
          >
            <option value="">All statuses</option>
            {ORDER_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusFilterLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="orders-payment-method">Payment method</Label>
          <NativeSelect
            id="orders-payment-method"
            value={paymentMethod}
            onChange={(e) => update({ paymentMethod: e.target.value, page: null })}
          >
            <option value="">All payment methods</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {query.isError && !data ? (
        <ErrorState
          title="Failed to load orders"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading orders…</span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-10 text-neutral-400" aria-hidden="true" />}
          title={filtered ? 'No orders match' : page > 1 ? 'This page is empty' : 'No orders yet'}
          action={
            filtered || page > 1 ? (
              <Button
                variant="outline"
                onClick={() => {
                  setText('');
                  update({ search: null, status: null, paymentMethod: null, page: null });
                }}
              >
                Show all orders
              </Button>
            ) : undefined
          }
        >
          {filtered
            ? 'Try another number, name, status or payment method.'
            : page > 1
              ? null
              : 'Orders appear here as soon as customers check out.'}
        </EmptyState>
      ) : (
        <>
          {/* Phones get one card per order; wider screens the table. */}
          <ul className="grid gap-3 md:hidden" aria-label="Orders" aria-busy={query.isFetching}>
            {data.data.map((o) => (
              <li
                key={o._id}
                className={`grid gap-2 rounded-lg border p-3 text-sm shadow-sm ${o.refundNeeded ? 'border-amber-300 bg-amber-50' : 'border-neutral-200 bg-white'}`}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold tabular-nums" title={o._id}>
                    {o.orderNumber}
                  </span>
                  <span className="font-semibold tabular-nums">{formatINR(o.totalAmount)}</span>
                </div>
                <p className="text-neutral-600">{formatDateTime(o.orderDate)}</p>
                <p className="truncate font-medium">{o.contactName}</p>
                <div className="flex flex-wrap gap-1">
                  <OrderStatusBadge status={o.orderStatus} cancelled={!!o.cancelledAt} />
                  <PaymentBadge status={o.paymentStatus} />
                  <PaymentMethodMark order={o} />
                  {o.refundNeeded ? <RefundBadge /> : null}
                </div>
                <Button variant="outline" size="sm" onClick={() => update({ order: o._id })}>
                  View Details <span className="sr-only">of order {o.orderNumber}</span>
                </Button>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <Table aria-label="Orders" aria-busy={query.isFetching}>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Order No.</TableHead>
                  <TableHead scope="col">Order Date</TableHead>
                  <TableHead scope="col">Customer</TableHead>
                  <TableHead scope="col">Order Status</TableHead>
                  <TableHead scope="col">Payment</TableHead>
                  <TableHead scope="col" className="text-right">
                    Order Price
                  </TableHead>
                  <TableHead scope="col">
                    <span className="sr-only">Details</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((o) => (
                  <TableRow
                    key={o._id}
                    data-order-id={o._id}
                    className={o.refundNeeded ? 'bg-amber-50/70' : undefined}
                  >
                    <TableCell className="whitespace-nowrap font-medium tabular-nums">
                      <span title={o._id}>{o.orderNumber}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(o.orderDate)}</TableCell>
                    <TableCell className="max-w-48">
                      <p className="truncate font-medium" title={o.contactName}>
                        {o.contactName}
                      </p>
                      <p className="truncate text-xs text-neutral-600" title={o.contactEmail}>
                        {o.contactEmail}
                      </p>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        <OrderStatusBadge status={o.orderStatus} cancelled={!!o.cancelledAt} />
                        {o.refundNeeded ? <RefundBadge /> : null}
                      </div>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap items-center gap-1">
                        <PaymentBadge status={o.paymentStatus} />
                        <PaymentMethodMark order={o} />
                      </div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                      {formatINR(o.totalAmount)}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button variant="outline" size="sm" onClick={() => update({ order: o._id })}>
                        View Details <span className="sr-only">of order {o.orderNumber}</span>
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={page}
            pageCount={data.pagination.totalPages}
            onPageChange={(p) => update({ page: p })}
            label="Order pages"
          />
        </>
      )}
      <OrderDetailsDialog orderId={openId} onClose={() => update({ order: null })} />
    </AdminPage>
  );
}
