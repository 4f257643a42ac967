import { CircleX } from 'lucide-react';
import { paths } from '../../lib/paths';
import { PaymentResult } from './payment-result';

/** SPEC §2: the failed or cancelled payment page, with Continue Shopping and Try Again (the cart is kept). */
export default function PaymentFailedPage() {
  return (
    <PaymentResult
      pageTitle="Payment failed"
      tone="failure"
      icon={<CircleX className="size-12" aria-hidden="true" />}
      title="Payment failed or cancelled"
      next={{ to: paths.shop.checkout.href(), label: 'Try Again' }}
    >
      <p>If any amount was debited, it will be reversed automatically. You can try again.</p>
      <p className="mt-2 text-sm text-neutral-600">Your cart still holds your items.</p>
    </PaymentResult>
  );
}
