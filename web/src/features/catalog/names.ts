import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../../common/lang';
import type { NameTranslations, ProductTranslations } from '../../../../common/translations';
import { categoryTilesQuery } from '../../lib/categories';
import { useLang } from '../../i18n/i18n';

export { englishOn, productTitle } from '../../lib/product-title';

/**
 * The catalog's names in the page's language (issue 50, decision 034): the Hindi text where the product,
 * category, subcategory or brand has one, its English otherwise. The API's filters keep the English names;
 * only what is shown changes.
 */
export function productDescription(
  p: { description: string; translations?: ProductTranslations },
  lang: Lang,
): string {
  return (lang === 'hi' && p.translations?.hi?.description) || p.description;
}

export function nameOf(item: { name: string; translations?: NameTranslations }, lang: Lang): string {
  return (lang === 'hi' && item.translations?.hi?.name) || item.name;
}

/**
 * A category's or brand's name by its English name (as products and filters carry it), in the page's language.
 * On a Hindi page it reads the shop's category and brand tiles (cached, shared with the home page's carousels
 * and the listing's filters); an English page asks for nothing.
 */
export function useTaxonomyName(kind: 'category' | 'brand'): (english: string) => string {
  const lang = useLang();
  const { data } = useQuery({ ...categoryTilesQuery(kind), enabled: lang === 'hi' });
  return (english: string) => {
    if (lang === 'en' || !data) return english;
    const tile = data.find((c) => c.name.toLowerCase() === english.toLowerCase());
    return tile ? nameOf(tile, lang) : english;
  };
}
