import type { ApiOrder } from '../../../../../common/contracts/orders';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useOrderDetails } from '../api/get-order-details';
import { formatOrderDate } from '../format';
import { OrderDetails } from './order-details';
import { useLang, useT } from '../../../i18n/i18n';

/**
 * SPEC §2 Account "View Details": the order in a dialog. It opens at once with the order as the list has
 * it and shows the server's current details when they arrive.
 */
export function OrderDetailsDialog({
  order,
  onOpenChange,
}: {
  /** The order to show; null when closed. */
  order: ApiOrder | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      {order ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('Order details')}</DialogTitle>
            <DialogDescription>
              {t('Order {number}, placed on {date}', {
                number: order.orderNumber,
                date: formatOrderDate(order.orderDate, lang),
              })}
            </DialogDescription>
          </DialogHeader>
          <Current order={order} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Current({ order }: { order: ApiOrder }) {
  const t = useT();
  const details = useOrderDetails(order._id, order);
  return (
    <>
      {details.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {t('Could not load the latest details of this order.')}
          <Button variant="outline" size="sm" onClick={() => void details.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
      <OrderDetails order={details.data ?? order} />
    </>
  );
}
