import { StaticPage } from './static-page';

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      lead={
        <p>We collect only what we need to run your account and deliver your orders, and we never sell it.</p>
      }
      sections={[
        {
          heading: 'What we collect',
          body: (
            <p>
              Your name, e-mail address, delivery addresses and phone number, your orders and reviews, and the
              session cookie that keeps you logged in.
            </p>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <p>
              To process and deliver orders, send invoices and password-reset codes, and answer your
              questions. Payments are handled by our payment partner; we never see or store your card details.
            </p>
          ),
        },
        {
          heading: 'Who we share it with',
          body: (
            <p>
              Only with the courier delivering your order and the payment partner processing your payment, as
              far as they need it.
            </p>
          ),
        },
        {
          heading: 'Your choices',
          body: (
            <p>
              You can update your saved addresses at any time from your account, and ask us to delete your
              account by writing to us.
            </p>
          ),
        },
      ]}
    />
  );
}
