/**
 * Delivery dates as Indian shoppers read them ('Thu 3 Dec', 'Thu 3 Dec – Sat 5 Dec'), for the pages and the
 * mails alike. The API gives calendar days in India (yyyy-mm-dd); they are read and shown in India's time
 * whatever the machine's zone, so the server's HTML, the browser's render and a mail agree.
 */
import { dateFormat } from './date-format';
import type { Lang } from './lang';

const WEEKDAY_DAY_MONTH: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
};

/**
 * 'Thu 3 Dec' for a moment, on India's calendar (en-IN writes 'Thu, 3 Dec': the parts are joined without the
 * comma); 'गुरु 3 दिस॰' in Hindi.
 */
function dayOf(at: Date, lang: Lang = 'en'): string {
  const parts = dateFormat(lang, WEEKDAY_DAY_MONTH).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** 'Thu 3 Dec' for '2026-12-03' ('गुरु 3 दिस॰' in Hindi). */
export function formatDeliveryDay(isoDate: string, lang: Lang = 'en'): string {
  return dayOf(new Date(`${isoDate}T12:00:00+05:30`), lang);
}

/** 'Thu 3 Dec – Sat 5 Dec', or one day when both ends are the same. */
export function formatDeliveryDates({ from, to }: { from: string; to: string }, lang: Lang = 'en'): string {
  return from === to
    ? formatDeliveryDay(from, lang)
    : `${formatDeliveryDay(from, lang)} – ${formatDeliveryDay(to, lang)}`;
}

/** What an order's delivery state needs: an API order (ISO strings) or the server's row (Dates) both fit. */
export interface OrderDeliveryFacts {
  orderStatus: string;
  expectedDelivery?: { from: string; to: string } | null;
  deliveredAt?: Date | string | null;
  cancelledAt?: Date | string | null;
}

/** `text` is the English line; `dates` are in the language asked for, for a page that words the line itself. */
export type OrderDeliveryState =
  { state: 'expected'; dates: string; text: string } | { state: 'delivered' | 'cancelled'; text: string };

/** 'Thu 3 Dec' for a moment (a delivery's or cancellation's), on India's calendar, in `lang`. */
export const formatDeliveryMoment = (at: Date | string, lang: Lang = 'en'): string =>
  dayOf(new Date(at), lang);

/**
 * Where an order's delivery stands, in one line for every page and mail: a live order is expected on the dates
 * told at checkout; a delivered one says when it was delivered, a rejected (cancelled, refused) one that it was
 * cancelled, with the day the buyer cancelled it when known. Such an order never shows the dates it was once
 * expected. Null for a live order placed before dates were given.
 */
export function orderDeliveryState(order: OrderDeliveryFacts, lang: Lang = 'en'): OrderDeliveryState | null {
  const on = (at: Date | string | null | undefined) => (at ? ` on ${dayOf(new Date(at))}` : '');
  if (order.orderStatus === 'delivered')
    return { state: 'delivered', text: `Delivered${on(order.deliveredAt)}` };
  if (order.orderStatus === 'rejected')
    return { state: 'cancelled', text: `Cancelled${on(order.cancelledAt)}` };
  if (!order.expectedDelivery) return null;
  return {
    state: 'expected',
    dates: formatDeliveryDates(order.expectedDelivery, lang),
    text: `Expected ${formatDeliveryDates(order.expectedDelivery)}`,
  };
}
