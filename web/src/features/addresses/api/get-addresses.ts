import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';

/** GET /api/shop/address/get/{userId}: the signed-in customer's saved addresses, oldest first. */
export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.addresses.user(userId),
    queryFn: ({ client }) => storefrontOf(client).addresses(userId),
  });

/** The saved addresses of the signed-in user; disabled (no data) for visitors. */
export const useAddresses = (userId: string | undefined) =>
  useQuery({ ...addressesQuery(userId ?? ''), enabled: !!userId });
