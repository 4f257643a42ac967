import type { FeatureImage } from '../../../common/contracts/admin';
import type { ApiAddress } from '../../../common/contracts/address';
import type { ApiCart } from '../../../common/contracts/cart';
import type { ApiWishlist } from '../../../common/contracts/wishlist';
import type {
  ApiCategory,
  ApiProduct,
  ApiSubcategoryGroup,
  PageInfo,
  ProductListInput,
} from '../../../common/contracts/catalog';
import type { ApiOrder } from '../../../common/contracts/orders';
import type { ApiBuyerGiftCard } from '../../../common/contracts/giftcards';
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

/** The `data` of a GET answer. */
const read = async <T>(path: string) => (await api.get<Data<T>>(path)).data;
/** One record by its id at the end of the path: a product, or a signed-in user's own cart, lists and wishlist. */
const own =
  <T>(path: string) =>
  (userId: string) =>
    read<T>(path + encodeURIComponent(userId));

/** A page of a list: its `data` and `pagination`, nothing else of the answer. */
async function paged<T>(path: string): Promise<{ data: T[]; pagination: PageInfo }> {
  const { data, pagination } = await api.get<{ data: T[]; pagination: PageInfo }>(path);
  return { data, pagination };
}

/** The storefront's reads over SPEC §7's HTTP calls (the browser's StorefrontData). */
export const httpStorefront: StorefrontData = {
  async settings() {
    return (await api.get<Data<PublicSettings>>('/api/common/settings/get', { ignoreUnauthorized: true }))
      .data;
  },
  slider: () => read<FeatureImage[]>('/api/common/feature/get'),
  categories: (kind) => read<ApiCategory[]>(`/api/common/categories/get${toQueryString({ kind })}`),
  subcategories: (categories) =>
    read<ApiSubcategoryGroup[]>(`/api/shop/products/subcategories${toQueryString({ categories })}`),
  async products(q: ProductListInput) {
    const query = toQueryString({ ...q, inStock: q.inStock ? 'true' : undefined });
    const { success: _, ...page } = await api.get<ProductPage & { success: boolean }>(
      `/api/shop/products/get${query}`,
    );
    return page;
  },
  product: own<ApiProduct>('/api/shop/products/get/'),
  estimatorProducts: ({ category, brand, subcategory, ids, limit }) =>
    paged<EstimatorProductPage['data'][number]>(
      `/api/shop/estimator/products${toQueryString({ category, brand, subcategory, ids, limit })}`,
    ),
  search: (keyword, page) =>
    paged<ProductPage['data'][number]>(
      `/api/shop/search/${encodeURIComponent(keyword)}${toQueryString(page)}`,
    ),
  reviews: (productId, page) =>
    paged<ReviewPage['data'][number]>(
      `/api/shop/review/${encodeURIComponent(productId)}${toQueryString(page)}`,
    ),
  cart: own<ApiCart>('/api/shop/cart/get/'),
  addresses: own<ApiAddress[]>('/api/shop/address/get/'),
  orders: own<ApiOrder[]>('/api/shop/order/list/'),
  wishlist: own<ApiWishlist>('/api/shop/wishlist/get/'),
  // The session says whose: the path carries no id.
  giftCards: () => read<ApiBuyerGiftCard[]>('/api/shop/giftcard/mine'),
};
