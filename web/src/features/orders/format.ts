import { DATE_LOCALE, type Lang } from '../../../../common/lang';

type Style = 'date' | 'dateTime';
const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium', timeZone: 'Asia/Kolkata' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' },
};

/**
 * Dates of orders as Indian shoppers read them, in Indian time whatever the machine's zone, so the server's
 * HTML and the browser's render agree ('23 Nov 2026', '23 Nov 2026, 4:05 pm'); Hindi pages with Hindi month
 * names (DATE_LOCALE). The admin calls them without a language: English.
 *
 * Each format is made when first used, not when the module loads: making all four took 100 ms of a slowed
 * phone's CPU while account hydrated, the Hindi ones for nothing on an English page (issue 49).
 */
const made = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, style: Style): Intl.DateTimeFormat {
  const key = `${lang} ${style}`;
  let found = made.get(key);
  if (!found) made.set(key, (found = new Intl.DateTimeFormat(DATE_LOCALE[lang], OPTIONS[style])));
  return found;
}

export const formatOrderDate = (iso: string, lang: Lang = 'en') => format(lang, 'date').format(new Date(iso));
export const formatOrderDateTime = (iso: string, lang: Lang = 'en') =>
  format(lang, 'dateTime').format(new Date(iso));
