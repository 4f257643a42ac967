import { useState } from 'react';
import { PackageX, Undo2 } from 'lucide-react';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import { formatINR } from '../../../../../common/money';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { usePublicSettings } from '../../../lib/public-settings';
import { useCancelOrder } from '../api/cancel-order';
import { businessDaysText, englishT } from '../aftercare-text';
import { useLang, useT, type Translate } from '../../../i18n/i18n';
import { formatOrderDate, formatOrderDateTime } from '../format';
import { ReturnDialog } from './return-dialog';

/**
 * What a cancellation does, as the confirm dialog says it before the buyer confirms: a gift card's part goes back
 * to the card at once, the rest to the original payment method (decision 033).
 */
export function cancelOutcomeText(
  refund: number,
  refundDays: { min: number; max: number },
  toCard = 0,
  t: Translate = englishT,
): string {
  const card =
    toCard > 0 ? t('{amount} goes back to your gift card at once.', { amount: formatINR(toCard) }) : '';
  const paid =
    refund > 0
      ? t('{amount} will be refunded to your original payment method within {days}.', {
          amount: formatINR(refund),
          days: businessDaysText(refundDays, t),
        })
      : '';
  return [card, paid].filter(Boolean).join(' ') || t('Nothing was charged; the order simply ends.');
}

/**
 * The buyer's own steps on an order, as the order's `actions` allow them now: Cancel order while
 * the cancellation window is open and the order is not dispatched, Return items after delivery within the
 * return window. Each says until when; each says what will happen before it is confirmed.
 */
export function OrderActionsBar({ order }: { order: ApiOrder }) {
  const t = useT();
  const lang = useLang();
  const actions = order.actions;
  const policy = usePublicSettings().returns;
  const { confirm, dialog } = useConfirm();
  const cancel = useCancelOrder();
  const [returning, setReturning] = useState(false);

  const returnable = actions?.returnable.filter((l) => l.quantity > 0) ?? [];
  const canCancel = !!actions?.canCancel;
  const canReturn = !!actions?.canReturn && returnable.length > 0;
  if (!actions || (!canCancel && !canReturn)) return null;

  async function onCancel() {
    const ok = await confirm({
      title: t('Cancel this order?'),
      description: cancelOutcomeText(
        actions?.cancelRefund ?? 0,
        policy.refundDays,
        actions?.cancelToCard ?? 0,
        t,
      ),
      confirmLabel: t('Yes, cancel order'),
      cancelLabel: t('Keep order'),
      destructive: true,
    });
    if (!ok) return;
    try {
      const res = await cancel.mutateAsync(order._id);
      toast({ title: res.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: errorMessage(error, t('Could not cancel the order. Please try again.')),
      });
    }
  }

  return (
    <div
      className="grid gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-4 sm:grid-cols-2"
      data-testid="order-actions"
    >
      {canCancel ? (
        <div className="grid content-start justify-items-start gap-2">
          {actions.cancelUntil ? (
            <p id={`cancel-until-${order._id}`} className="text-sm text-neutral-700">
              {t('You can cancel until {date}.', { date: formatOrderDateTime(actions.cancelUntil, lang) })}
            </p>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void onCancel()}
            busy={cancel.isPending}
            icon={<PackageX aria-hidden="true" />}
            aria-describedby={actions.cancelUntil ? `cancel-until-${order._id}` : undefined}
          >
            {cancel.isPending ? t('Cancelling…') : t('Cancel order')}
          </Button>
        </div>
      ) : null}
      {canReturn ? (
        <div className="grid content-start justify-items-start gap-2">
          {actions.returnUntil ? (
            <p id={`return-until-${order._id}`} className="text-sm text-neutral-700">
              {t('Returns accepted until {date}.', { date: formatOrderDate(actions.returnUntil, lang) })}
            </p>
          ) : null}
          <Button
            variant="outline"
            onClick={() => setReturning(true)}
            icon={<Undo2 aria-hidden="true" />}
            aria-describedby={actions.returnUntil ? `return-until-${order._id}` : undefined}
          >
            {t('Return items')}
          </Button>
        </div>
      ) : null}
      {dialog}
      {returning ? (
        <ReturnDialog
          order={order}
          returnable={returnable}
          policy={policy}
          onClose={() => setReturning(false)}
        />
      ) : null}
    </div>
  );
}
