import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiCart } from '../../../common/contracts/cart';
import { queryKeys } from './query-keys';
import { storefrontOf } from './storefront';

/** GET /api/shop/cart/get/{userId}: the signed-in customer's cart, priced by the server. */
export const cartQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.cart.user(userId),
    queryFn: ({ client }) => storefrontOf(client).cart(userId),
  });

/** The cart of the signed-in user; disabled (no data) for visitors. */
export const useCart = (userId: string | undefined) =>
  useQuery({ ...cartQuery(userId ?? ''), enabled: !!userId });

/** The number shown on the header's cart badge: SPEC counts the cart's lines. */
export const cartLineCount = (cart: ApiCart | undefined) => cart?.items.length ?? 0;
