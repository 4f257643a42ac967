import { StaticPage } from './static-page';

/** SPEC §9 figures for the refund-cancellation page: returns within 7 days, cancellation within 2 hours, refund in 7-10 business days, restocking up to 10 and 20 percent. */
export default function RefundCancellationPage() {
  return (
    <StaticPage
      title="Refund & Cancellation Policy"
      lead={<p>How to cancel an order, return an item and get your money back.</p>}
      sections={[
        {
          heading: 'Cancelling an order',
          body: (
            <p>
              You can cancel an order within <strong>2 hours</strong> of placing it, as long as it has not
              been dispatched. Contact us with your order ID.
            </p>
          ),
        },
        {
          heading: 'Returns',
          body: (
            <p>
              Unused items in their original packaging can be returned within <strong>7 days</strong> of
              delivery.
            </p>
          ),
        },
        {
          heading: 'Restocking fees',
          body: (
            <ul>
              <li>
                Up to <strong>10%</strong> for opened items.
              </li>
              <li>
                Up to <strong>20%</strong> for special-order items and items with damaged packaging.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Refunds',
          body: (
            <p>
              Refunds reach the original payment method within <strong>7-10 business days</strong> of the
              cancellation or of our receiving the returned item.
            </p>
          ),
        },
      ]}
    />
  );
}
