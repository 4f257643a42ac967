import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import { formatINR } from '../../../../../common/money';
import { ErrorState } from '../../../components/states';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { forgetOrder } from '../api/delete-order';
import { useAdminOrderDetails } from '../api/get-order-details';
import { CodSteps } from './cod-steps';
import { OrderDocumentActions } from './order-document-actions';
import { OrderFacts, OrderPeople, RefundNeededNote } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderStatusForm } from './order-status-form';
import { RefundsSection } from './refunds-section';

/** The order's details, each part its own step: what to refund, the facts, people, lines, refunds, actions. */
function Body({ order, onDeleted }: { order: AdminOrder; onDeleted: () => void }) {
  const interState = order.taxType === 'inter' || (order.igstAmount ?? 0) > 0;
  // What goes back and how the provider knows it: the payment kept for a refund, else what the order's own
  // refunds have not given back yet.
  const refundAmount = formatINR(order.flaggedPayment?.amount ?? order.refundable ?? order.totalAmount);
  const refundReference = order.flaggedPayment?.transactionId ?? order.paymentId;
  return (
    <div className="grid gap-5">
      {order.refundNeeded ? <RefundNeededNote amount={refundAmount} reference={refundReference} /> : null}
      <OrderFacts order={order} interState={interState} />
      <CodSteps order={order} />
      <OrderPeople order={order} />
      <OrderLines order={order} interState={interState} />
      <RefundsSection order={order} />
      <section
        aria-labelledby="order-actions"
        className="grid gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3"
      >
        <h3 id="order-actions" className="sr-only">
          Actions
        </h3>
        <OrderStatusForm order={order} />
        <OrderDocumentActions order={order} refundAmount={refundAmount} onDeleted={onDeleted} />
      </section>
    </div>
  );
}

/**
 * SPEC §2 orders details dialog: lines, address, contact, payment, delivery and charges, tax breakdown, totals,
 * status and delete; a cash-on-delivery order's next steps.
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
              <span
                className="text-base font-semibold tabular-nums text-neutral-950"
                data-testid="order-number"
              >
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
