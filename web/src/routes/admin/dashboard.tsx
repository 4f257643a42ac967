import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Banknote, Clock, IndianRupee, Inbox, PackageMinus, TrendingUp } from 'lucide-react';
import { LOW_STOCK_BELOW, type AdminDashboardSummary } from '../../../../common/contracts/admin';
import { formatINR } from '../../../../common/money';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { ErrorState } from '../../components/states';
import { Skeleton } from '../../components/ui/skeleton';
import { useDashboardSummary, formatDay, RevenueChart } from '../../features/admin-dashboard';
import { StockBadge } from '../../features/admin-products';
import { SliderList, SliderUpload } from '../../features/admin-slider';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { AdminPage, Panel } from './admin-page';

const linkClass =
  'rounded-sm font-medium text-orange-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand';
/** A link standing alone in a row of links (not in a sentence): at least 24 px tall to tap (WCAG 2.5.8). */
const rowLinkClass = `${linkClass} inline-flex min-h-6 items-center`;

function Stat({
  label,
  value,
  detail,
  icon,
  className = '',
}: {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`grid min-w-0 content-start gap-1 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm sm:p-4 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-neutral-600">{label}</h2>
        {icon}
      </div>
      <p className="truncate text-lg font-bold tabular-nums tracking-tight sm:text-2xl">{value}</p>
      <div className="text-xs text-neutral-600">{detail}</div>
    </div>
  );
}

const orderDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

function Overview({ s }: { s: AdminDashboardSummary }) {
  const iconClass = 'size-5 text-orange-700';
  return (
    <>
      {s.refundsNeeded > 0 ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <strong>{plural(s.refundsNeeded, 'payment')} to refund.</strong> Money was taken for orders that
            were rejected, deleted or paid the wrong amount. Such orders are marked “Refund needed” in the
            order list.
          </p>
          <Link to={paths.admin.orders.href()} className={linkClass}>
            Open orders
          </Link>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Today"
          value={formatINR(s.todayPaid.revenue)}
          detail={`${plural(s.todayPaid.orders, 'paid order')} · ${formatDay(s.today)}`}
          icon={<IndianRupee className={iconClass} aria-hidden="true" />}
        />
        <Stat
          label="This month"
          value={formatINR(s.monthPaid.revenue)}
          detail={plural(s.monthPaid.orders, 'paid order')}
          icon={<TrendingUp className={iconClass} aria-hidden="true" />}
        />
        <Stat
          label="Waiting for action"
          value={s.waiting.count.toLocaleString('en-IN')}
          detail={
            <span className="flex flex-wrap gap-x-2">
              <Link to={paths.admin.orders.href({ status: 'confirmed' })} className={rowLinkClass}>
                Confirmed
              </Link>
              <Link to={paths.admin.orders.href({ status: 'inProcess' })} className={rowLinkClass}>
                In process
              </Link>
              <Link
                to={paths.admin.orders.href({ status: 'pending', paymentMethod: 'cod' })}
                className={rowLinkClass}
              >
                Cash to confirm
              </Link>
            </span>
          }
          icon={<Clock className={iconClass} aria-hidden="true" />}
        />
        <Stat
          label="Low on stock"
          value={s.lowStock.count.toLocaleString('en-IN')}
          detail={`Products with fewer than ${LOW_STOCK_BELOW} left`}
          icon={<PackageMinus className={iconClass} aria-hidden="true" />}
        />
        <Stat
          label="Cash to collect"
          className="col-span-2"
          value={formatINR(s.cashToCollect.amount)}
          detail={
            <Link to={paths.admin.orders.href({ paymentMethod: 'cod' })} className={linkClass}>
              {plural(s.cashToCollect.orders, 'cash-on-delivery order')}
            </Link>
          }
          icon={<Banknote className={iconClass} aria-hidden="true" />}
        />
        <Stat
          label="Open returns"
          value={s.openReturns.toLocaleString('en-IN')}
          detail={
            <Link to={paths.admin.returns.href()} className={linkClass}>
              View returns
            </Link>
          }
          icon={<Inbox className={iconClass} aria-hidden="true" />}
        />
        <Stat
          label="Failed refunds"
          className={s.failedRefunds > 0 ? 'border-red-300 bg-red-50' : ''}
          value={s.failedRefunds.toLocaleString('en-IN')}
          detail={
            <Link to={paths.admin.orders.href()} className={linkClass}>
              {s.failedRefunds > 0 ? 'Retry from the orders' : 'View orders'}
            </Link>
          }
          icon={
            <AlertTriangle
              className={s.failedRefunds > 0 ? 'size-5 text-red-700' : iconClass}
              aria-hidden="true"
            />
          }
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="Paid revenue, last 30 days" titleId="dash-revenue" className="lg:col-span-2">
          <RevenueChart days={s.revenueByDay} />
        </Panel>
        <Panel
          title="Orders waiting for action"
          titleId="dash-waiting"
          description="Paid orders not yet shipped and cash-on-delivery orders to confirm, oldest first."
        >
          {s.waiting.orders.length === 0 ? (
            <p className="text-sm text-neutral-600">
              Nothing waiting. Every paid or confirmed order is on its way.
            </p>
          ) : (
            <ul className="grid divide-y divide-neutral-100">
              {s.waiting.orders.map((o) => (
                <li key={o._id} className="flex items-center gap-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.admin.orders.href({ order: o._id })}
                      className={`${linkClass} block truncate`}
                    >
                      {o.contactName}
                      <span className="sr-only">, order {o._id}</span>
                    </Link>
                    <p className="text-xs text-neutral-600">
                      <span className="font-mono">{o._id.slice(0, 8)}</span> ·{' '}
                      {orderDay.format(new Date(o.orderDate))}
                    </p>
                  </div>
                  <div className="grid justify-items-end gap-1">
                    <span className="font-medium tabular-nums">{formatINR(o.totalAmount)}</span>
                    <OrderStatusBadge status={o.orderStatus} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {s.waiting.count > s.waiting.orders.length ? (
            <p className="text-sm text-neutral-600">
              and {plural(s.waiting.count - s.waiting.orders.length, 'more order')}:{' '}
              <Link to={paths.admin.orders.href({ status: 'confirmed' })} className={linkClass}>
                confirmed
              </Link>
              ,{' '}
              <Link to={paths.admin.orders.href({ status: 'inProcess' })} className={linkClass}>
                in process
              </Link>{' '}
              or{' '}
              <Link
                to={paths.admin.orders.href({ status: 'pending', paymentMethod: 'cod' })}
                className={linkClass}
              >
                cash to confirm
              </Link>
              .
            </p>
          ) : null}
        </Panel>
      </div>

      <Panel
        title="Products low on stock"
        titleId="dash-low-stock"
        description={`Fewer than ${LOW_STOCK_BELOW} in stock, fewest first.`}
      >
        {s.lowStock.products.length === 0 ? (
          <p className="text-sm text-neutral-600">Every product has {LOW_STOCK_BELOW} or more in stock.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
            {s.lowStock.products.map((p) => (
              <li
                key={p._id}
                className="flex min-w-0 items-center gap-3 rounded-md border border-neutral-200 p-2"
              >
                {p.image ? (
                  <img
                    src={p.image}
                    alt=""
                    className="size-12 shrink-0 rounded border border-neutral-100 bg-white object-contain"
                  />
                ) : (
                  <div className="size-12 shrink-0 rounded bg-neutral-100" aria-hidden="true" />
                )}
                <div className="grid min-w-0 gap-1">
                  <Link
                    to={paths.admin.products.href({ search: p.title })}
                    className={`${linkClass} line-clamp-2 break-words text-sm`}
                    title={p.title}
                  >
                    {p.title}
                  </Link>
                  <span>
                    <StockBadge stock={p.totalStock} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {s.lowStock.count > s.lowStock.products.length ? (
          <p className="text-sm text-neutral-600">
            and {plural(s.lowStock.count - s.lowStock.products.length, 'more product')}.
          </p>
        ) : null}
      </Panel>

      <Panel
        title="Most wished"
        titleId="dash-most-wished"
        description="Products buyers saved to their wishlists, most wishes first, with how many wait for a sold-out one to come back."
      >
        {s.mostWished.length === 0 ? (
          <p className="text-sm text-neutral-600">No product is on a wishlist yet.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-neutral-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Product
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Wishes
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Waiting for stock
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  In stock
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {s.mostWished.map((p) => (
                <tr key={p._id}>
                  <td className="py-2 pr-2">
                    <Link
                      to={paths.admin.products.href({ search: p.title })}
                      className={`${linkClass} line-clamp-2 break-words`}
                    >
                      {p.title}
                    </Link>
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{p.wishes.toLocaleString('en-IN')}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{p.waiting.toLocaleString('en-IN')}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">
                    {p.totalStock.toLocaleString('en-IN')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading the overview…</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className={`h-28 w-full ${i === 4 ? 'col-span-2' : ''}`} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-72 w-full lg:col-span-2" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}

/** SPEC §2 admin dashboard: slider upload and list, after what an owner looks at first. */
export default function AdminDashboardPage() {
  const summary = useDashboardSummary();
  return (
    <AdminPage
      title="Dashboard"
      description="Sales, orders to handle, stock to refill and the home page slider."
    >
      {summary.data ? (
        <Overview s={summary.data} />
      ) : summary.isError ? (
        <ErrorState
          title="Failed to load the overview"
          message={errorMessage(summary.error, 'Please try again.')}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <OverviewSkeleton />
      )}
      <Panel
        title="Home page slider"
        titleId="dash-slider"
        description="Upload an image, then add it to the banner on the shop’s home page."
        actions={
          <Link to={paths.admin.features.href()} className={`${linkClass} text-sm`}>
            Clear or clean up slides
          </Link>
        }
      >
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <SliderUpload />
          <SliderList />
        </div>
      </Panel>
    </AdminPage>
  );
}
