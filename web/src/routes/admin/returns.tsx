import { useState } from 'react';
import { Link } from 'react-router';
import {
  RETURN_REASON_TEXT,
  RETURN_STATUSES,
  type AdminReturn,
  type ReturnStatus,
} from '../../../../common/contracts/returns';
import { formatINR } from '../../../../common/money';
import { Pagination } from '../../components/pagination';
import { RefundStateBadge } from '../../components/refund-state-badge';
import { EmptyState, ErrorState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import {
  formatReturnDate,
  RETURN_STATUS_TEXT,
  ReturnDialog,
  ReturnStatusBadge,
  useAdminReturns,
} from '../../features/admin-returns';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { positiveInt } from '../../lib/use-grid-params';
import { useQueryParams } from '../../lib/use-query-params';
import { AdminPage } from './admin-page';

export const RETURNS_PER_PAGE = 20;

const isStatus = (raw: string | null): raw is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(raw ?? '');

/** What each tab says when it holds nothing. */
const EMPTY_TEXT: Record<ReturnStatus, [string, string]> = {
  requested: ['No new return requests', 'Customers ask to return delivered orders from their account.'],
  approved: ['Nothing on its way back', 'Approved returns wait here until the parcel reaches the shop.'],
  received: ['Nothing to refund', 'Received returns wait here until you refund them.'],
  refunded: ['No refunded returns yet', 'Returns you refund are kept here.'],
  rejected: ['No rejected returns', 'Requests you reject are kept here with your reason.'],
};

const linkClass =
  'rounded-sm font-medium text-orange-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand';

const units = (r: AdminReturn) => r.lines.reduce((n, l) => n + l.quantity, 0);

function OrderLink({ r }: { r: AdminReturn }) {
  return (
    <Link to={paths.admin.orders.href({ order: r.orderId })} className={`${linkClass} tabular-nums`}>
      {r.orderNumber}
      <span className="sr-only">: open order {r.orderNumber}</span>
    </Link>
  );
}

function Items({ r }: { r: AdminReturn }) {
  const [first, ...rest] = r.lines;
  const n = units(r);
  return (
    <span className="grid min-w-0">
      <span className="truncate" title={first?.title}>
        {first?.title}
        {rest.length ? ` +${rest.length} more` : ''}
      </span>
      <span className="text-xs text-neutral-600">
        {n} item{n === 1 ? '' : 's'}
      </span>
    </span>
  );
}

function Refund({ r }: { r: AdminReturn }) {
  if (r.refundAmount === null && !r.refund) return <span className="text-neutral-500">—</span>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="whitespace-nowrap tabular-nums">{formatINR(r.refund?.amount ?? r.refundAmount)}</span>
      {r.refund ? <RefundStateBadge state={r.refund.state} /> : null}
    </span>
  );
}

