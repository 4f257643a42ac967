import type { ApiProduct, EstimatorProduct } from '../../../common/contracts/catalog';
import { fromPaise } from '../../../common/money';
import type { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

/**
 * A product as the API shows it (SPEC §3): `_id`, money in rupees with two decimals, rates as numbers.
 * The one mapping used by the shop and the admin routes.
 */
export function productToApi(p: ProductRow): ApiProduct {
  return {
    _id: p.id,
    title: p.title,
    description: p.description,
    image: p.image,
    images: p.images,
    category: p.category,
    subcategory: p.subcategory,
    brand: p.brand,
    hsn: p.hsn,
    price: fromPaise(p.pricePaise),
    salePrice: fromPaise(p.salePricePaise),
    cgstPercent: Number(p.cgstPercent),
    sgstPercent: Number(p.sgstPercent),
    totalStock: p.totalStock,
    averageReview: Number(p.averageReview),
    reviewCount: p.reviewCount,
    minEstimatePrice: fromPaise(p.minEstimatePricePaise),
    maxEstimatePrice: fromPaise(p.maxEstimatePricePaise),
    estimatorPresets: p.estimatorPresets,
    variants: p.variants,
    priceTiers: p.priceTiers,
    fragile: p.fragile,
    translations: p.translations,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The estimator's light product (no description, gallery, reviews or dates), from the same columns. */
export function productToEstimator(
  p: Pick<
    ProductRow,
    | 'id'
    | 'title'
    | 'image'
    | 'category'
    | 'subcategory'
    | 'brand'
    | 'hsn'
    | 'pricePaise'
    | 'salePricePaise'
    | 'cgstPercent'
    | 'sgstPercent'
    | 'totalStock'
    | 'minEstimatePricePaise'
    | 'maxEstimatePricePaise'
    | 'estimatorPresets'
    | 'variants'
    | 'priceTiers'
    | 'translations'
  >,
): EstimatorProduct {
  const hindiTitle = p.translations.hi?.title;
  return {
    _id: p.id,
    title: p.title,
    // Only the Hindi title (not the description), and only when there is one: up to 300 products travel.
    ...(hindiTitle ? { translations: { hi: { title: hindiTitle } } } : {}),
    image: p.image,
    category: p.category,
    subcategory: p.subcategory,
    brand: p.brand,
    hsn: p.hsn,
    price: fromPaise(p.pricePaise),
    salePrice: fromPaise(p.salePricePaise),
    cgstPercent: Number(p.cgstPercent),
    sgstPercent: Number(p.sgstPercent),
    totalStock: p.totalStock,
    minEstimatePrice: fromPaise(p.minEstimatePricePaise),
    maxEstimatePrice: fromPaise(p.maxEstimatePricePaise),
    estimatorPresets: p.estimatorPresets,
    variants: p.variants,
    priceTiers: p.priceTiers,
  };
}

export type { ApiProduct, EstimatorProduct };
