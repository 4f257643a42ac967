import type { EstimatorProduct } from '../../../../common/contracts/catalog';
import type { Lang } from '../../../../common/lang';
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
