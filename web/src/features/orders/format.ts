import { dateFormat } from '../../../../common/date-format';
import type { Lang } from '../../../../common/lang';

/**
 * Dates of orders as Indian shoppers read them, in Indian time whatever the machine's zone, so the server's
 * HTML and the browser's render agree ('23 Nov 2026', '23 Nov 2026, 4:05 pm'); Hindi pages with Hindi month
 * names (DATE_LOCALE). The admin calls them without a language: English.
 */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Kolkata' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
};

export const formatOrderDate = (iso: string, lang: Lang = 'en') =>
  dateFormat(lang, DATE).format(new Date(iso));
export const formatOrderDateTime = (iso: string, lang: Lang = 'en') =>
  dateFormat(lang, DATE_TIME).format(new Date(iso));
