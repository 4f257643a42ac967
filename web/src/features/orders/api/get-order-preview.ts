import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiCart } from '../../../../../common/contracts/cart';
import type { ApiOrderPreview } from '../../../../../common/contracts/orders';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/shop/order/preview/{userId}/{addressId}: the cart priced for delivery to that address — CGST
 * and SGST within the shop's state, IGST to another (issue 17); the total is the same either way.
 */
export const getOrderPreview = async (userId: string, addressId: string) =>
  (
    await api.get<{ success: boolean; data: ApiOrderPreview }>(
      `/api/shop/order/preview/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
    )
  ).data;

/** What the preview depends on besides the address: each line and its quantity. */
const linesKey = (cart: ApiCart | undefined) =>
  (cart?.items ?? []).map((i) => `${i.productId}:${i.quantity}`).join(',');

export const orderPreviewQuery = (userId: string, addressId: string, cart: ApiCart | undefined) =>
  queryOptions({
    queryKey: queryKeys.orders.preview(userId, addressId, linesKey(cart)),
    queryFn: () => getOrderPreview(userId, addressId),
  });

/** The cart priced for the chosen address; nothing while no address is chosen or the cart is empty. */
export const useOrderPreview = (userId: string, addressId: string | null, cart: ApiCart | undefined) =>
  useQuery({
    ...orderPreviewQuery(userId, addressId ?? '', cart),
    enabled: !!addressId && !!cart?.items.length,
  });
