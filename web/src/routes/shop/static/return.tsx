import { usePublicSettings } from '../../../lib/public-settings';
import { useT } from '../../../i18n/i18n';
import { fill } from '../../../components/words';
import { acceptsReturns, daysCountText, refundDaysText } from './returns-policy';
import { restockingFeesSection } from './restocking-fees';
import { StaticPage, type StaticSection } from './static-page';

/**
 * The Refund & Return Policy, from the shop's return policy settings, so it says what the
 * Refund & Cancellation page and the Terms say. SPEC §9's figures are the defaults: returns within 7 days of
 * delivery; restocking fees 10, 15 and 20 percent; refunds in 7-10 business days.
 */
export default function ReturnPolicyPage() {
  const p = usePublicSettings().returns;
  const t = useT();
  const accepts = acceptsReturns(p);
  const days = daysCountText(p.returnWithinDays, t);

  const sections: StaticSection[] = [
    {
      heading: t('Return window'),
      body: accepts ? (
        <ul>
          <li>
            {fill(t('Items can be returned within {days} of delivery.'), { days: <strong>{days}</strong> })}
          </li>
          <li>{t('Items must be in their original packaging with the invoice, labels and accessories.')}</li>
          <li>
            {t(
              'Cut-to-length wires and cables, mixed or tinted paint and special-order items cannot be returned.',
            )}
          </li>
        </ul>
      ) : (
        <p>
          {fill(
            t(
              '{refusal} of items that arrive as ordered. Items that arrive damaged or are not what you ordered are covered below.',
            ),
            { refusal: <strong>{t('We do not accept returns')}</strong> },
          )}
        </p>
      ),
    },
  ];
  if (accepts) sections.push(restockingFeesSection(p, t));
  const refunds: StaticSection = {
    heading: t('Refunds'),
    body: (
      <p>
        {fill(
          t(
            'Once we receive and check the item, the refund goes back to the original payment method within {days}.',
          ),
          { days: <strong>{refundDaysText(p.refundDays, t)}</strong> },
        )}
      </p>
    ),
  };
  const damaged: StaticSection = {
    heading: t('Damaged or wrong items'),
    body: (
      <p>
        {t(
          'If an item arrives damaged or is not what you ordered, tell us within 48 hours with photos; we replace it or refund it in full with no restocking fee.',
        )}
      </p>
    ),
  };
  // Without returns, the damaged or wrong item is the only one refunded: it comes before the refund's days.
  sections.push(...(accepts ? [refunds, damaged] : [damaged, refunds]));

  return (
    <StaticPage
      title={t('Refund & Return Policy')}
      lead={
        accepts ? (
          <p>
            {t(
              'Bought the wrong size or the wrong fitting? You can return most items within {days} of delivery.',
              { days },
            )}
          </p>
        ) : (
          <p>
            {t(
              'We do not accept returns of items that arrive as ordered, but an item that arrives damaged or is not what you ordered is replaced or refunded in full.',
            )}
          </p>
        )
      }
      sections={sections}
    />
  );
}
