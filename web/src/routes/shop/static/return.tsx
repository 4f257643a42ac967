import { StaticPage } from './static-page';

/** SPEC §9 figures for the return policy page: 30 days; restocking fees 10, 15 and 20 percent; refund in 7-10 business days. */
export default function ReturnPolicyPage() {
  return (
    <StaticPage
      title="Refund & Return Policy"
      lead={
        <p>
          Bought the wrong size or the wrong fitting? You can return most items within 30 days of delivery.
        </p>
      }
      sections={[
        {
          heading: 'Return window',
          body: (
            <ul>
              <li>
                Items can be returned within <strong>30 days</strong> of delivery.
              </li>
              <li>Items must be in their original packaging with the invoice, labels and accessories.</li>
              <li>
                Cut-to-length wires and cables, mixed or tinted paint and special-order items cannot be
                returned.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Restocking fees',
          body: (
            <ul>
              <li>
                <strong>10%</strong> for unopened items in sealed packaging.
              </li>
              <li>
                <strong>15%</strong> for opened but unused items.
              </li>
              <li>
                <strong>20%</strong> for items with damaged or missing packaging.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Refunds',
          body: (
            <p>
              Once we receive and check the item, the refund goes back to the original payment method within{' '}
              <strong>7-10 business days</strong>.
            </p>
          ),
        },
        {
          heading: 'Damaged or wrong items',
          body: (
            <p>
              If an item arrives damaged or is not what you ordered, tell us within 48 hours with photos; we
              replace it or refund it in full with no restocking fee.
            </p>
          ),
        },
      ]}
    />
  );
}
