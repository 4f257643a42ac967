import { usePublicSettings } from '../../../lib/public-settings';
import { shopName } from '../../../lib/brand';
import { BUSINESS_HOURS, StaticPage } from './static-page';

export default function AboutPage() {
  const settings = usePublicSettings();
  const name = shopName(settings.companyName);
  return (
    <StaticPage
      title="About Us"
      lead={
        <p>
          {name} supplies homes, contractors and electricians with building and electrical goods at fair
          prices.
        </p>
      }
      sections={[
        {
          heading: 'What we sell',
          body: (
            <p>
              Pipe fittings, wires and cables, switches and sockets, MCBs, lighting, fans and paint from
              trusted brands, with GST invoices for every order.
            </p>
          ),
        },
        {
          heading: 'Why shop with us',
          body: (
            <ul>
              <li>Genuine products with warranty.</li>
              <li>Clear prices with CGST and SGST shown.</li>
              <li>Secure online payment by UPI, cards and net banking.</li>
              <li>A free estimator to price your job before you buy.</li>
            </ul>
          ),
        },
        { heading: 'Visit us', body: <p>Our store is open {BUSINESS_HOURS}.</p> },
      ]}
    />
  );
}
