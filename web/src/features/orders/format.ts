import { DATE_LOCALE, type Lang } from '../../../../common/lang';

/**
 * Dates of orders as Indian shoppers read them, in Indian time whatever the machine's zone, so the server's
 * HTML and the browser's render agree ('23 Nov 2026', '23 Nov 2026, 4:05 pm'); Hindi pages with Hindi month
 * names (DATE_LOCALE). The admin calls them without a language: English.
 */
const formats = (lang: Lang) => ({
  date: new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
  dateTime: new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }),
});
const byLang: Record<Lang, ReturnType<typeof formats>> = { en: formats('en'), hi: formats('hi') };

export const formatOrderDate = (iso: string, lang: Lang = 'en') => byLang[lang].date.format(new Date(iso));
export const formatOrderDateTime = (iso: string, lang: Lang = 'en') =>
  byLang[lang].dateTime.format(new Date(iso));
