import { useT } from '../../../i18n/i18n';
import { StaticPage } from './static-page';

export default function PrivacyPolicyPage() {
  const t = useT();
  return (
    <StaticPage
      title={t('Privacy Policy')}
      lead={
        <p>
          {t(
            'We collect only what we need to run your account and deliver your orders, and we never sell it.',
          )}
        </p>
      }
      sections={[
        {
          heading: t('What we collect'),
          body: (
            <p>
              {t(
                'Your name, e-mail address, delivery addresses and phone number, your orders and reviews, and the session cookie that keeps you logged in.',
              )}
            </p>
          ),
        },
        {
          heading: t('How we use it'),
          body: (
            <p>
              {t(
                'To process and deliver orders, send invoices and password-reset codes, and answer your questions. Payments are handled by our payment partner; we never see or store your card details.',
              )}
            </p>
          ),
        },
        {
          heading: t('Who we share it with'),
          body: (
            <p>
              {t(
                'Only with the courier delivering your order and the payment partner processing your payment, as far as they need it.',
              )}
            </p>
          ),
        },
        {
          heading: t('Your choices'),
          body: (
            <p>
              {t(
                'You can update your saved addresses at any time from your account, and ask us to delete your account by writing to us.',
              )}
            </p>
          ),
        },
      ]}
    />
  );
}
