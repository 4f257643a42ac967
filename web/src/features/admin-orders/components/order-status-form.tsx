import { useState } from 'react';
import { ADMIN_ORDER_STATUSES, type AdminOrder } from '../../../../../common/contracts/admin';
import { orderStatusLabel } from '../../../components/order-status-badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateOrderStatus, type AdminSettableStatus } from '../api/update-order-status';
import {
  DispatchFields,
  EMPTY_DISPATCH,
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

/**
 * The order's status, set by the admin: dispatching asks for the courier and AWB unless the order has them,
 * rejecting for an optional reason to the customer.
 */
export function OrderStatusForm({ order }: { order: AdminOrder }) {
  const settable = (ADMIN_ORDER_STATUSES as readonly string[]).includes(order.orderStatus);
  const [status, setStatus] = useState<AdminSettableStatus | ''>(
    settable ? (order.orderStatus as AdminSettableStatus) : '',
  );
  const update = useUpdateOrderStatus();
  const [dispatch, setDispatch] = useState<DispatchValues>(EMPTY_DISPATCH);
  const [dispatchErrors, setDispatchErrors] = useState<DispatchErrors>({});
  const [note, setNote] = useState('');
  const asksDispatch = status === 'inShipping' && order.orderStatus !== 'inShipping' && !order.shipment;
  const asksNote = status === 'rejected' && order.orderStatus !== 'rejected';
  const asksMore = asksDispatch || asksNote;

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

  return (
    <>
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
          <p className="text-xs text-neutral-600">Told in the cancellation e-mail, when that e-mail is on.</p>
        </div>
      ) : null}
      {/* After the fields it sends, so the keyboard reaches them before the button. */}
      {asksMore ? <div className="flex justify-end">{updateButton}</div> : null}
    </>
  );
}
