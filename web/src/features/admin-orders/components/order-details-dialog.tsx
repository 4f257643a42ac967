import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, BadgeCheck, Download, Trash2 } from 'lucide-react';
import {
  ADMIN_ORDER_STATUSES,
  type AdminOrder,
  type AdminOrderLine,
} from '../../../../../common/contracts/admin';
import { formatINR } from '../../../../../common/money';
import { useConfirm } from '../../../components/confirm-dialog';
import { OrderStatusBadge, orderStatusLabel } from '../../../components/order-status-badge';
import { ErrorState } from '../../../components/states';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { forgetOrder, useDeleteOrder } from '../api/delete-order';
import { useAdminOrderDetails } from '../api/get-order-details';
import { creditNoteUrl, invoiceUrl } from '../api/invoice-url';
import { useMarkRefunded } from '../api/mark-refunded';
import { TaxBreakdown, orderTotals } from '../../../components/tax-breakdown';
import { OrderCharges, OrderDeliveryFact } from '../../../components/order-charges';
import { useUpdateOrderStatus, type AdminSettableStatus } from '../api/update-order-status';
import { CodSteps } from './cod-steps';
import {
  DispatchFields,
  EMPTY_DISPATCH,
  ShipmentText,
  WhatsAppLink,
  checkDispatch,
  type DispatchErrors,
  type DispatchValues,
} from './dispatch-form';

/** The dispatch fields' ids in the order dialog, to focus the first one wrong. */
const DISPATCH_FIELD_ID = {
  courier: 'dispatch-courier',
  trackingNumber: 'dispatch-awb',
  trackingUrl: 'dispatch-url',
};
import { Textarea } from '../../../components/ui/textarea';
import { RefundsSection } from './refunds-section';
import { CodBadge, paymentMethodLabel, toCollect } from './payment-method';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
/** A day as India reads it: 16 Mar 2026. */
export const formatDay = (iso: string) => day.format(new Date(iso));

/**
 * How the order is paid, in words: PhonePe, or for cash on delivery what is still to collect at the door or
 * when the cash was collected.
 */
export function paymentText(order: AdminOrder): string {
  if (order.paymentMethod !== 'cod') return `via ${paymentMethodLabel(order.paymentMethod)}`;
  const due = toCollect(order);
  if (due > 0) return `Cash on delivery · to collect ${formatINR(due)}`;
  if (order.paymentStatus === 'paid')
    return `Cash collected ${formatINR(order.totalAmount)}${order.paidAt ? ` on ${formatDay(order.paidAt)}` : ''}`;
  return 'Cash on delivery';
}

/** SPEC §4: the deletion question, word for word. */
export const deleteOrderQuestion = (id: string) => `Delete order ${id}? This cannot be undone.`;

/** Asked before a refund is recorded: nothing is paid back from here. */
export const refundQuestion = (orderNumber: string) => `Mark order ${orderNumber} refunded?`;

/** The tax columns of an order's lines: IGST for a delivery to another state, else CGST and SGST. */
interface TaxColumn {
  label: string;
  amount: (line: AdminOrderLine) => number;
  percent: (line: AdminOrderLine) => number;
}
const CGST: TaxColumn = { label: 'CGST', amount: (l) => l.cgstAmount, percent: (l) => l.cgstPercent };
const SGST: TaxColumn = { label: 'SGST', amount: (l) => l.sgstAmount, percent: (l) => l.sgstPercent };
const IGST: TaxColumn = {
  label: 'IGST',
  amount: (l) => l.igstAmount ?? 0,
  percent: (l) => l.igstPercent ?? 0,
};

/** Why a credit note was issued, as the admin reads it. */
const creditNoteReason = (reason: string) =>
  reason === 'rejected' ? 'order rejected' : reason === 'refunded' ? 'payment refunded' : reason;

export function PaymentBadge({ status }: { status: AdminOrder['paymentStatus'] }) {
  const label = status === 'paid' ? 'Paid' : status === 'failed' ? 'Failed' : 'Unpaid';
  return (
    <Badge variant={status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'outline'}>
      {label}
    </Badge>
  );
}

