import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';
import { PaymentResult } from './payment-result';

/** SPEC §2: the failed or cancelled payment page, with Continue Shopping and Try Again (the cart is kept). */
export default function PaymentFailedPage() {
  return (
    <>
      <PageTitle title="Payment failed" />
      <PaymentResult
        tone="failure"
        icon={<CircleX className="size-12" aria-hidden="true" />}
        title="Payment failed or cancelled"
        actions={
          <>
            <Link
              to={paths.shop.listing.href()}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Continue Shopping
            </Link>
            <Link to={paths.shop.checkout.href()} className={buttonVariants({ size: 'lg' })}>
              Try Again
            </Link>
          </>
        }
      >
        <p>If any amount was debited, it will be reversed automatically. You can try again.</p>
        <p className="mt-2 text-sm text-neutral-600">Your cart still holds your items.</p>
      </PaymentResult>
    </>
  );
}
