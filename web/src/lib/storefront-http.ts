import type { FeatureImage } from '../../../common/contracts/admin';
import type { ApiAddress } from '../../../common/contracts/address';
import type { ApiCart } from '../../../common/contracts/cart';
import type {
  ApiCategory,
  ApiProduct,
  ApiSubcategoryGroup,
  ProductListInput,
} from '../../../common/contracts/catalog';
import type { ApiOrder } from '../../../common/contracts/orders';
import type { PublicSettings } from '../../../common/contracts/settings';
import type {
  EstimatorProductPage,
  ProductPage,
  ReviewPage,
  StorefrontData,
} from '../../../common/contracts/storefront';
import { api } from './api-client';

interface Data<T> {
  success: boolean;
  data: T;
}

/** A query string from a filter object: lists as comma-separated names (SPEC §7), empties left out. */
export function toQueryString(params: Record<string, string | number | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else if (value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The storefront's reads over SPEC §7's HTTP calls (the browser's StorefrontData). */
export const httpStorefront: StorefrontData = {
  async settings() {
    return (await api.get<Data<PublicSettings>>('/api/common/settings/get', { ignoreUnauthorized: true }))
      .data;
  },
  async slider() {
    return (await api.get<Data<FeatureImage[]>>('/api/common/feature/get')).data;
  },
  async categories(kind) {
    return (await api.get<Data<ApiCategory[]>>(`/api/common/categories/get${toQueryString({ kind })}`)).data;
  },
  async subcategories(categories) {
    const path = `/api/shop/products/subcategories${toQueryString({ categories })}`;
    return (await api.get<Data<ApiSubcategoryGroup[]>>(path)).data;
  },
  async products(q: ProductListInput) {
    const query = toQueryString({ ...q, inStock: q.inStock ? 'true' : undefined });
    const { success: _, ...page } = await api.get<ProductPage & { success: boolean }>(
      `/api/shop/products/get${query}`,
    );
    return page;
  },
  async product(id) {
    return (await api.get<Data<ApiProduct>>(`/api/shop/products/get/${encodeURIComponent(id)}`)).data;
  },
  async estimatorProducts(q) {
    const { category, brand, subcategory, ids } = q;
    const path = `/api/shop/estimator/products${toQueryString({ category, brand, subcategory, ids })}`;
    const { data, pagination } = await api.get<EstimatorProductPage & { success: boolean }>(path);
    return { data, pagination };
  },
  async search(keyword, page) {
    const path = `/api/shop/search/${encodeURIComponent(keyword)}${toQueryString(page)}`;
    const { data, pagination } = await api.get<ProductPage & { success: boolean }>(path);
    return { data, pagination };
  },
  async reviews(productId, page) {
    const path = `/api/shop/review/${encodeURIComponent(productId)}${toQueryString(page)}`;
    const { data, pagination } = await api.get<ReviewPage & { success: boolean }>(path);
    return { data, pagination };
  },
  async cart(userId) {
    return (await api.get<Data<ApiCart>>(`/api/shop/cart/get/${encodeURIComponent(userId)}`)).data;
  },
  async addresses(userId) {
    return (await api.get<Data<ApiAddress[]>>(`/api/shop/address/get/${encodeURIComponent(userId)}`)).data;
  },
  async orders(userId) {
    return (await api.get<Data<ApiOrder[]>>(`/api/shop/order/list/${encodeURIComponent(userId)}`)).data;
  },
};
