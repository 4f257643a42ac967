import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { StorefrontData } from '../../common/contracts/storefront';
import type { SessionUser } from '../modules/auth';
import * as catalog from '../modules/catalog';
import { sliderAnswer } from '../modules/features';
import { listAddresses } from '../modules/addresses';
import { getCartForUser } from '../modules/cart';
import { getWishlist } from '../modules/wishlist';
import { listOrders } from '../modules/orders';
import { buyerGiftCards } from '../modules/giftcards';
import { listReviews } from '../modules/reviews';
import type { PublicAnswer } from '../plugins/http-caching';
import { isUuid } from '../../common/text';
import { EstimatorProductsQuery, ProductListQuery, SearchQuery } from '../../common/contracts/catalog';
import { ReviewListQuery } from '../../common/contracts/review';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors';

/** Input from the page's loaders is checked by the same contracts the API routes use. */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

const existingId = (id: string, what: string) => {
  if (!isUuid(id)) throw new NotFoundError(`${what} not found`);
  return id.toLowerCase();
};

/**
 * The storefront's data for a page rendered on the server: the same service calls the public API routes
 * make, in this process, with no HTTP round trip. `user` is the session's; a cart, the
 * addresses and the orders are only ever the session user's own. Answers are what the API's `data` holds (tests/api/ssr-data.test.ts compares them).
 */
export function serverStorefront(app: FastifyInstance, user: SessionUser | null): StorefrontData {
  const { db, publicCatalog } = app;
  /** A user's own data only: the id must be the session's, as the API's requireSelf demands. */
  const own = (userId: string) => {
    if (!user || user.id !== userId.toLowerCase())
      throw new ForbiddenError('You can only access your own account');
    return user.id;
  };
  // The public catalog's answers come through its cache, as the API's do: the same bytes on both sides.
  const data = async <T>(answer: PublicAnswer) => (await publicCatalog.read<{ data: T }>(answer)).data;
  const page = async (answer: PublicAnswer) => {
    const { data, pagination, facets } = await publicCatalog.read<catalog.ProductPage>(answer);
    return facets ? { data, pagination, facets } : { data, pagination };
  };
  return {
    settings: () => data(catalog.settingsAnswer(db)),
    slider: () => data(sliderAnswer(db)),
    categories: (kind) => data(catalog.categoriesAnswer(db, kind)),
    subcategories: (names) => data(catalog.subcategoriesAnswer(db, names)),
    products: async (query) => page(catalog.listingAnswer(db, checked(ProductListQuery, query))),
    estimatorProducts: async (query) => catalog.estimatorProducts(db, checked(EstimatorProductsQuery, query)),
    product: async (id) => data(catalog.productAnswer(db, existingId(id, 'Product'))),
    search: async (keyword, query) => page(catalog.searchAnswer(db, keyword, checked(SearchQuery, query))),
    reviews: async (productId, page) =>
      listReviews(db, existingId(productId, 'Product'), checked(ReviewListQuery, page)),
    cart: async (userId) => getCartForUser(db, own(userId)),
    addresses: async (userId) => listAddresses(db, own(userId)),
    orders: async (userId) => listOrders(app, own(userId)),
    wishlist: async (userId) => getWishlist(db, own(userId)),
    giftCards: async (userId) => buyerGiftCards(db, { id: own(userId), email: user!.email }),
  };
}
