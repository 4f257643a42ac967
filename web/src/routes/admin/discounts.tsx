import { useState } from 'react';
import { Plus, TicketPercent } from 'lucide-react';
import { formatINR } from '../../../../common/money';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/use-toast';
import {
  discountDatesText,
  discountLimitsText,
  discountState,
  DiscountSheet,
  DiscountStateBadge,
  discountValueText,
  useAdminDiscounts,
  useDeleteDiscount,
  useUpdateDiscount,
  type AdminDiscount,
} from '../../features/admin-discounts';
import { errorMessage } from '../../lib/api-client';
import { AdminPage } from './admin-page';

function Limits({ d }: { d: AdminDiscount }) {
  const parts = discountLimitsText(d);
  return parts.length ? (
    <ul className="grid gap-0.5">
      {parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ) : (
    <span className="text-neutral-600">No limits</span>
  );
}

const usedText = (d: AdminDiscount) =>
  d.usageLimit === null
    ? d.used.toLocaleString('en-IN')
    : `${d.used.toLocaleString('en-IN')} of ${d.usageLimit.toLocaleString('en-IN')}`;

/** Edit, Pause or Resume, Delete: each names its code for a screen reader. */
function Actions({
  d,
  busy,
  onEdit,
  onToggle,
  onDelete,
  className = 'flex flex-wrap gap-2',
}: {
  d: AdminDiscount;
  busy: boolean;
  className?: string;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const sr = <span className="sr-only">code {d.code}</span>;
  return (
    <div className={className}>
      <Button variant="outline" size="sm" onClick={onEdit}>
        Edit {sr}
      </Button>
      <Button variant="outline" size="sm" onClick={onToggle} busy={busy}>
        {d.active ? 'Pause' : 'Resume'} {sr}
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700 hover:text-red-800" onClick={onDelete}>
        Delete {sr}
      </Button>
    </div>
  );
}

function DiscountList({
  rows,
  busyId,
  onEdit,
  onToggle,
  onDelete,
}: {
  rows: AdminDiscount[];
  busyId: string | null;
  onEdit: (d: AdminDiscount) => void;
  onToggle: (d: AdminDiscount) => void;
  onDelete: (d: AdminDiscount) => void;
}) {
  const actions = (d: AdminDiscount, className?: string) => (
    <Actions
      d={d}
      className={className}
      busy={busyId === d._id}
      onEdit={() => onEdit(d)}
      onToggle={() => onToggle(d)}
      onDelete={() => onDelete(d)}
    />
  );
  return (
    <>
      {/* Phones and tablets get one card per code; wide screens the table. */}
      <ul className="grid gap-3 lg:hidden" aria-label="Discount codes">
        {rows.map((d) => (
          <li
            key={d._id}
            data-discount-id={d._id}
            className="grid min-w-0 gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-sm shadow-sm"
          >
            <div className="flex items-baseline justify-between gap-2">
              <p className="break-all font-mono text-base font-semibold">{d.code}</p>
              <DiscountStateBadge state={discountState(d)} />
            </div>
            <p className="font-medium">{discountValueText(d)}</p>
            <p className="text-neutral-700">{discountDatesText(d)}</p>
            <div className="text-neutral-700">
              <Limits d={d} />
            </div>
            <p className="text-neutral-700">
              Used {usedText(d)} · Given {formatINR(d.totalGiven)}
            </p>
            {actions(d)}
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <Table aria-label="Discount codes">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Code</TableHead>
              <TableHead scope="col">Discount</TableHead>
              <TableHead scope="col">When (India time)</TableHead>
              <TableHead scope="col">Limits</TableHead>
              <TableHead scope="col" className="text-right">
                Used · given
              </TableHead>
              <TableHead scope="col">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d._id} data-discount-id={d._id}>
                <TableCell>
                  <p className="font-mono font-semibold">{d.code}</p>
                  <DiscountStateBadge state={discountState(d)} />
                </TableCell>
                <TableCell className="max-w-40">{discountValueText(d)}</TableCell>
                <TableCell className="max-w-40 text-neutral-700">{discountDatesText(d)}</TableCell>
                <TableCell className="max-w-56 text-neutral-700">
                  <Limits d={d} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  <p>{usedText(d)}</p>
                  <p className="text-neutral-600">{formatINR(d.totalGiven)}</p>
                </TableCell>
                <TableCell>{actions(d, 'grid gap-1')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/**
 * The owner's discount codes (issue 46): every code with its terms, how often it was used and the discount
 * it gave; add and edit in a side sheet, pause and resume, delete (a used code is paused instead, so its
 * orders keep pointing at it).
 */
export default function AdminDiscountsPage() {
  const query = useAdminDiscounts();
  const update = useUpdateDiscount();
  const remove = useDeleteDiscount();
  const { confirm, dialog } = useConfirm();
  const [sheet, setSheet] = useState<{ discount: AdminDiscount | null } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function toggle(d: AdminDiscount) {
    setBusyId(d._id);
    try {
      await update.mutateAsync({ id: d._id, body: { active: !d.active } });
      toast({ title: d.active ? `${d.code} paused` : `${d.code} resumed` });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Could not change the code') });
    } finally {
      setBusyId(null);
    }
  }

  async function del(d: AdminDiscount) {
    const used = d.used > 0;
    const ok = await confirm({
      title: `Delete code ${d.code}?`,
      description: used
        ? `It was used on ${d.used} order${d.used === 1 ? '' : 's'}, so it will be paused instead of deleted: those orders keep pointing at it.`
        : 'Buyers will no longer be able to use it. This cannot be undone.',
      confirmLabel: used ? 'Pause instead' : 'Delete',
      destructive: !used,
    });
    if (!ok) return;
    try {
      const res = await remove.mutateAsync(d._id);
      toast({ title: res.deleted ? `${d.code} deleted` : `${d.code} paused`, description: res.message });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Could not delete the code') });
    }
  }

  const data = query.data;
  const add = (
    <Button onClick={() => setSheet({ discount: null })}>
      <Plus className="size-4" aria-hidden="true" />
      Add code
    </Button>
  );

  return (
    <AdminPage
      title="Discounts"
      description="Codes buyers type at checkout: percent or rupees off, or free delivery."
      actions={data?.length ? add : undefined}
    >
      {query.isError && !data ? (
        <ErrorState
          title="Failed to load discount codes"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading discount codes…</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.length === 0 ? (
        <EmptyState
          title="No discount codes yet"
          icon={<TicketPercent className="size-10 text-neutral-400" aria-hidden="true" />}
          action={add}
        >
          Add a code for a sale, a contractor or a customer you want back. Buyers type it in checkout&apos;s
          Discount box.
        </EmptyState>
      ) : (
        <DiscountList
          rows={data}
          busyId={busyId}
          onEdit={(d) => setSheet({ discount: d })}
          onToggle={(d) => void toggle(d)}
          onDelete={(d) => void del(d)}
        />
      )}
      <DiscountSheet
        open={sheet !== null}
        discount={sheet?.discount ?? null}
        onOpenChange={(open) => (open ? undefined : setSheet(null))}
      />
      {dialog}
    </AdminPage>
  );
}
