import { CircleCheck } from 'lucide-react';
import { paths } from '../../lib/paths';
import { PaymentResult } from './payment-result';

/** SPEC §2: 'Payment is successfull!' (SPEC's wording) with View Orders to the account page. */
export default function PaymentSuccessPage() {
  return (
    <PaymentResult
      pageTitle="Payment successful"
      tone="success"
      icon={<CircleCheck className="size-12" aria-hidden="true" />}
      title="Payment is successfull!"
      next={{ to: paths.shop.account.href(), label: 'View Orders' }}
    >
      Thank you for your order. You can follow it and download its GST invoice from your account.
    </PaymentResult>
  );
}
