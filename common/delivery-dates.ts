/**
 * Delivery dates as Indian shoppers read them ('Thu 3 Dec', 'Thu 3 Dec – Sat 5 Dec'), for the pages and the
 * mails alike. The API gives calendar days in India (yyyy-mm-dd); they are read and shown in India's time
 * whatever the machine's zone, so the server's HTML, the browser's render and a mail agree.
 */
const day = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** 'Thu 3 Dec' for a moment, on India's calendar (en-IN writes 'Thu, 3 Dec': the parts are joined without the comma). */
function dayOf(at: Date): string {
  const parts = day.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** 'Thu 3 Dec' for '2026-12-03'. */
export function formatDeliveryDay(isoDate: string): string {
  return dayOf(new Date(`${isoDate}T12:00:00+05:30`));
}

/** 'Thu 3 Dec – Sat 5 Dec', or one day when both ends are the same. */
export function formatDeliveryDates({ from, to }: { from: string; to: string }): string {
  return from === to ? formatDeliveryDay(from) : `${formatDeliveryDay(from)} – ${formatDeliveryDay(to)}`;
}

/** What an order's delivery state needs: an API order (ISO strings) or the server's row (Dates) both fit. */
export interface OrderDeliveryFacts {
  orderStatus: string;
  expectedDelivery?: { from: string; to: string } | null;
  deliveredAt?: Date | string | null;
  cancelledAt?: Date | string | null;
}

export type OrderDeliveryState =
  { state: 'expected'; dates: string; text: string } | { state: 'delivered' | 'cancelled'; text: string };

/**
 * Where an order's delivery stands, in one line for every page and mail: a live order is expected on the dates
 * told at checkout; a delivered one says when it was delivered, a rejected (cancelled, refused) one that it was
 * cancelled, with the day the buyer cancelled it when known. Such an order never shows the dates it was once
 * expected. Null for a live order placed before dates were given.
 */
export function orderDeliveryState(order: OrderDeliveryFacts): OrderDeliveryState | null {
  const on = (at: Date | string | null | undefined) => (at ? ` on ${dayOf(new Date(at))}` : '');
  if (order.orderStatus === 'delivered')
    return { state: 'delivered', text: `Delivered${on(order.deliveredAt)}` };
  if (order.orderStatus === 'rejected')
    return { state: 'cancelled', text: `Cancelled${on(order.cancelledAt)}` };
  if (!order.expectedDelivery) return null;
  const dates = formatDeliveryDates(order.expectedDelivery);
  return { state: 'expected', dates, text: `Expected ${dates}` };
}