export function RefundBadge() {
  return (
    <Badge variant="warning" className="border border-amber-400">
      <AlertTriangle className="size-3" aria-hidden="true" /> Refund needed
    </Badge>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-neutral-600">{label}</dt>
      <dd className="break-words text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

function Body({ order, onDeleted }: { order: AdminOrder; onDeleted: () => void }) {
  const settable = (ADMIN_ORDER_STATUSES as readonly string[]).includes(order.orderStatus);
  const [status, setStatus] = useState<AdminSettableStatus | ''>(
    settable ? (order.orderStatus as AdminSettableStatus) : '',
  );
  const update = useUpdateOrderStatus();
  // Dispatching asks for the courier and AWB unless the order has them (issue 31); rejecting, an optional reason.
  const [dispatch, setDispatch] = useState<DispatchValues>(EMPTY_DISPATCH);
  const [dispatchErrors, setDispatchErrors] = useState<DispatchErrors>({});
  const [note, setNote] = useState('');
  const asksDispatch = status === 'inShipping' && order.orderStatus !== 'inShipping' && !order.shipment;
  const asksNote = status === 'rejected' && order.orderStatus !== 'rejected';
  const asksMore = asksDispatch || asksNote;
  const remove = useDeleteOrder();
  const refund = useMarkRefunded();
  const { confirm, dialog } = useConfirm();
  const paid = order.paymentStatus === 'paid';
  const cod = order.paymentMethod === 'cod';
  // A cash order's invoice is issued when it is dispatched, before the cash is in hand.
  const invoiced = paid || (cod && !!order.invoiceNumber);
  // A refund can be recorded once for money the order took: a flagged payment or a paid order; not while one of
  // its refunds is with the provider (it may yet complete: the server refuses it then too).
  const refundInFlight = (order.refunds ?? []).some((r) => r.state === 'requested' || r.state === 'pending');
  const refundable =
    !order.refundedAt && !refundInFlight && (order.refundNeeded || (paid && !!order.invoiceNumber));
  const interState = order.taxType === 'inter' || (order.igstAmount ?? 0) > 0;
  const taxes = interState ? [IGST] : [CGST, SGST];
  // What goes back and how the provider knows it: the payment kept for a refund, else what the order's own
  // refunds have not given back yet.
  const refundAmount = formatINR(order.flaggedPayment?.amount ?? order.refundable ?? order.totalAmount);
  const refundReference = order.flaggedPayment?.transactionId ?? order.paymentId;
  // Every credit note of the order, one link each (issue 29); an older answer names only the first.
  const creditNotes = order.creditNotes ?? [];

  async function onUpdate() {
    if (!status) return;
    let extras = {};
    if (asksDispatch) {
      const checked = checkDispatch(dispatch);
      if (!checked.ok) {
        setDispatchErrors(checked.errors);
        const first = (['courier', 'trackingNumber', 'trackingUrl'] as const).find((f) => checked.errors[f]);
        if (first) document.getElementById(DISPATCH_FIELD_ID[first])?.focus();
        return;
      }
      setDispatchErrors({});
      extras = checked.body;
    } else if (status === 'rejected' && note.trim()) {
      extras = { note: note.trim() };
    }
    try {
      const res = await update.mutateAsync({ id: order._id, orderStatus: status, ...extras });
      toast({ title: res.message });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to update order status') });
    }
  }

  async function onRefunded() {
    const ok = await confirm({
      title: refundQuestion(order.orderNumber),
      description: `Do this once ${refundAmount} is back with the customer: refund it through the payment provider first, nothing is paid from here. It is recorded among the order’s refunds as given back outside the shop.${paid && order.invoiceNumber ? ' A credit note cancels the invoice.' : ''}`,
      confirmLabel: 'Mark refunded',
    });
    if (!ok) return;
    try {
      const res = await refund.mutateAsync(order._id);
      toast({ title: res.message });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to mark the order refunded') });
    }
  }

  async function onDelete() {
    const ok = await confirm({
      title: deleteOrderQuestion(order._id),
      destructive: true,
      confirmLabel: 'Delete order',
    });
    if (!ok) return;
    try {
      const res = await remove.mutateAsync(order._id);
      toast({ title: res.message || 'Order deleted successfully' });
      onDeleted();
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to delete order') });
    }
  }

  const updateButton = (
    <Button
      busy={update.isPending}
      variant="dark"
      onClick={() => void onUpdate()}
      disabled={!status || status === order.orderStatus || update.isPending}
    >
      Update Order Status
    </Button>
  );

  const a = order.addressInfo;
  return (
    <div className="grid gap-5">
      {order.refundNeeded ? (
        <div
          role="note"
          className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p>
            <strong>Refund needed.</strong> Money was taken for this order that the shop must give back (it
            was paid after it was rejected, paid the wrong amount, or rejected after payment). Refund{' '}
            {refundAmount} through the payment provider
            {refundReference ? ` (transaction ${refundReference})` : ''}, then mark it refunded here.
          </p>
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Order date">{formatDateTime(order.orderDate)}</Fact>
        <Fact label="Last update">{formatDateTime(order.orderUpdateDate)}</Fact>
        <Fact label="Order status">
          <OrderStatusBadge status={order.orderStatus} cancelled={!!order.cancelledAt} />
        </Fact>
        <Fact label="Payment">
          <span className="flex flex-wrap items-center gap-2">
            <PaymentBadge status={order.paymentStatus} />
            {cod ? <CodBadge /> : null}
            <span className="text-neutral-700">{paymentText(order)}</span>
          </span>
        </Fact>
        {order.deliveryMethod || order.expectedDelivery ? (
          <Fact label="Delivery">
            <OrderDeliveryFact order={order} />
          </Fact>
        ) : null}
        {cod ? null : (
          <Fact label="Provider payment id">
            <span className="break-all">{order.paymentId ?? '—'}</span>
          </Fact>
        )}
        <Fact label="Invoice number">{order.invoiceNumber ?? '—'}</Fact>
        {order.placeOfSupply ? (
          <Fact label="Place of supply">
            {order.placeOfSupply.state} ({order.placeOfSupply.stateCode}) ·{' '}
            {interState ? 'IGST' : 'CGST + SGST'}
          </Fact>
        ) : null}
        {order.buyerGstin ? (
          <Fact label="Buyer GSTIN">
            <span className="font-mono">{order.buyerGstin}</span>
          </Fact>
        ) : null}
        {order.creditNote ? (
          <Fact label="Credit note">
            {order.creditNote.number}
            <span className="block text-xs text-neutral-600">
              {creditNoteReason(order.creditNote.reason)}
            </span>
          </Fact>
        ) : null}
        {order.refundedAt ? <Fact label="Refunded">{formatDateTime(order.refundedAt)}</Fact> : null}
        {order.shipment ? (
          <Fact label="Shipment">
            <ShipmentText shipment={order.shipment} />
          </Fact>
        ) : null}
      </dl>

      <CodSteps order={order} />

      <div className="grid gap-4 sm:grid-cols-2">
        <section
          aria-labelledby="order-contact"
          className="grid gap-1 rounded-md border border-neutral-200 p-3 text-sm"
        >
          <h3 id="order-contact" className="font-semibold">
            Contact
          </h3>
          <p className="break-words">{order.contactName}</p>
          <p className="break-all">
            <a
              className="text-orange-800 underline-offset-2 hover:underline"
              href={`mailto:${order.contactEmail}`}
            >
              {order.contactEmail}
            </a>
          </p>
          {order.userName ? (
            <p className="break-words text-neutral-600">
              Account: {order.userName} ({order.userEmail})
            </p>
          ) : null}
        </section>
        <section
          aria-labelledby="order-address"
          className="grid gap-1 rounded-md border border-neutral-200 p-3 text-sm"
        >
          <h3 id="order-address" className="font-semibold">
            Delivery address
          </h3>
          <p className="whitespace-pre-line break-words">{a.address}</p>
          <p>
            {a.city} {a.pincode}
          </p>
          <p>Phone: {a.phone}</p>
          <p>
            <WhatsAppLink order={order} />
          </p>
          {a.notes ? <p className="break-words text-neutral-600">Notes: {a.notes}</p> : null}
        </section>
      </div>

      {/* A div, not a section: the scrolling region below is this part's one landmark, named by the heading. */}
      <div className="grid gap-2">
        <h3 id="order-lines" className="font-semibold">
          Items ({order.cartItems.length})
        </h3>
        {/* Focusable, so the lines can be scrolled sideways by keyboard on a phone. */}
        <div
          className="overflow-x-auto rounded-md border border-neutral-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          tabIndex={0}
          role="region"
          aria-labelledby="order-lines"
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-neutral-50 text-left">
              <tr className="border-b border-neutral-200">
                <th scope="col" className="px-3 py-2 font-semibold">
                  Product
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Unit (incl. GST)
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Taxable
                </th>
                {taxes.map((tax) => (
                  <th key={tax.label} scope="col" className="px-3 py-2 text-right font-semibold">
                    {tax.label}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.cartItems.map((item, i) => (
                <tr key={`${item.productId}-${i}`} className="border-b border-neutral-100 last:border-0">
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      {item.image ? (
                        <img
                          src={item.image}
                          alt=""
                          className="size-10 shrink-0 rounded border border-neutral-100 object-contain"
                        />
                      ) : null}
                      <div className="min-w-0">
                        <p className="break-words font-medium">{item.title}</p>
                        {item.hsn ? <p className="text-xs text-neutral-600">HSN {item.hsn}</p> : null}
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatINR(item.price)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatINR(item.taxableAmount)}</td>
                  {taxes.map((tax) => (
                    <td key={tax.label} className="px-3 py-2 text-right tabular-nums">
                      {formatINR(tax.amount(item))}
                      <span className="block text-xs text-neutral-600">{tax.percent(item)}%</span>
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right font-medium tabular-nums">
                    {formatINR(item.lineTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <OrderCharges order={order} className="ml-auto w-full max-w-xs border-b border-neutral-200 pb-2" />
        <TaxBreakdown
          totals={orderTotals(order)}
          totalLabel="Grand total"
          className="ml-auto w-full max-w-xs"
        />
      </div>

      <RefundsSection order={order} />

      <section
        aria-labelledby="order-actions"
        className="grid gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3"
      >
        <h3 id="order-actions" className="sr-only">
          Actions
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-48 flex-1 gap-2">
            <Label htmlFor="order-status">Order status</Label>
            <NativeSelect
              id="order-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as AdminSettableStatus)}
            >
              {settable ? null : (
                <option value="" disabled>
                  {orderStatusLabel(order.orderStatus)} (set by payment)
                </option>
              )}
              {ADMIN_ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {orderStatusLabel(s)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {asksMore ? null : updateButton}
        </div>
        {asksDispatch ? (
          <DispatchFields
            idPrefix="dispatch"
            values={dispatch}
            errors={dispatchErrors}
            onChange={setDispatch}
          />
        ) : null}
        {asksNote ? (
          <div className="grid gap-2">
            <Label htmlFor="reject-note">Reason for the customer (optional)</Label>
            <Textarea
              id="reject-note"
              maxLength={300}
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <p className="text-xs text-neutral-600">
              Told in the cancellation e-mail, when that e-mail is on.
            </p>
          </div>
        ) : null}
        {/* After the fields it sends, so the keyboard reaches them before the button (issue 31). */}
        {asksMore ? <div className="flex justify-end">{updateButton}</div> : null}
        <div className="flex flex-wrap gap-2">
          {invoiced ? (
            <a className={buttonVariants({ variant: 'outline' })} href={invoiceUrl(order._id)} download>
              <Download aria-hidden="true" /> Download invoice
            </a>
          ) : null}
          {creditNotes.length > 0 ? (
            creditNotes.map((note) => (
              <a
                key={note.number}
                // An order refunded in parts has a note per refund: its number wraps under the words at 360 px.
                className={buttonVariants({
                  variant: 'outline',
                  className: 'h-auto min-h-10 max-w-full whitespace-normal text-left',
                })}
                href={creditNoteUrl(order._id, note.number)}
                download
              >
                <Download aria-hidden="true" /> Download credit note {note.number}
              </a>
            ))
          ) : order.creditNote ? (
            <a className={buttonVariants({ variant: 'outline' })} href={creditNoteUrl(order._id)} download>
              <Download aria-hidden="true" /> Download credit note
            </a>
          ) : null}
          {refundable ? (
            <Button
              busy={refund.isPending}
              icon={<BadgeCheck aria-hidden="true" />}
              variant="outline"
              onClick={() => void onRefunded()}
              disabled={refund.isPending}
            >
              Mark refunded
            </Button>
          ) : null}
          <Button
            variant="outline"
            className="text-red-700 hover:bg-red-50 sm:ml-auto"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden="true" /> Delete order
          </Button>
        </div>
      </section>
      {dialog}
    </div>
  );
}

/**
 * SPEC §2 orders details dialog: lines, address, contact, payment, delivery and charges, tax breakdown, totals,
 * status and delete; a cash-on-delivery order's next steps (issue 28).
 */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  // A deleted order closes at once (its details are not asked for again), before the URL forgets it.
  const [deleted, setDeleted] = useState<string | null>(null);
  const shown = orderId !== null && orderId !== deleted ? orderId : null;
  const details = useAdminOrderDetails(shown);
  useEffect(() => {
    if (deleted) forgetOrder(queryClient, deleted);
  }, [deleted, queryClient]);
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Order details</DialogTitle>
          <DialogDescription className="grid gap-0.5">
            {details.data ? (
              <span className="text-base font-semibold tabular-nums text-neutral-950" data-testid="order-number">
                {details.data.orderNumber}
              </span>
            ) : null}
            <span className="break-all font-mono text-xs">{shown}</span>
          </DialogDescription>
        </DialogHeader>
        {details.data ? (
          <Body
            key={`${details.data._id}-${details.data.orderStatus}`}
            order={details.data}
            onDeleted={() => {
              setDeleted(details.data._id);
              onClose();
            }}
          />
        ) : details.isError ? (
          <ErrorState
            title="Failed to load the order"
            message={errorMessage(details.error, 'Please try again.')}
            onRetry={() => void details.refetch()}
          />
        ) : (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading order…</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
