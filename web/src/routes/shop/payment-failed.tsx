import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';

/** SPEC §2: the failed or cancelled payment page, with Continue Shopping and Try Again. */
export default function PaymentFailedPage() {
  return (
    <section className="mx-auto grid w-full max-w-lg justify-items-center gap-4 px-4 py-16 text-center">
      <PageTitle title="Payment failed" />
      <CircleX className="size-16 text-red-700" aria-hidden="true" />
      <h1 className="text-3xl font-bold">Payment failed or cancelled</h1>
      <p className="text-neutral-700">
        If any amount was debited, it will be reversed automatically. You can try again.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.shop.listing.href()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Continue Shopping
        </Link>
        <Link to={paths.shop.checkout.href()} className={buttonVariants({ size: 'lg' })}>
          Try Again
        </Link>
      </div>
    </section>
  );
}
