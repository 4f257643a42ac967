/**
 * The shop's languages (issue 50): English at the site's own paths, Hindi under `/hi`. The admin panel and the API
 * stay where they are; only storefront and sign-in pages have a Hindi twin. One home for the prefix rules, used by
 * the server (routing, page cache, mails' links) and the web app (links, the language switch).
 */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The path prefix of a language's pages: '' for English, '/hi' for Hindi. */
export const LANG_PREFIX: Record<Lang, string> = { en: '', hi: '/hi' };

/** The cookie that remembers a visitor's choice; it only decides where a bare `/` or `/shop` sends them. */
export const LANG_COOKIE = 'lang';

export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/** A page's language and its path without the prefix: '/hi/shop/home' → { lang: 'hi', path: '/shop/home' }. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/hi' || pathname.startsWith('/hi/'))
    return { lang: 'hi', path: pathname.slice(3) || '/' };
  return { lang: 'en', path: pathname };
}

/** A site path (starting with '/') in `lang`: '/shop/home' → '/hi/shop/home'. A path already in a language is moved. */
export function langPath(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const { path: bare } = splitLangPath(path);
  if (lang === 'en') return bare;
  return bare === '/' ? LANG_PREFIX[lang] : `${LANG_PREFIX[lang]}${bare}`;
}

/**
 * The locale numbers and dates are written in: Indian grouping (₹1,23,456.00) and Latin digits in both languages,
 * Hindi month and day names on Hindi pages.
 */
export const DATE_LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/**
 * The header the storefront's API calls carry from a Hindi page (`x-shop-lang: hi`): the server answers its
 * messages in Hindi and a new account takes the language of the page it registered on (decision 037).
 */
export const LANG_HEADER = 'x-shop-lang';
