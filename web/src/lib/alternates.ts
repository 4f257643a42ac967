import { langPath } from '../../../common/lang';
import { isOneOf, PUBLIC_SHOP_PATHS } from './path-rules';
import { paths } from './paths';

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

/** A page's address in each language, absolute, as `<link rel=alternate hreflang>` gives them. */
export interface Alternates {
  en: string;
  hi: string;
}

/**
 * The twins of the page at `path` (without its language prefix) with `search`, or null for a page that is
 * not indexed. Decided on the server (the rules stay out of the browser's first load) and handed to the
 * document with the page's data.
 */
export function alternatesOf(origin: string, path: string, search: string): Alternates | null {
  if (!isOneOf(path, INDEXED_PATHS)) return null;
  const page = `${path}${search}`;
  return { en: `${origin}${langPath(page, 'en')}`, hi: `${origin}${langPath(page, 'hi')}` };
}
