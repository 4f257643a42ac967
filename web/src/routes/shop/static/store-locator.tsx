import { ContactDetails } from './contact-details';
import { BUSINESS_HOURS, StaticPage } from './static-page';

export default function StoreLocatorPage() {
  return (
    <StaticPage
      title="Store Locator"
      lead={<p>Visit our store to see products, get advice and pick up your order.</p>}
      sections={[
        { heading: 'Our store', body: <ContactDetails /> },
        { heading: 'Opening hours', body: <p>{BUSINESS_HOURS}. Closed on Sundays and public holidays.</p> },
      ]}
    />
  );
}
