import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import { formatINR } from '../../../../../common/money';
import { OrderDeliveryFact } from '../../../components/order-charges';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { Badge } from '../../../components/ui/badge';
import { ShipmentText, WhatsAppLink } from './dispatch-form';
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

/** What the shop must give back when money came in that it may not keep, and how to do it. */
export function RefundNeededNote({
  amount,
  reference,
}: {
  amount: string;
  reference: string | null | undefined;
}) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <strong>Refund needed.</strong> Money was taken for this order that the shop must give back (it was
        paid after it was rejected, paid the wrong amount, or rejected after payment). Refund {amount} through
        the payment provider
        {reference ? ` (transaction ${reference})` : ''}, then mark it refunded here.
      </p>
    </div>
  );
}

/** The order's facts: dates, status, payment, delivery, invoice, place of supply, credit note, shipment. */
export function OrderFacts({ order, interState }: { order: AdminOrder; interState: boolean }) {
  const cod = order.paymentMethod === 'cod';
  return (
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
          <span className="block text-xs text-neutral-600">{creditNoteReason(order.creditNote.reason)}</span>
        </Fact>
      ) : null}
      {order.refundedAt ? <Fact label="Refunded">{formatDateTime(order.refundedAt)}</Fact> : null}
      {order.shipment ? (
        <Fact label="Shipment">
          <ShipmentText shipment={order.shipment} />
        </Fact>
      ) : null}
    </dl>
  );
}

/** Who ordered and where it goes. */
export function OrderPeople({ order }: { order: AdminOrder }) {
  const a = order.addressInfo;
  return (
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
  );
}
