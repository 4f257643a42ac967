import { StaticPage } from './static-page';

/** SPEC §9: warranty periods from 30 days to 1 year. */
export default function WarrantyPolicyPage() {
  return (
    <StaticPage
      title="Warranty Policy"
      lead={
        <p>
          Everything we sell is genuine and covered by a warranty of <strong>30 days to 1 year</strong>,
          depending on the product.
        </p>
      }
      sections={[
        {
          heading: 'Warranty periods',
          body: (
            <ul>
              <li>
                <strong>30 days</strong>: pipe fittings, fasteners and accessories against manufacturing
                defects.
              </li>
              <li>
                <strong>6 months</strong>: switches, sockets and lighting.
              </li>
              <li>
                <strong>1 year</strong>: wires, MCBs, fans and appliances (or the manufacturer&apos;s
                warranty, if longer).
              </li>
            </ul>
          ),
        },
        {
          heading: 'What is not covered',
          body: (
            <p>
              Damage from wrong installation, voltage fluctuation, misuse, water or fire, and normal wear and
              tear.
            </p>
          ),
        },
        {
          heading: 'Making a claim',
          body: (
            <p>
              Contact us with your order ID, the invoice and photos of the problem. We repair, replace or
              refund the item, or pass the claim to the manufacturer&apos;s service centre.
            </p>
          ),
        },
      ]}
    />
  );
}
