/**
 * Dates of orders as Indian shoppers read them, in Indian time whatever the machine's zone, so the server's
 * HTML and the browser's render agree ('23 Nov 2026', '23 Nov 2026, 4:05 pm').
 */
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatOrderDate = (iso: string) => date.format(new Date(iso));
export const formatOrderDateTime = (iso: string) => dateTime.format(new Date(iso));
