import { formatDeliveryDay } from '../../../common/delivery-dates';
import { useLang } from '../i18n/i18n';

/**
 * 'Mon 30 Nov – Tue 1 Dec' that wraps, on a narrow screen, only between the two days: a line broken inside a
 * date ('Tue 1 / Dec') reads as two dates. Each day in formatDeliveryDay's words, joined as formatDeliveryDates joins them.
 */
export function DeliveryDates({ range }: { range: { from: string; to: string } }) {
  const lang = useLang();
  const from = <span className="whitespace-nowrap">{formatDeliveryDay(range.from, lang)}</span>;
  if (range.from === range.to) return from;
  return (
    <>
      {from} – <span className="whitespace-nowrap">{formatDeliveryDay(range.to, lang)}</span>
    </>
  );
}
