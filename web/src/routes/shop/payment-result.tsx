import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';

/**
 * The frame of the pages that close a checkout (payment success or failure, a cash order placed): the
 * document title, a centred card with the icon, heading and text, and two ways on: Continue Shopping and the
 * page's own next step.
 */
export function PaymentResult({
  pageTitle,
  tone,
  icon,
  title,
  children,
  next,
}: {
  /** The browser tab's title (the heading may word it differently: SPEC's 'Payment is successfull!'). */
  pageTitle: string;
  tone: 'success' | 'failure';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  next: { to: string; label: string };
}) {
  return (
    <>
      <PageTitle title={pageTitle} />
      <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
        <div className="grid justify-items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-5 py-10 text-center shadow-sm sm:px-10">
          <div
            className={cn(
              'flex size-20 items-center justify-center rounded-full',
              tone === 'success' ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700',
            )}
          >
            {icon}
          </div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <div className="max-w-sm text-neutral-700">{children}</div>
          <div className="mt-2 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:justify-center">
            <Link
              to={paths.shop.listing.href()}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Continue Shopping
            </Link>
            <Link to={next.to} className={buttonVariants({ size: 'lg' })}>
              {next.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
