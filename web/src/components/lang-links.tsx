import { LANG_COOKIE, langPath, type Lang } from '../../../common/lang';
import { useLang } from '../i18n/i18n';
import { useLocation } from '../lib/navigation';

/** Each language's own name, as a reader of it looks for it. */
const LANG_NAME: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The language switch (issue 50): the same page, with the same query, in the other language, as a plain
 * link (a page load: the other language's page comes from the server with its own words). Choosing sets the
 * language cookie for a year; it only decides where a bare `/` or `/shop` sends the visitor next time.
 */
export function LangSwitch({ className }: { className: string }) {
  const other: Lang = useLang() === 'hi' ? 'en' : 'hi';
  const { pathname, search } = useLocation();
  return (
    <a
      href={langPath(pathname + search, other)}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={() => (document.cookie = `${LANG_COOKIE}=${other};path=/;max-age=31536000;samesite=lax`)}
    >
      {LANG_NAME[other]}
    </a>
  );
}
