import { longDate } from '../../common/date-format';
import { langPath, type Lang } from '../../common/lang';
import WORDS_HI from './words-hi';

/**
 * The words of the buyer's mails (issue 50, decision 037). As on the storefront, the English text in a template
 * is its key: `w('Hello {name},', { name })` reads as the English mail does, so English mails stay word for word
 * what they were, and a Hindi mail takes the same key's Hindi from words-hi.ts. One template per mail, two
 * catalogues of words; words.test.ts checks that every text a template marks has its Hindi and no Hindi is unused.
 * Figures (₹ amounts, order numbers, codes) come in as values, so they are the same in both languages.
 */
export type MailVars = Readonly<Record<string, string | number>>;
export type MailWords = ((text: string, vars?: MailVars) => string) & { lang: Lang };

const CATALOGUES: Record<Lang, Readonly<Record<string, string>>> = { en: {}, hi: WORDS_HI };

/** Texts a Hindi mail asked for that words-hi.ts lacks: filled in tests (words.test.ts), so a gap fails there. */
export const missingHindi = new Set<string>();

/** The words of `lang`: English as written, Hindi from words-hi.ts (the English when a text has none). */
export function mailWords(lang: Lang): MailWords {
  const catalogue = CATALOGUES[lang];
  const w = (text: string, vars?: MailVars) => {
    let found = catalogue[text];
    if (found === undefined) {
      if (lang !== 'en') missingHindi.add(text);
      found = text;
    }
    if (!vars) return found;
    return found.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
    );
  };
  return Object.assign(w, { lang });
}

/** A link to a storefront page in the mail's language: '/shop/account' → '/hi/shop/account' in Hindi. */
export const mailLink = (publicUrl: string, path: string, lang: Lang) =>
  `${publicUrl}${langPath(path, lang)}`;

/** A product's name in a mail: its Hindi title in a Hindi mail when it has one, else the English. */
export function productName(
  title: string,
  translations: { hi?: { title?: string | null } | null } | null | undefined,
  lang: Lang,
): string {
  return (lang === 'hi' && translations?.hi?.title?.trim()) || title;
}

/** '28 November 2027' / '28 नवंबर 2027', on India's calendar: the day as the pages write it (common/date-format). */
export function mailDate(at: Date, lang: Lang): string {
  return longDate(lang, at);
}
