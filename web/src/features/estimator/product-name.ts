import type { EstimatorProduct } from '../../../../common/contracts/catalog';
import type { Lang } from '../../../../common/lang';

/** A product's name in the page's language: its Hindi title on a Hindi page when it has one (decision 034). */
export const productName = (p: Pick<EstimatorProduct, 'title' | 'translations'>, lang: Lang): string =>
  (lang === 'hi' && p.translations?.hi?.title) || p.title;

/**
 * A line's product name on screen: the line keeps the English name it was added with (saved in the browser);
 * a Hindi page shows the product's Hindi title when the product is known and has one.
 */
export const lineName = (
  line: { productName: string },
  product: Pick<EstimatorProduct, 'title' | 'translations'> | undefined,
  lang: Lang,
): string => (lang === 'hi' && product ? productName(product, lang) : line.productName);
