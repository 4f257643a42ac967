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
