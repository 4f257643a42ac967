/** The shop's name when Settings has no company name: mails, the simulator's page, invoices and the storefront. */
export const DEFAULT_SHOP_NAME = 'Hardware & Electrics Point';

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
