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
 * pages' first load does not carry it). The owner names presets in English, most of them after their product with
 * a size: the demo's product "3-Core Flexible Cable (per metre) 0.75 sq mm" has the presets "… 0.75 sq mm" and
 * "… 1.5 sq mm". On a Hindi page the part of the name that is the product's title less its ending in Latin letters
 * (the size, which the Hindi title ends with too) becomes the Hindi title's part, and the rest stays as written.
 * A name that does not start with the product's title is shown as the owner wrote it.
 */
export function presetName(
  name: string,
  product: { title: string; translations?: ProductTranslations },
  lang: Lang,
): string {
  const hindi = lang === 'hi' ? product.translations?.hi?.title : undefined;
  if (!hindi) return name;
  const { title } = product;
  // The title's end from each word boundary on, longest base first: the whole title, then less its last word…
  for (let cut = title.length; cut > 0; cut = title.lastIndexOf(' ', cut - 1)) {
    const ending = title.slice(cut);
    if (name.startsWith(title.slice(0, cut)) && hindi.endsWith(ending) && hindi.length > ending.length)
      return hindi.slice(0, hindi.length - ending.length) + name.slice(cut);
  }
  return name;
}

/** `lang="en"` for a name in Latin letters only shown on a Hindi page (an owner's English text), so it is read as English. */
export const latinOn = (lang: Lang, shown: string): 'en' | undefined =>
  lang !== 'en' && !/[\u0900-\u097F]/.test(shown) ? 'en' : undefined;
