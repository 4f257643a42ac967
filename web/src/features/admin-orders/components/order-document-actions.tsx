import { BadgeCheck, Download, Trash2 } from 'lucide-react';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteOrder } from '../api/delete-order';
import { creditNoteUrl, invoiceUrl } from '../api/invoice-url';
import { useMarkRefunded } from '../api/mark-refunded';

/** SPEC §4: the deletion question, word for word. */
export const deleteOrderQuestion = (id: string) => `Delete order ${id}? This cannot be undone.`;

/** Asked before a refund is recorded: nothing is paid back from here. */
export const refundQuestion = (orderNumber: string) => `Mark order ${orderNumber} refunded?`;

/**
 * The order's documents to download (the invoice, each credit note), Mark refunded when money it took may be
 * given back, and Delete, each asked first.
 */
export function OrderDocumentActions({
  order,
  refundAmount,
  onDeleted,
}: {
  order: AdminOrder;
  /** What goes back, in words (₹1,234.00). */
  refundAmount: string;
  onDeleted: () => void;
}) {
  const remove = useDeleteOrder();
  const refund = useMarkRefunded();
  const { confirm, dialog } = useConfirm();
  const paid = order.paymentStatus === 'paid';
  // A cash order's invoice is issued when it is dispatched, before the cash is in hand.
  const invoiced = paid || (order.paymentMethod === 'cod' && !!order.invoiceNumber);
  // A refund can be recorded once for money the order took: a flagged payment or a paid order; not while one of
  // its refunds is with the provider (it may yet complete: the server refuses it then too).
  const refundInFlight = (order.refunds ?? []).some((r) => r.state === 'requested' || r.state === 'pending');
  const refundable =
    !order.refundedAt && !refundInFlight && (order.refundNeeded || (paid && !!order.invoiceNumber));
  // Every credit note of the order, one link each; an older answer names only the first.
  const creditNotes = order.creditNotes ?? [];

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

  return (
    <>
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
      {dialog}
    </>
  );
}
