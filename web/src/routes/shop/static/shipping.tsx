import { formatINR } from '../../../../../common/money';
import { usePublicSettings } from '../../../lib/public-settings';
import { codOffered, codZonesText, daysText, listText, notServedText } from './delivery-policy';
import { StaticPage, type StaticSection } from './static-page';

/**
 * The Shipping & Delivery Policy, from the shop's delivery settings, so it always says what
 * checkout charges. SPEC §9's figures are the defaults: free above ₹499, ₹49 below, ₹29 local, ₹25 cash on
 * delivery; express ₹99/₹149/₹199; fragile packaging ₹50.
 */
export default function ShippingPolicyPage() {
  const d = usePublicSettings().delivery;
  const days = d.days;
  const notServed = notServedText(d);
  const localArea = d.localPincodes.length
    ? `within our local area (pincodes starting with ${listText(d.localPincodes, 'or')})`
    : 'within our city';

  const sections: StaticSection[] = [
    {
      heading: 'Standard delivery',
      body: (
        <>
          <ul>
            <li>
              <strong>Free shipping</strong> on orders above {formatINR(d.freeAbove)}.
            </li>
            <li>
              <strong>{formatINR(d.standardFee)}</strong> on orders up to {formatINR(d.freeAbove)}.
            </li>
            <li>
              <strong>{formatINR(d.localFee)}</strong> for local delivery {localArea}.
            </li>
          </ul>
          <p>
            Usually delivered {localArea} in {daysText(days.standard.city)}, within our state in{' '}
            {daysText(days.standard.state)}, and to the rest of India in {daysText(days.standard.india)}.
          </p>
        </>
      ),
    },
    {
      heading: 'Express delivery',
      body: (
        <ul>
          <li>
            <strong>{formatINR(d.expressFee.city)}</strong> {localArea} ({daysText(days.express.city)}).
          </li>
          <li>
            <strong>{formatINR(d.expressFee.state)}</strong> within the state ({daysText(days.express.state)}
            ).
          </li>
          <li>
            <strong>{formatINR(d.expressFee.india)}</strong> for the rest of India (
            {daysText(days.express.india)}).
          </li>
        </ul>
      ),
    },
  ];
  if (codOffered(d)) {
    sections.push({
      heading: 'Cash on delivery',
      body: (
        <ul>
          <li>
            <strong>{formatINR(d.cod.fee)}</strong> cash-on-delivery handling fee, where cash on delivery is
            offered: {codZonesText(d.cod.zones)}.
          </li>
          <li>For orders up to {formatINR(d.cod.maxOrder)}, delivery and other charges included.</li>
          <li>
            Up to {d.cod.maxOpen} unpaid cash-on-delivery order{d.cod.maxOpen === 1 ? '' : 's'} per account at
            a time.
          </li>
          <li>
            Before your first cash-on-delivery order, you confirm your e-mail address with a 6-digit code we
            send to it.
          </li>
        </ul>
      ),
    });
  }
  if (d.fragileFee > 0) {
    sections.push({
      heading: 'Fragile items',
      body: (
        <ul>
          <li>
            <strong>{formatINR(d.fragileFee)}</strong> fragile packaging for glass, sanitaryware and similar
            items, once per order.
          </li>
        </ul>
      ),
    });
  }
  if (notServed) {
    sections.push({
      heading: 'Where we do not deliver',
      body: <p>We do not deliver to {notServed} yet.</p>,
    });
  }
  sections.push({
    heading: 'Tracking',
    body: <p>Follow your order from Track Orders in your account. Deliveries are made Monday–Saturday.</p>,
  });

  return (
    <StaticPage
      title="Shipping & Delivery Policy"
      lead={
        <p>
          We deliver across India{notServed ? ', with the few exceptions below' : ''}. Here is what delivery
          costs and how long it takes. Checkout shows the fee and the expected dates for your address before
          you place your order.
        </p>
      }
      sections={sections}
    />
  );
}
