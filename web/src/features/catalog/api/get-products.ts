import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingFacets, PageInfo, ProductListInput } from '../../../../../common/contracts/catalog';
import { productCard, type ProductCardData } from '../../../../../common/product-card';
import type { ProductPage } from '../../../../../common/contracts/storefront';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

/** A page of products as cards show them (home, listing, search): only what a card needs is kept. */
export interface CardPage {
  data: ProductCardData[];
  pagination: PageInfo;
  /** The listing's brands with their counts, when asked. */
  facets?: ListingFacets;
}

export const toCardPage = ({ data, pagination, facets }: ProductPage): CardPage => ({
  data: data.map(productCard),
  pagination,
  ...(facets ? { facets } : {}),
});

/** GET /api/shop/products/get: one page of the listing for normalised filters, sort and page, as cards. */
export const productsQuery = (q: ProductListInput) =>
  queryOptions({
    queryKey: queryKeys.catalog.products(q),
    queryFn: async ({ client }) => toCardPage(await storefrontOf(client).products(q)),
  });

export const useProducts = (q: ProductListInput) => useQuery(productsQuery(q));
