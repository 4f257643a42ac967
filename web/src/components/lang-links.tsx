import { LANG_COOKIE, langPath, type Lang } from '../../../common/lang';
import { useLang } from '../i18n/i18n';
import { isOneOf, PUBLIC_SHOP_PATHS } from '../lib/path-rules';
import { paths } from '../lib/paths';
import { useLocation } from '../lib/navigation';
import { useSite } from '../lib/site';
import { cn } from '../lib/utils';

/** Each language's own name, as a reader of it looks for it. */
const LANG_NAME: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

/** A year: the choice is remembered until the visitor makes another. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The page shown, without its language prefix, with its query. */
function useBarePage(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * The language switch (issue 50): the same page, with the same query, in the other language, as a plain
 * link (a page load: the other language's page comes from the server with its own words). Choosing sets the
 * language cookie, which only decides where a bare `/` or `/shop` sends the visitor next time.
 */
export function LangSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  const href = langPath(useBarePage(), other);
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      className={cn(
        'inline-flex min-h-10 items-center rounded-md px-2 text-sm font-semibold text-neutral-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
        className,
      )}
      onClick={() => {
        document.cookie = `${LANG_COOKIE}=${other}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
      }}
    >
      {LANG_NAME[other]}
    </a>
  );
}

/**
 * The pages search engines should see in both languages: those a visitor may open without logging in,
 * except search results (noindex) and the payment pages (a buyer's way back from paying). Google reads
 * hreflang on indexable pages only; a signed-in page or a noindex one gains nothing from it.
 */
const INDEXED_PATHS: readonly string[] = [
  ...PUBLIC_SHOP_PATHS.filter(
    (p) =>
      p !== paths.shop.search.path &&
      p !== paths.shop.paymentSuccess.path &&
      p !== paths.shop.paymentFailed.path &&
      p !== paths.shop.phonepeReturn.path,
  ),
  paths.auth.login.path,
  paths.auth.register.path,
  paths.auth.forgotPassword.path,
];

/**
 * `<link rel=alternate hreflang>` for the page in English, in Hindi and for everyone else (x-default: the
 * English), with absolute addresses, the same on both twins, as Google asks. React hoists them into <head>.
 */
export function LangAlternates() {
  const { origin } = useSite();
  const { pathname, search } = useLocation();
  if (!isOneOf(pathname, INDEXED_PATHS)) return null;
  const page = `${pathname}${search}`;
  const en = `${origin}${langPath(page, 'en')}`;
  const hi = `${origin}${langPath(page, 'hi')}`;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="hi" href={hi} />
      <link rel="alternate" hrefLang="x-default" href={en} />
    </>
  );
}
