import { formatINR } from '../../../../../common/money';
import { usePublicSettings } from '../../../lib/public-settings';
import { useT } from '../../../i18n/i18n';
import { fill } from '../../../components/words';
import { codOffered } from './delivery-policy';
import { acceptsReturns, cancelText, daysCountText, refundWithinText } from './returns-policy';
import { StaticPage } from './static-page';

/**
 * SPEC §9: minimum age 18. What delivery costs and whether cash on delivery is accepted come from the shop's
 * delivery settings, as checkout charges them; the cancellation and return windows and the refund's
 * days from the return policy settings, as the Refund pages say them.
 */
export default function TermsPage() {
  const { delivery: d, returns: r } = usePublicSettings();
  const t = useT();
  const express = Object.values(d.expressFee);
  const [lowest, highest] = [Math.min(...express), Math.max(...express)];
  const expressCost =
    lowest === highest
      ? formatINR(lowest)
      : t('{lowest} to {highest}, depending on where it goes', {
          lowest: formatINR(lowest),
          highest: formatINR(highest),
        });
  return (
    <StaticPage
      title={t('Terms & Conditions')}
      lead={<p>{t('By using this website and placing an order you agree to these terms.')}</p>}
      sections={[
        {
          heading: t('Eligibility'),
          body: (
            <p>
              {fill(t('You must be at least {age} old to create an account and place orders.'), {
                age: <strong>{t('18 years')}</strong>,
              })}
            </p>
          ),
        },
        {
          heading: t('Prices and taxes'),
          body: (
            <p>
              {t(
                'All prices are in Indian rupees and include GST (CGST and SGST), shown separately on your invoice. Prices may change without notice; the price at the time of your order applies.',
              )}
            </p>
          ),
        },
        {
          heading: t('Payment'),
          body: (
            <p>
              {t('Online orders are paid through our payment partner by UPI, cards or net banking.')}
              {codOffered(d)
                ? ` ${t(
                    'Cash on delivery is accepted where it is offered for an order, for orders up to {maxOrder}, with a {fee} handling fee. Before your first cash-on-delivery order, we ask you to confirm your e-mail address with a code we send to it.',
                    { maxOrder: formatINR(d.cod.maxOrder), fee: formatINR(d.cod.fee) },
                  )}`
                : null}
            </p>
          ),
        },
        {
          heading: t('Delivery charges'),
          body: (
            <p>
              {t(
                'Standard delivery is free on orders above {freeAbove}; otherwise it costs {standardFee}, or {localFee} within our local area.',
                {
                  freeAbove: formatINR(d.freeAbove),
                  standardFee: formatINR(d.standardFee),
                  localFee: formatINR(d.localFee),
                },
              )}{' '}
              {d.fragileFee > 0
                ? t(
                    'Express delivery costs {express}, and fragile items add {fragileFee} for packaging once per order.',
                    { express: expressCost, fragileFee: formatINR(d.fragileFee) },
                  )
                : t('Express delivery costs {express}.', { express: expressCost })}{' '}
              {t(
                'Checkout shows every charge before you place your order, and your invoice shows them with their GST.',
              )}
            </p>
          ),
        },
        {
          heading: t('Orders'),
          body: (
            <p>
              {t(
                'An order is confirmed once the payment succeeds. We may cancel an order when an item is out of stock or a price was shown in error; any amount paid is then refunded in full.',
              )}
            </p>
          ),
        },
        {
          heading: t('Cancellations, returns and warranty'),
          body: (
            <p>
              {cancelText(r, t)}{' '}
              {acceptsReturns(r)
                ? t(
                    'Most items can be returned within {days} of delivery, less a restocking fee by their condition; a faulty or wrong item is refunded in full.',
                    { days: daysCountText(r.returnWithinDays, t) },
                  )
                : t(
                    'We do not accept returns of items that arrive as ordered; a faulty or wrong item is replaced or refunded in full.',
                  )}{' '}
              {t(
                'Refunds reach the original payment method {within}. Returns, refunds, shipping and warranty follow the policies linked at the bottom of every page.',
                { within: refundWithinText(r, t) },
              )}
            </p>
          ),
        },
      ]}
    />
  );
}
