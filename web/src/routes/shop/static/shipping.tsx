import { formatINR } from '../../../../../common/money';
import { usePublicSettings } from '../../../lib/public-settings';
import { useT } from '../../../i18n/i18n';
import { fill } from '../../../components/words';
import { codOffered, codZonesText, daysText, listText, notServedText } from './delivery-policy';
import { StaticPage, type StaticSection } from './static-page';

/**
 * The Shipping & Delivery Policy, from the shop's delivery settings, so it always says what
 * checkout charges. SPEC §9's figures are the defaults: free above ₹499, ₹49 below, ₹29 local, ₹25 cash on
 * delivery; express ₹99/₹149/₹199; fragile packaging ₹50. The figures are the settings'; the words the page's
 * language (issue 50).
 */
export default function ShippingPolicyPage() {
  const d = usePublicSettings().delivery;
  const t = useT();
  const days = d.days;
  const notServed = notServedText(d, t);
  const localArea = d.localPincodes.length
    ? t('within our local area (pincodes starting with {prefixes})', {
        prefixes: listText(d.localPincodes, 'or', t),
      })
    : t('within our city');
  const fee = (rupees: number) => <strong>{formatINR(rupees)}</strong>;

  const sections: StaticSection[] = [
    {
      heading: t('Standard delivery'),
      body: (
        <>
          <ul>
            <li>
              {fill(t('{free} on orders above {amount}.', { amount: formatINR(d.freeAbove) }), {
                free: <strong>{t('Free shipping')}</strong>,
              })}
            </li>
            <li>
              {fill(t('{fee} on orders up to {amount}.', { amount: formatINR(d.freeAbove) }), {
                fee: fee(d.standardFee),
              })}
            </li>
            <li>
              {fill(t('{fee} for local delivery {area}.', { area: localArea }), { fee: fee(d.localFee) })}
            </li>
          </ul>
          <p>
            {t(
              'Usually delivered {area} in {city}, within our state in {state}, and to the rest of India in {india}.',
              {
                area: localArea,
                city: daysText(days.standard.city, t),
                state: daysText(days.standard.state, t),
                india: daysText(days.standard.india, t),
              },
            )}
          </p>
        </>
      ),
    },
    {
      heading: t('Express delivery'),
      body: (
        <ul>
          <li>
            {fill(t('{fee} {area} ({days}).', { area: localArea, days: daysText(days.express.city, t) }), {
              fee: fee(d.expressFee.city),
            })}
          </li>
          <li>
            {fill(t('{fee} within the state ({days}).', { days: daysText(days.express.state, t) }), {
              fee: fee(d.expressFee.state),
            })}
          </li>
          <li>
            {fill(t('{fee} for the rest of India ({days}).', { days: daysText(days.express.india, t) }), {
              fee: fee(d.expressFee.india),
            })}
          </li>
        </ul>
      ),
    },
  ];
  if (codOffered(d)) {
    sections.push({
      heading: t('Cash on delivery'),
      body: (
        <ul>
          <li>
            {fill(
              t('{fee} cash-on-delivery handling fee, where cash on delivery is offered: {zones}.', {
                zones: codZonesText(d.cod.zones, t),
              }),
              { fee: fee(d.cod.fee) },
            )}
          </li>
          <li>
            {t('For orders up to {amount}, delivery and other charges included.', {
              amount: formatINR(d.cod.maxOrder),
            })}
          </li>
          <li>
            {d.cod.maxOpen === 1
              ? t('Up to {count} unpaid cash-on-delivery order per account at a time.', {
                  count: d.cod.maxOpen,
                })
              : t('Up to {count} unpaid cash-on-delivery orders per account at a time.', {
                  count: d.cod.maxOpen,
                })}
          </li>
          <li>
            {t(
              'Before your first cash-on-delivery order, you confirm your e-mail address with a 6-digit code we send to it.',
            )}
          </li>
        </ul>
      ),
    });
  }
  if (d.fragileFee > 0) {
    sections.push({
      heading: t('Fragile items'),
      body: (
        <ul>
          <li>
            {fill(t('{fee} fragile packaging for glass, sanitaryware and similar items, once per order.'), {
              fee: fee(d.fragileFee),
            })}
          </li>
        </ul>
      ),
    });
  }
  if (notServed) {
    sections.push({
      heading: t('Where we do not deliver'),
      body: <p>{t('We do not deliver to {places} yet.', { places: notServed })}</p>,
    });
  }
  sections.push({
    heading: t('Tracking'),
    body: (
      <p>{t('Follow your order from Track Orders in your account. Deliveries are made Monday–Saturday.')}</p>
    ),
  });

  return (
    <StaticPage
      title={t('Shipping & Delivery Policy')}
      lead={
        <p>
          {notServed
            ? t('We deliver across India, with the few exceptions below.')
            : t('We deliver across India.')}{' '}
          {t(
            'Here is what delivery costs and how long it takes. Checkout shows the fee and the expected dates for your address before you place your order.',
          )}
        </p>
      }
      sections={sections}
    />
  );
}
