/** Where the estimator takes a line's unit price from (SPEC §9). */
export const PRICE_SOURCES = ['base', 'sale', 'lowest-tier', 'highest-tier'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** SPEC §9 estimator config defaults. */
export const DEFAULT_ESTIMATOR_CONFIG = {
  showSize: true,
  showCapacity: true,
  showHSN: false,
  allowVariantSelect: true,
  priceSource: 'base' as PriceSource,
};
