import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';

/** SPEC §2: 'Payment is successfull!' (SPEC's wording) with View Orders to the account page. */
export default function PaymentSuccessPage() {
  return (
    <section className="mx-auto grid w-full max-w-lg justify-items-center gap-4 px-4 py-16 text-center">
      <PageTitle title="Payment successful" />
      <CircleCheck className="size-16 text-green-700" aria-hidden="true" />
      <h1 className="text-3xl font-bold">Payment is successfull!</h1>
      <p className="text-neutral-700">Thank you for your order. You can follow it from your account.</p>
      <Link to={paths.shop.account.href()} className={buttonVariants({ size: 'lg' })}>
        View Orders
      </Link>
    </section>
  );
}
