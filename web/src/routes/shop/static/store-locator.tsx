import { useT } from '../../../i18n/i18n';
import { ContactDetails } from './contact-details';
import { BUSINESS_HOURS, StaticPage } from './static-page';

export default function StoreLocatorPage() {
  const t = useT();
  return (
    <StaticPage
      title={t('Store Locator')}
      lead={<p>{t('Visit our store to see products, get advice and pick up your order.')}</p>}
      sections={[
        { heading: t('Our store'), body: <ContactDetails /> },
        {
          heading: t('Opening hours'),
          body: <p>{t('{hours}. Closed on Sundays and public holidays.', { hours: t(BUSINESS_HOURS) })}</p>,
        },
      ]}
    />
  );
}
