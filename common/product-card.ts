import type { ApiProduct } from './contracts/catalog';

// No value is imported from ./contracts here (their zod schemas would come along into the shop's first load).

/** What a product card shows (home, listing, search): picture, brand, title, rating, price with tax, stock. */
export const PRODUCT_CARD_FIELDS = [
  '_id',
  'title',
  'image',
  'brand',
  'price',
  'salePrice',
  'cgstPercent',
  'sgstPercent',
  'totalStock',
  'averageReview',
  'reviewCount',
  'translations',
] as const satisfies readonly (keyof ApiProduct)[];

/**
 * A product as a card needs it. The pages of cards keep only this in their query cache, and so in the page's
 * payload (a whole product is about 1.1 KB of JSON, a card's part a third of it); quick view loads
 * the whole product.
 */
export type ProductCardData = Pick<ApiProduct, (typeof PRODUCT_CARD_FIELDS)[number]>;

/** A product's card part (the API's product, or a card already). */
export function productCard(product: ProductCardData): ProductCardData {
  const card = {} as Record<string, unknown>;
  for (const field of PRODUCT_CARD_FIELDS) card[field] = product[field];
  // A card shows the Hindi title only (issue 50): the Hindi description stays with the whole product.
  const hiTitle = product.translations?.hi?.title;
  card.translations = hiTitle ? { hi: { title: hiTitle } } : {};
  return card as ProductCardData;
}
