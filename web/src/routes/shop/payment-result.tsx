import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiOrder } from '../../../../common/contracts/orders';
import { orderDeliveryState } from '../../../../common/delivery-dates';
import { formatINR } from '../../../../common/money';
import { buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PageTitle } from '../../components/page-title';
import { DeliveryDates } from '../../components/delivery-dates';
import { deliveryStateLine, discountRow } from '../../components/order-charges';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { msg, useLang, useT } from '../../i18n/i18n';
import { knownMessage } from '../../i18n/known-messages';

/** discountRow's label (components/order-charges.tsx), translated where shown. */
const DISCOUNT_LABEL = [msg('Discount ({code})')];

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
  const t = useT();
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
              {t('Continue Shopping')}
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-center gap-x-1.5">
      <dt className="text-neutral-600">{label}:</dt>
      <dd className="font-medium tabular-nums text-neutral-950">{children}</dd>
    </div>
  );
}

/**
 * The order a checkout closed with, as the server has it: its number (the one to give on the phone), the amount
 * paid once it is paid, and where its delivery stands (the expected dates).
 */
export function OrderFacts({ order }: { order: ApiOrder }) {
  const t = useT();
  const lang = useLang();
  const delivery = orderDeliveryState(order);
  const discount = discountRow(order);
  return (
    <dl className="mt-5 grid gap-1 text-sm" data-testid="order-facts">
      <Fact label={t('Order number')}>{order.orderNumber}</Fact>
      {(order.giftCardAmount ?? 0) > 0 ? (
        // A gift card's part, and what PhonePe or the cash paid beside it (issue 47).
        <>
          <Fact label={t('Order total')}>{formatINR(order.totalAmount)}</Fact>
          <Fact label={t('Paid by gift card')}>{formatINR(order.giftCardAmount ?? 0)}</Fact>
          {order.paymentStatus === 'paid' && (order.amountDue ?? 0) > 0 ? (
            <Fact label={t('Amount paid')}>{formatINR(order.amountDue ?? 0)}</Fact>
          ) : null}
        </>
      ) : order.paymentStatus === 'paid' ? (
        <Fact label={t('Amount paid')}>{formatINR(order.totalAmount)}</Fact>
      ) : null}
      {discount ? <Fact label={knownMessage(t, DISCOUNT_LABEL, discount[0])}>{discount[1]}</Fact> : null}
      {delivery ? (
        delivery.state === 'expected' && order.expectedDelivery ? (
          <Fact label={t('Expected delivery')}>
            <DeliveryDates range={order.expectedDelivery} />
          </Fact>
        ) : (
          <Fact label={t('Delivery')}>{deliveryStateLine(t, lang, order)}</Fact>
        )
      ) : null}
    </dl>
  );
}

/** While the order loads. */
export function OrderFactsLoading() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading your order')} className="mt-5 grid gap-2">
      <Skeleton className="mx-auto h-8 w-56" />
      <Skeleton className="mx-auto h-5 w-64" />
    </div>
  );
}
