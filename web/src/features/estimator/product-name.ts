import type { EstimatorProduct } from '../../../../common/contracts/catalog';
import type { Lang } from '../../../../common/lang';
import type { ProductTranslations } from '../../../../common/translations';
import { productTitle } from '../../lib/product-title';

/**
 * A line's product name on screen: the line keeps the English name it was added with (saved in the browser);
 * a Hindi page shows the product's Hindi title when the product is known and has one.
 */
export const lineName = (
  line: { productName: string },
  product: Pick<EstimatorProduct, 'title' | 'translations'> | undefined,
  lang: Lang,
): string => (lang === 'hi' && product ? productTitle(product, lang) : line.productName);

/**
 * An estimator preset's name in the page's language (issue 50; here, not in lib/product-title, so the browsing
 * pages' first load does not carry it). The owner names presets in English, most of them after their
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
