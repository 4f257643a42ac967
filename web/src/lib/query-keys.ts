import type { EstimatorProductsInput, ProductListInput } from '../../../common/contracts/catalog';

/** Every TanStack Query key of the web app, from one factory, so invalidation never misses a spelling. */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    me: () => [...queryKeys.auth.all, 'me'] as const,
  },
  settings: {
    all: ['settings'] as const,
    public: () => [...queryKeys.settings.all, 'public'] as const,
  },
  /** Everything an admin change to the catalog can alter. */
  catalog: {
    all: ['catalog'] as const,
    products: (q: ProductListInput) => [...queryKeys.catalog.all, 'products', q] as const,
    product: (id: string) => [...queryKeys.catalog.all, 'product', id] as const,
    estimator: (q: EstimatorProductsInput) => [...queryKeys.catalog.all, 'estimator', q] as const,
    search: (keyword: string, page: number, limit: number) =>
      [...queryKeys.catalog.all, 'search', keyword, page, limit] as const,
    categories: (kind: 'category' | 'brand') => [...queryKeys.catalog.all, 'categories', kind] as const,
    subcategories: (names: string[]) => [...queryKeys.catalog.all, 'subcategories', names] as const,
    slider: () => [...queryKeys.catalog.all, 'slider'] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    product: (productId: string, page: number, limit: number) =>
      [...queryKeys.reviews.all, productId, page, limit] as const,
  },
  /** The signed-in customer's saved addresses. */
  addresses: {
    all: ['addresses'] as const,
    user: (userId: string) => [...queryKeys.addresses.all, userId] as const,
  },
  /** The signed-in customer's wishlist (header count, hearts, the wishlist page, the account's mail switch). */
  wishlist: { user: (userId: string) => ['wishlist', userId] as const },
  /** The signed-in customer's gift cards (Account). */
  giftCards: { mine: (userId: string) => ['giftcards', 'mine', userId] as const },
  cart: {
    all: ['cart'] as const,
    user: (userId: string) => [...queryKeys.cart.all, userId] as const,
  },
  orders: {
    /** The customer's own orders, newest first. */
    list: (userId: string) => [...queryKeys.orders.all, 'list', userId] as const,
    detail: (orderId: string) => [...queryKeys.orders.all, 'detail', orderId] as const,
    /** The cart (as `lines` says it is) priced for delivery to one address by one delivery and payment method. */
    preview: (
      userId: string,
      addressId: string,
      lines: string,
      deliveryMethod: string,
      paymentMethod: string,
    ) =>
      [...queryKeys.orders.all, 'preview', userId, addressId, lines, deliveryMethod, paymentMethod] as const,
    all: ['orders'] as const,
  },
  /** The product page's pincode check: whether and when the shop delivers there. */
  delivery: {
    all: ['delivery'] as const,
    check: (pincode: string) => [...queryKeys.delivery.all, 'check', pincode] as const,
  },
  /** The home banner's slider images (public list, changed by the admin). */
  slider: {
    all: ['slider'] as const,
  },
};
