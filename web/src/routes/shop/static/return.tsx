import { usePublicSettings } from '../../../lib/public-settings';
import { acceptsReturns, daysCountText, refundDaysText } from './returns-policy';
import { restockingFeesSection } from './restocking-fees';
import { StaticPage, type StaticSection } from './static-page';

/**
 * The Refund & Return Policy, from the shop's return policy settings, so it says what the
 * Refund & Cancellation page and the Terms say. SPEC §9's figures are the defaults: returns within 7 days of
 * delivery; restocking fees 10, 15 and 20 percent; refunds in 7-10 business days.
 */
export default function ReturnPolicyPage() {
  const p = usePublicSettings().returns;
  const accepts = acceptsReturns(p);

  const sections: StaticSection[] = [
    {
      heading: 'Return window',
      body: accepts ? (
        <ul>
          <li>
            Items can be returned within <strong>{daysCountText(p.returnWithinDays)}</strong> of delivery.
          </li>
          <li>Items must be in their original packaging with the invoice, labels and accessories.</li>
          <li>
            Cut-to-length wires and cables, mixed or tinted paint and special-order items cannot be returned.
          </li>
        </ul>
      ) : (
        <p>
          <strong>We do not accept returns</strong> of items that arrive as ordered. Items that arrive damaged
          or are not what you ordered are covered below.
        </p>
      ),
    },
  ];
  if (accepts) sections.push(restockingFeesSection(p));
  const refunds: StaticSection = {
    heading: 'Refunds',
    body: (
      <p>
        Once we receive and check the item, the refund goes back to the original payment method within{' '}
        <strong>{refundDaysText(p.refundDays)}</strong>.
      </p>
    ),
  };
  const damaged: StaticSection = {
    heading: 'Damaged or wrong items',
    body: (
      <p>
        If an item arrives damaged or is not what you ordered, tell us within 48 hours with photos; we replace
        it or refund it in full with no restocking fee.
      </p>
    ),
  };
  // Without returns, the damaged or wrong item is the only one refunded: it comes before the refund's days.
  sections.push(...(accepts ? [refunds, damaged] : [damaged, refunds]));

  return (
    <StaticPage
      title="Refund & Return Policy"
      lead={
        accepts ? (
          <p>
            Bought the wrong size or the wrong fitting? You can return most items within{' '}
            {daysCountText(p.returnWithinDays)} of delivery.
          </p>
        ) : (
          <p>
            We do not accept returns of items that arrive as ordered, but an item that arrives damaged or is
            not what you ordered is replaced or refunded in full.
          </p>
        )
      }
      sections={sections}
    />
  );
}
