import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/ui/use-toast';
import { captureUntilDecided, clearStoredOrderId, readStoredOrderId } from '../../features/orders';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../../lib/session';
import { useT } from '../../i18n/i18n';

/** An order id as the return address carries it (anything else in ?orderId= is ignored). */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SPEC §4: back from the payment provider, capture the payment of the order and go to the success page (with the
 * order, to name it) or the failed page. The order is the one the return address names (?orderId=, which the
 * shop gives the provider), so a UPI app that brings the buyer back in a new tab still finds it; else the one
 * this tab stored before leaving (SPEC's session storage); with neither, home. Only the buyer may capture it, so
 * a visitor (another browser, a new app window without the login) is asked to log in and comes back here.
 * A paid order has taken its products out of the cart, so the cart is read again, and the orders either way.
 */
export default function PhonePeReturnPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const auth = useAuth();
  const started = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const named = params.get('orderId');

  useEffect(() => {
    if (started.current || auth.isLoading) return;
    started.current = true;
    const orderId = named && ORDER_ID.test(named) ? named : readStoredOrderId();
    if (!orderId) {
      void navigate(paths.shop.home.href(), { replace: true });
      return;
    }
    if (!auth.isAuthenticated) {
      toast({ title: t('Please log in to see your order') });
      void navigate(paths.auth.login.href({ r: paths.shop.phonepeReturn.href({ orderId }) }), {
        replace: true,
      });
      return;
    }
    void captureUntilDecided(orderId, { onWaiting: () => setWaiting(true) }).then((outcome) => {
      // Paid or not, the order's state changed; the account shows it as it now is.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      if (outcome === 'paid') {
        clearStoredOrderId();
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
        void navigate(paths.shop.paymentSuccess.href({ orderId }), { replace: true });
      } else {
        void navigate(paths.shop.paymentFailed.href(), { replace: true });
      }
    });
  }, [navigate, queryClient, auth.isLoading, auth.isAuthenticated, named, t]);

  return (
    <section
      className="mx-auto grid w-full max-w-lg justify-items-center gap-4 px-4 py-16 text-center"
      aria-live="polite"
    >
      <PageTitle title={t('Processing payment')} />
      <Loader2 className="size-12 animate-spin text-orange-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('Processing Payment...')}</h1>
      <p className="text-neutral-700">
        {waiting
          ? t('Waiting for the payment provider to confirm your payment…')
          : t('Please wait and do not close this page.')}
      </p>
    </section>
  );
}
