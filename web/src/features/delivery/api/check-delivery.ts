import { queryOptions } from '@tanstack/react-query';
import type { ApiDeliveryCheck } from '../../../../../common/contracts/delivery';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/shop/delivery/check?pincode= (anyone): whether the shop delivers to a pincode, with the zone,
 * both methods' fees and dates for an order placed now, and whether cash on delivery is offered there.
 * A pincode that is not 6 digits answers 400 with the reason.
 */
export const checkDelivery = async (pincode: string) =>
  (
    await api.get<{ success: boolean; data: ApiDeliveryCheck }>(
      `/api/shop/delivery/check?pincode=${encodeURIComponent(pincode)}`,
    )
  ).data;

export const deliveryCheckQuery = (pincode: string) =>
  queryOptions({
    queryKey: queryKeys.delivery.check(pincode),
    queryFn: () => checkDelivery(pincode),
    // The dates move once a day; the rules when the owner changes them.
    staleTime: 10 * 60_000,
    // A refused pincode stays refused.
    retry: (count, error) => !(error instanceof ApiError && error.status === 400) && count < 1,
  });
