import { usePublicSettings } from '../../../lib/public-settings';
import { useT } from '../../../i18n/i18n';
import { fill } from '../../../components/words';
import { acceptsReturns, cancellable, daysCountText, hoursText, refundDaysText } from './returns-policy';
import { restockingFeesSection } from './restocking-fees';
import { StaticPage, type StaticSection } from './static-page';

/**
 * The Refund & Cancellation Policy, from the shop's return policy settings: the same return window
 * as the Refund & Return page (SPEC noted that they differed, 7 and 30 days). SPEC §9's figures are the
 * defaults: cancellation within 2 hours, returns within 7 days, restocking 10, 15 and 20 percent, refunds in
 * 7-10 business days.
 */
export default function RefundCancellationPage() {
  const p = usePublicSettings().returns;
  const t = useT();
  const accepts = acceptsReturns(p);
  const canCancel = cancellable(p);
  const refundDays = <strong>{refundDaysText(p.refundDays, t)}</strong>;

  const sections: StaticSection[] = [
    {
      heading: t('Cancelling an order'),
      body: canCancel ? (
        <p>
          {fill(
            t(
              'You can cancel an order within {hours} of placing it, as long as it has not been dispatched. Contact us with your order ID.',
            ),
            { hours: <strong>{hoursText(p.cancelWithinHours, t)}</strong> },
          )}
        </p>
      ) : (
        <p>
          {fill(t('{refusal} once they are placed, so please check your cart before you pay.'), {
            refusal: <strong>{t('Orders cannot be cancelled')}</strong>,
          })}
        </p>
      ),
    },
    {
      heading: t('Returns'),
      body: accepts ? (
        <p>
          {fill(t('Unused items in their original packaging can be returned within {days} of delivery.'), {
            days: <strong>{daysCountText(p.returnWithinDays, t)}</strong>,
          })}
        </p>
      ) : (
        <p>
          {fill(
            t(
              '{refusal} of items that arrive as ordered. An item that arrives damaged or is not what you ordered is replaced or refunded in full.',
            ),
            { refusal: <strong>{t('We do not accept returns')}</strong> },
          )}
        </p>
      ),
    },
  ];
  if (accepts) sections.push(restockingFeesSection(p, t));
  sections.push({
    heading: t('Refunds'),
    body: (
      <p>
        {canCancel
          ? fill(
              t(
                'Refunds reach the original payment method within {days} of the cancellation or of our receiving the returned item.',
              ),
              { days: refundDays },
            )
          : fill(
              t(
                'Refunds reach the original payment method within {days} of our receiving the returned item.',
              ),
              {
                days: refundDays,
              },
            )}
      </p>
    ),
  });

  return (
    <StaticPage
      title={t('Refund & Cancellation Policy')}
      lead={
        <p>
          {canCancel
            ? t('How to cancel an order, return an item and get your money back.')
            : t('How to return an item and get your money back.')}
        </p>
      }
      sections={sections}
    />
  );
}
