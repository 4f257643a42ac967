import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import {
  clearStoredOrderId,
  readStoredOrderId,
  useCapturePayment,
} from '../../features/orders/api/capture-payment';
import { paths } from '../../lib/paths';

/**
 * SPEC §4: back from the payment provider, capture the payment of the order stored before leaving.
 * Success clears the stored id and goes to the success page; failure to the failed page; no stored id home.
 */
export default function PhonePeReturnPage() {
  const navigate = useNavigate();
  const { mutate: capture } = useCapturePayment();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderId = readStoredOrderId();
    if (!orderId) {
      navigate(paths.shop.home.href(), { replace: true });
      return;
    }
    capture(orderId, {
      onSuccess: (res) => {
        if (res.success) {
          clearStoredOrderId();
          navigate(paths.shop.paymentSuccess.href(), { replace: true });
        } else {
          navigate(paths.shop.paymentFailed.href(), { replace: true });
        }
      },
      onError: () => navigate(paths.shop.paymentFailed.href(), { replace: true }),
    });
  }, [capture, navigate]);

  return (
    <section
      className="mx-auto grid w-full max-w-lg justify-items-center gap-4 px-4 py-16 text-center"
      aria-live="polite"
    >
      <PageTitle title="Processing payment" />
      <Loader2 className="size-12 animate-spin text-orange-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Processing Payment...</h1>
      <p className="text-neutral-700">Please wait and do not close this page.</p>
    </section>
  );
}
