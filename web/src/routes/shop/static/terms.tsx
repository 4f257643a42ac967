import { StaticPage } from './static-page';

/** SPEC §9: minimum age 18; terms mention cash on delivery while checkout offers only the online provider (DESIGN). */
export default function TermsPage() {
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
              Online orders are paid through our payment partner by UPI, cards or net banking. Cash on
              delivery is accepted only where it is offered for an order.
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
          heading: 'Returns and warranty',
          body: (
            <p>
              Returns, refunds, shipping and warranty follow the policies linked at the bottom of every page.
            </p>
          ),
        },
      ]}
    />
  );
}
