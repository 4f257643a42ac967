import { ContactDetails } from './contact-details';
import { StaticPage } from './static-page';

export default function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      lead={<p>Questions about a product, an order or a bulk quote? Call, message or write to us.</p>}
      sections={[
        { heading: 'Reach us', body: <ContactDetails /> },
        {
          heading: 'About an order',
          body: <p>Please have your order ID ready; you find it under Track Orders in your account.</p>,
        },
      ]}
    />
  );
}
