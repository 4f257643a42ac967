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

/**
 * An estimator preset's name in the page's language. The owner names presets in English, most of them after their
 * product (the demo's "3-Core Flexible Cable (per metre) 1.5 sq mm"): on a Hindi page that part becomes the product's
 * Hindi title and the rest (a size) stays. A name that does not start with the title is shown as the owner wrote it.
 */
export function presetName(
  name: string,
  product: { title: string; translations?: ProductTranslations },
  lang: Lang,
): string {
  const hindi = lang === 'hi' ? product.translations?.hi?.title : undefined;
  return hindi && name.startsWith(product.title) ? hindi + name.slice(product.title.length) : name;
}

/** `lang="en"` for a name in Latin letters only shown on a Hindi page (an owner's English text), so it is read as English. */
export const latinOn = (lang: Lang, shown: string): 'en' | undefined =>
  lang !== 'en' && !/[\u0900-\u097F]/.test(shown) ? 'en' : undefined;
