import { usePublicSettings } from '../../../lib/public-settings';
import { acceptsReturns, cancellable, daysCountText, hoursText, refundDaysText } from './returns-policy';
import { restockingFeesSection } from './restocking-fees';
import { StaticPage, type StaticSection } from './static-page';

/**
 * The Refund & Cancellation Policy, from the shop's return policy settings: the same return window
 * as the Refund & Return page (SPEC noted that they differed, 7 and 30 days). SPEC §9's figures are the
 * defaults: cancellation within 2 hours, returns within 7 days, restocking 10, 15 and 20 percent, refunds in
 * 7-10 business days.
 */
export default function RefundCancellationPage() {
  const p = usePublicSettings().returns;
  const accepts = acceptsReturns(p);
  const canCancel = cancellable(p);

  const sections: StaticSection[] = [
    {
      heading: 'Cancelling an order',
      body: canCancel ? (
        <p>
          You can cancel an order within <strong>{hoursText(p.cancelWithinHours)}</strong> of placing it, as
          long as it has not been dispatched. Contact us with your order ID.
        </p>
      ) : (
        <p>
          <strong>Orders cannot be cancelled</strong> once they are placed, so please check your cart before
          you pay.
        </p>
      ),
    },
    {
      heading: 'Returns',
      body: accepts ? (
        <p>
          Unused items in their original packaging can be returned within{' '}
          <strong>{daysCountText(p.returnWithinDays)}</strong> of delivery.
        </p>
      ) : (
        <p>
          <strong>We do not accept returns</strong> of items that arrive as ordered. An item that arrives
          damaged or is not what you ordered is replaced or refunded in full.
        </p>
      ),
    },
  ];
  if (accepts) sections.push(restockingFeesSection(p));
  sections.push({
    heading: 'Refunds',
    body: (
      <p>
        Refunds reach the original payment method within <strong>{refundDaysText(p.refundDays)}</strong> of{' '}
        {canCancel ? 'the cancellation or of ' : ''}our receiving the returned item.
      </p>
    ),
  });

  return (
    <StaticPage
      title="Refund & Cancellation Policy"
      lead={
        <p>
          {canCancel
            ? 'How to cancel an order, return an item and get your money back.'
            : 'How to return an item and get your money back.'}
        </p>
      }
      sections={sections}
    />
  );
}
