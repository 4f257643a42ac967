import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';
import { PaymentResult } from './payment-result';

/** SPEC §2: 'Payment is successfull!' (SPEC's wording) with View Orders to the account page. */
export default function PaymentSuccessPage() {
  return (
    <>
      <PageTitle title="Payment successful" />
      <PaymentResult
        tone="success"
        icon={<CircleCheck className="size-12" aria-hidden="true" />}
        title="Payment is successfull!"
        actions={
          <>
            <Link
              to={paths.shop.listing.href()}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Continue Shopping
            </Link>
            <Link to={paths.shop.account.href()} className={buttonVariants({ size: 'lg' })}>
              View Orders
            </Link>
          </>
        }
      >
        Thank you for your order. You can follow it and download its GST invoice from your account.
      </PaymentResult>
    </>
  );
}
