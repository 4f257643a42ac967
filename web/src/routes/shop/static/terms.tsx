import { formatINR } from '../../../../../common/money';
import { usePublicSettings } from '../../../lib/public-settings';
import { codOffered } from './delivery-policy';
import { acceptsReturns, cancelText, daysCountText, refundWithinText } from './returns-policy';
import { StaticPage } from './static-page';

/**
 * SPEC §9: minimum age 18. What delivery costs and whether cash on delivery is accepted come from the shop's
 * delivery settings, as checkout charges them; the cancellation and return windows and the refund's
 * days from the return policy settings, as the Refund pages say them.
 */
export default function TermsPage() {
  const { delivery: d, returns: r } = usePublicSettings();
  const express = Object.values(d.expressFee);
  const [lowest, highest] = [Math.min(...express), Math.max(...express)];
  return (
    <StaticPage
      title="Terms & Conditions"
      lead={<p>By using this website and placing an order you agree to these terms.</p>}
      sections={[
        {
          heading: 'Eligibility',
          body: (
            <p>
              You must be at least <strong>18 years</strong> old to create an account and place orders.
            </p>
          ),
        },
        {
          heading: 'Prices and taxes',
          body: (
            <p>
              All prices are in Indian rupees and include GST (CGST and SGST), shown separately on your
              invoice. Prices may change without notice; the price at the time of your order applies.
            </p>
          ),
        },
        {
          heading: 'Payment',
          body: (
            <p>
              Online orders are paid through our payment partner by UPI, cards or net banking.
              {codOffered(d) ? (
                <>
                  {' '}
                  Cash on delivery is accepted where it is offered for an order, for orders up to{' '}
                  {formatINR(d.cod.maxOrder)}, with a {formatINR(d.cod.fee)} handling fee. Before your first
                  cash-on-delivery order, we ask you to confirm your e-mail address with a code we send to it.
                </>
              ) : null}
            </p>
          ),
        },
        {
          heading: 'Delivery charges',
          body: (
            <p>
              Standard delivery is free on orders above {formatINR(d.freeAbove)}; otherwise it costs{' '}
              {formatINR(d.standardFee)}, or {formatINR(d.localFee)} within our local area. Express delivery
              costs{' '}
              {lowest === highest
                ? formatINR(lowest)
                : `${formatINR(lowest)} to ${formatINR(highest)}, depending on where it goes`}
              {d.fragileFee > 0 ? (
                <>, and fragile items add {formatINR(d.fragileFee)} for packaging once per order</>
              ) : null}
              . Checkout shows every charge before you place your order, and your invoice shows them with
              their GST.
            </p>
          ),
        },
        {
          heading: 'Orders',
          body: (
            <p>
              An order is confirmed once the payment succeeds. We may cancel an order when an item is out of
              stock or a price was shown in error; any amount paid is then refunded in full.
            </p>
          ),
        },
        {
          heading: 'Cancellations, returns and warranty',
          body: (
            <p>
              {cancelText(r)}{' '}
              {acceptsReturns(r)
                ? `Most items can be returned within ${daysCountText(r.returnWithinDays)} of delivery, less a restocking fee by their condition; a faulty or wrong item is refunded in full.`
                : 'We do not accept returns of items that arrive as ordered; a faulty or wrong item is replaced or refunded in full.'}{' '}
              Refunds reach the original payment method {refundWithinText(r)}. Returns, refunds, shipping and
              warranty follow the policies linked at the bottom of every page.
            </p>
          ),
        },
      ]}
    />
  );
}
