import { usePublicSettings } from '../../../lib/public-settings';
import { shopName } from '../../../lib/brand';
import { useT } from '../../../i18n/i18n';
import { BUSINESS_HOURS, StaticPage } from './static-page';

export default function AboutPage() {
  const settings = usePublicSettings();
  const t = useT();
  const name = shopName(settings.companyName);
  return (
    <StaticPage
      title={t('About Us')}
      lead={
        <p>
          {t(
            '{shop} supplies homes, contractors and electricians with building and electrical goods at fair prices.',
            { shop: name },
          )}
        </p>
      }
      sections={[
        {
          heading: t('What we sell'),
          body: (
            <p>
              {t(
                'Pipe fittings, wires and cables, switches and sockets, MCBs, lighting, fans and paint from trusted brands, with GST invoices for every order.',
              )}
            </p>
          ),
        },
        {
          heading: t('Why shop with us'),
          body: (
            <ul>
              <li>{t('Genuine products with warranty.')}</li>
              <li>{t('Clear prices with CGST and SGST shown.')}</li>
              <li>{t('Secure online payment by UPI, cards and net banking.')}</li>
              <li>{t('A free estimator to price your job before you buy.')}</li>
            </ul>
          ),
        },
        {
          heading: t('Visit us'),
          body: <p>{t('Our store is open {hours}.', { hours: t(BUSINESS_HOURS) })}</p>,
        },
      ]}
    />
  );
}
