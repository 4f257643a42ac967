/**
 * Expected delivery dates as Indian shoppers read them ('Thu 3 Dec', 'Thu 3 Dec – Sat 5 Dec'). The API gives
 * calendar days in India (yyyy-mm-dd); they are read and shown in India's time whatever the machine's zone,
 * so the server's HTML and the browser's render agree.
 */
const day = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** 'Thu 3 Dec' for '2026-12-03' (en-IN writes 'Thu, 3 Dec': the parts are joined without the comma). */
export function formatDeliveryDay(isoDate: string): string {
  const parts = day.formatToParts(new Date(`${isoDate}T12:00:00+05:30`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** 'Thu 3 Dec – Sat 5 Dec', or one day when both ends are the same. */
export function formatDeliveryDates({ from, to }: { from: string; to: string }): string {
  return from === to ? formatDeliveryDay(from) : `${formatDeliveryDay(from)} – ${formatDeliveryDay(to)}`;
}
