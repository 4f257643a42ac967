import { CircleX } from 'lucide-react';
import { paths } from '../../lib/paths';
import { PaymentResult } from './payment-result';
import { useT } from '../../i18n/i18n';

/** SPEC §2: the failed or cancelled payment page, with Continue Shopping and Try Again (the cart is kept). */
export default function PaymentFailedPage() {
  const t = useT();
  return (
    <PaymentResult
      pageTitle={t('Payment failed')}
      tone="failure"
      icon={<CircleX className="size-12" aria-hidden="true" />}
      title={t('Payment failed or cancelled')}
      next={{ to: paths.shop.checkout.href(), label: t('Try Again') }}
    >
      <p>{t('If any amount was debited, it will be reversed automatically. You can try again.')}</p>
      <p className="mt-2 text-sm text-neutral-600">{t('Your cart still holds your items.')}</p>
    </PaymentResult>
  );
}
