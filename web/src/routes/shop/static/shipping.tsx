import { StaticPage } from './static-page';

/** SPEC §9 shipping figures: free above ₹499, ₹49 below, ₹29 local, ₹25 cash on delivery; express ₹99/₹149/₹199; fragile packaging ₹50. */
export default function ShippingPolicyPage() {
  return (
    <StaticPage
      title="Shipping & Delivery Policy"
      lead={<p>We deliver across India. Here is what delivery costs and how long it takes.</p>}
      sections={[
        {
          heading: 'Standard delivery',
          body: (
            <ul>
              <li>
                <strong>Free shipping</strong> on orders above ₹499.
              </li>
              <li>
                <strong>₹49</strong> on orders below ₹499.
              </li>
              <li>
                <strong>₹29</strong> for local delivery within our city.
              </li>
              <li>Usually delivered within 3-7 business days.</li>
            </ul>
          ),
        },
        {
          heading: 'Express delivery',
          body: (
            <ul>
              <li>
                <strong>₹99</strong> within the city (next business day).
              </li>
              <li>
                <strong>₹149</strong> within the state (1-2 business days).
              </li>
              <li>
                <strong>₹199</strong> for the rest of India (2-4 business days).
              </li>
            </ul>
          ),
        },
        {
          heading: 'Other charges',
          body: (
            <ul>
              <li>
                <strong>₹25</strong> cash-on-delivery handling fee, where cash on delivery is offered.
              </li>
              <li>
                <strong>₹50</strong> fragile packaging for glass, sanitaryware and similar items.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Tracking',
          body: (
            <p>Follow your order from Track Orders in your account. Deliveries are made Monday–Saturday.</p>
          ),
        },
      ]}
    />
  );
}
