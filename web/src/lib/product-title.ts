import type { Lang } from '../../../common/lang';
import type { ProductTranslations } from '../../../common/translations';

/**
 * A product's title in the page's language (issue 50, decision 034): its Hindi title on a Hindi page when it has
 * one, its English otherwise. Here, below the features, because the catalog, the cart sheet and checkout's
 * summary all show it.
 */
export function productTitle(p: { title: string; translations?: ProductTranslations }, lang: Lang): string {
  return (lang === 'hi' && p.translations?.hi?.title) || p.title;
}

/** `lang="en"` for an English name shown on a Hindi page (a product with no Hindi title), so it is read as English. */
export const englishOn = (lang: Lang, shown: string, english: string): 'en' | undefined =>
  lang !== 'en' && shown === english ? 'en' : undefined;
