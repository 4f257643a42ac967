/**
 * The catalog's text in other languages than English (issue 50, decision 034). A product may carry a Hindi
 * title and description, a category, subcategory or brand a Hindi name; each is optional, and where one is
 * missing the Hindi pages show the English text. Stored as the API shows them: `{ hi: { title, description } }`
 * and `{ hi: { name } }`, with only the texts that are set (an empty text clears one, and a language with no
 * text left is dropped), so `{}` is "no translation".
 */

/** The languages the catalog may be translated into besides English. */
export const CATALOG_LANGUAGES = ['hi'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** The longest Hindi title, description and name: the English fields' limits. */
export const MAX_TRANSLATED_TITLE = 200;
export const MAX_TRANSLATED_DESCRIPTION = 5000;
export const MAX_TRANSLATED_NAME = 100;

export interface ProductText {
  title?: string;
  description?: string;
}
export interface NameText {
  name?: string;
}
/** A product's translations: `{ hi: { title, description } }`, `{}` for none. */
export type ProductTranslations = Partial<Record<CatalogLanguage, ProductText>>;
/** A category's, subcategory's or brand's translations: `{ hi: { name } }`, `{}` for none. */
export type NameTranslations = Partial<Record<CatalogLanguage, NameText>>;

/**
 * Translations as stored: the texts of `change` (an empty text clears one, an absent one keeps what `base`
 * has) over `base`, with empty texts and languages with no text left dropped.
 */
export function mergeTranslations<T extends ProductText | NameText>(
  base: Partial<Record<CatalogLanguage, T>> | undefined,
  change: Partial<Record<CatalogLanguage, T>> | undefined,
): Partial<Record<CatalogLanguage, T>> {
  const out: Partial<Record<CatalogLanguage, T>> = {};
  for (const lang of CATALOG_LANGUAGES) {
    const texts: Record<string, unknown> = { ...(base?.[lang] ?? {}), ...(change?.[lang] ?? {}) };
    const kept = Object.entries(texts).filter(([, v]) => typeof v === 'string' && v !== '');
    if (kept.length > 0) out[lang] = Object.fromEntries(kept) as unknown as T;
  }
  return out;
}