function ReturnList({
  rows,
  busy,
  onOpen,
}: {
  rows: AdminReturn[];
  busy: boolean;
  onOpen: (r: AdminReturn) => void;
}) {
  const open = (r: AdminReturn) => (
    <Button variant="outline" size="sm" onClick={() => onOpen(r)}>
      Open <span className="sr-only">the return of order {r.orderNumber}</span>
    </Button>
  );
  return (
    <>
      {/* Phones and tablets get one card per return; wide screens the table. */}
      <ul className="grid gap-3 lg:hidden" aria-label="Returns" aria-busy={busy}>
        {rows.map((r) => (
          <li
            key={r._id}
            data-return-id={r._id}
            className="grid min-w-0 gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-sm shadow-sm"
          >
            <div className="flex items-baseline justify-between gap-2">
              <OrderLink r={r} />
              <ReturnStatusBadge status={r.status} />
            </div>
            <p className="truncate font-medium">{r.customerName}</p>
            <p className="text-neutral-600">{formatReturnDate(r.createdAt)}</p>
            <Items r={r} />
            <p className="text-neutral-700">{RETURN_REASON_TEXT[r.reason]}</p>
            <Refund r={r} />
            {open(r)}
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <Table aria-label="Returns" aria-busy={busy}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Order</TableHead>
              <TableHead scope="col">Customer</TableHead>
              <TableHead scope="col">Requested</TableHead>
              <TableHead scope="col">Items</TableHead>
              <TableHead scope="col">Reason</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col">Refund</TableHead>
              <TableHead scope="col">
                <span className="sr-only">Open</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r._id} data-return-id={r._id}>
                <TableCell>
                  <OrderLink r={r} />
                </TableCell>
                <TableCell className="max-w-48">
                  <p className="truncate font-medium" title={r.customerName}>
                    {r.customerName}
                  </p>
                  <p className="truncate text-xs text-neutral-600" title={r.customerEmail}>
                    {r.customerEmail}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatReturnDate(r.createdAt)}</TableCell>
                <TableCell className="max-w-56">
                  <Items r={r} />
                </TableCell>
                <TableCell>{RETURN_REASON_TEXT[r.reason]}</TableCell>
                <TableCell>
                  <ReturnStatusBadge status={r.status} />
                </TableCell>
                <TableCell>
                  <Refund r={r} />
                </TableCell>
                <TableCell className="text-right">{open(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/**
 * The owner's returns: the requests by status (tabs with the server's counts, requested first),
 * a table on wide screens and cards on phones; Open shows the request and its next step. The status and
 * page live in the URL (?status=approved&page=2).
 */
export default function AdminReturnsPage() {
  const [params, update] = useQueryParams();
  const rawStatus = params.get('status');
  const status: ReturnStatus = isStatus(rawStatus) ? rawStatus : 'requested';
  const page = positiveInt(params.get('page'));
  const query = useAdminReturns({ status, page, limit: RETURNS_PER_PAGE });
  const [selected, setSelected] = useState<AdminReturn | null>(null);

  const data = query.data;
  const counts = data?.counts;
  const [emptyTitle, emptyText] = EMPTY_TEXT[status];

  return (
    <AdminPage
      title="Returns"
      description="Return requests from customers: approve, receive and refund them."
    >
      <Tabs
        value={status}
        onValueChange={(value) => update({ status: value === 'requested' ? null : value, page: null })}
        className="grid min-w-0 gap-4"
      >
        <TabsList aria-label="Return status" className="h-auto flex-wrap justify-start gap-1">
          {RETURN_STATUSES.map((s) => (
            <TabsTrigger key={s} value={s} className="gap-1.5 px-3">
              {RETURN_STATUS_TEXT[s]}
              {counts ? ' ' : null}
              {counts ? (
                <span className="rounded-full bg-neutral-200 px-1.5 text-xs tabular-nums text-neutral-900">
                  {counts[s].toLocaleString('en-IN')}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {RETURN_STATUSES.map((s) => (
          <TabsContent key={s} value={s} className="grid min-w-0 gap-4 focus-visible:outline-none">
            {s !== status ? null : query.isError && !data ? (
              <ErrorState
                title="Failed to load returns"
                message={errorMessage(query.error, 'Please check your connection and try again.')}
                onRetry={() => void query.refetch()}
              />
            ) : !data || query.isPlaceholderData ? (
              <div role="status" className="grid gap-2">
                <span className="sr-only">Loading returns…</span>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-12 w-full" />
                ))}
              </div>
            ) : data.data.length === 0 ? (
              <EmptyState
                title={page > 1 ? 'This page is empty' : emptyTitle}
                action={
                  page > 1 ? (
                    <Button variant="outline" onClick={() => update({ page: null })}>
                      Go to the first page
                    </Button>
                  ) : undefined
                }
              >
                {page > 1 ? null : emptyText}
              </EmptyState>
            ) : (
              <>
                <ReturnList rows={data.data} busy={query.isFetching} onOpen={setSelected} />
                <Pagination
                  page={page}
                  pageCount={data.pagination.totalPages}
                  onPageChange={(p) => update({ page: p })}
                  label="Return pages"
                />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <ReturnDialog ret={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </AdminPage>
  );
}
