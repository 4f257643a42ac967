import { DATE_LOCALE, type Lang } from './lang';

/**
 * Dates as the page's language writes them, each Intl.DateTimeFormat made once and only when first used: making
 * one is the slow part (a few ms on a fast machine, tens of ms of a phone's main thread while a page hydrates;
 * issue 49), and a page in English has no use for the Hindi ones. Options are module constants (the cache is
 * keyed by their identity), in India's time unless a caller says otherwise.
 */
const made = new WeakMap<Intl.DateTimeFormatOptions, Partial<Record<Lang, Intl.DateTimeFormat>>>();

export function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLang = made.get(options);
  if (!byLang) made.set(options, (byLang = {}));
  return (byLang[lang] ??= new Intl.DateTimeFormat(DATE_LOCALE[lang], options));
}

/** '5 Mar 2026', '5 मार्च 2026': a review's date, a gift card's expiry. */
export const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/** India's offset from UTC (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * '29 November 2026', '29 नवंबर 2026': a day in India written out, as `Intl` writes it with a long month (a test
 * holds the two equal), without making a DateTimeFormat: the estimator's print sheet dates itself while the page
 * starts, and making the format was that moment's longest task on a slowed phone (issue 49).
 */
export function longDate(lang: Lang, at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[lang][india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
