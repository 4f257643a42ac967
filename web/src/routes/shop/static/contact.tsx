import { useT } from '../../../i18n/i18n';
import { ContactDetails } from './contact-details';
import { StaticPage } from './static-page';

export default function ContactPage() {
  const t = useT();
  return (
    <StaticPage
      title={t('Contact Us')}
      lead={<p>{t('Questions about a product, an order or a bulk quote? Call, message or write to us.')}</p>}
      sections={[
        { heading: t('Reach us'), body: <ContactDetails /> },
        {
          heading: t('About an order'),
          body: (
            <p>{t('Please have your order ID ready; you find it under Track Orders in your account.')}</p>
          ),
        },
      ]}
    />
  );
}
