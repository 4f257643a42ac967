import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliverySupply } from './delivery-supply-load';
import { queryKeys } from './query-keys';
import { useAuth } from './session';

// The type lives with its loader, which this file loads only when asked.
export type { DeliverySupply } from './delivery-supply-load';

/**
 * The supply to the buyer's first saved address (the one checkout offers first), by checkout's own rule: the
 * product page shows the tax that delivery would pay (delivery-supply-load.ts, loaded when asked). Null
 * without a saved address with a known state. Under the addresses' key, so a changed address refreshes it.
 */
export const deliverySupplyQuery = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.addresses.user(userId), 'supply'] as const,
    queryFn: ({ client }) =>
      import('./delivery-supply-load').then((m) => m.loadDeliverySupply(client, userId)),
  });

/** The signed-in buyer's delivery supply; null for a visitor, or while it is not known. */
export function useDeliverySupply(): DeliverySupply | null {
  const { user } = useAuth();
  const { data } = useQuery({ ...deliverySupplyQuery(user?.id ?? ''), enabled: !!user });
  return user ? (data ?? null) : null;
}
