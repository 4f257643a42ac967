import type { FeatureImage } from './admin';
import type { ApiAddress } from './address';
import type { ApiCart } from './cart';
import type { ApiWishlist } from './wishlist';
import type {
  ApiCategory,
  ApiProduct,
  ApiSubcategoryGroup,
  EstimatorProduct,
  EstimatorProductsInput,
  ListingFacets,
  PageInfo,
  ProductListInput,
} from './catalog';
import type { ApiOrder } from './orders';
import type { ApiBuyerGiftCard } from './giftcards';
import type { ApiReview } from './review';
import type { PublicSettings } from './settings';

export interface ProductPage {
  data: ApiProduct[];
  pagination: PageInfo;
  /** The listing's facets, when its query asked for them (`facets`). */
  facets?: ListingFacets;
}

/** The estimator's list: up to 300 products (page 1, limit 300) and how many match in all. */
export interface EstimatorProductPage {
  data: EstimatorProduct[];
  pagination: PageInfo;
}

export interface ReviewPage {
  data: ApiReview[];
  pagination: PageInfo;
}

/**
 * What the storefront's pages read, as one interface with two implementations: over HTTP in the browser
 * (web/src/lib/storefront-http.ts, SPEC §7's calls) and in-process on the server while rendering
 * (server/ssr/storefront-data.ts, the same services the routes call). Both answer exactly what the API's
 * `data` holds, so a page rendered on the server hydrates with the same values the browser would fetch.
 * A missing product or review list rejects with an error whose `status` is 404.
 */
export interface StorefrontData {
  settings(): Promise<PublicSettings>;
  slider(): Promise<FeatureImage[]>;
  categories(kind: 'category' | 'brand'): Promise<ApiCategory[]>;
  subcategories(categories: string[]): Promise<ApiSubcategoryGroup[]>;
  products(query: ProductListInput): Promise<ProductPage>;
  product(id: string): Promise<ApiProduct>;
  /** The estimator's products (GET /api/shop/estimator/products). */
  estimatorProducts(query: EstimatorProductsInput): Promise<EstimatorProductPage>;
  search(keyword: string, page: { page: number; limit: number }): Promise<ProductPage>;
  reviews(productId: string, page: { page: number; limit: number }): Promise<ReviewPage>;
  /** The signed-in user's cart (the user is the session's; the browser sends its own id). */
  cart(userId: string): Promise<ApiCart>;
  /** The signed-in user's saved addresses, oldest first (checkout and account). */
  addresses(userId: string): Promise<ApiAddress[]>;
  /** The signed-in user's orders, newest first (account). */
  orders(userId: string): Promise<ApiOrder[]>;
  /** The signed-in user's wishlist, newest saved first (GET /api/shop/wishlist/get/{userId}). */
  wishlist(userId: string): Promise<ApiWishlist>;
  /** The signed-in user's gift cards and store credit: theirs, or sent to their e-mail (GET /api/shop/giftcard/mine). */
  giftCards(userId: string): Promise<ApiBuyerGiftCard[]>;
}
