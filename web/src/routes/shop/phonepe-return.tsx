import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import { captureUntilDecided, clearStoredOrderId, readStoredOrderId } from '../../features/orders';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';

/**
 * SPEC §4: back from the payment provider, capture the payment of the order stored before leaving.
 * Success clears the stored id and goes to the success page; failure to the failed page; no stored id home.
 * A paid order has taken its products out of the cart, so the cart is read again, and the orders either way.
 */
export default function PhonePeReturnPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderId = readStoredOrderId();
    if (!orderId) {
      void navigate(paths.shop.home.href(), { replace: true });
      return;
    }
    void captureUntilDecided(orderId, { onWaiting: () => setWaiting(true) }).then((outcome) => {
      // Paid or not, the order's state changed; the account shows it as it now is.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      if (outcome === 'paid') {
        clearStoredOrderId();
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
        void navigate(paths.shop.paymentSuccess.href(), { replace: true });
      } else {
        void navigate(paths.shop.paymentFailed.href(), { replace: true });
      }
    });
  }, [navigate, queryClient]);

  return (
    <section
      className="mx-auto grid w-full max-w-lg justify-items-center gap-4 px-4 py-16 text-center"
      aria-live="polite"
    >
      <PageTitle title="Processing payment" />
      <Loader2 className="size-12 animate-spin text-orange-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Processing Payment...</h1>
      <p className="text-neutral-700">
        {waiting
          ? 'Waiting for the payment provider to confirm your payment…'
          : 'Please wait and do not close this page.'}
      </p>
    </section>
  );
}
