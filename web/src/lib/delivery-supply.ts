import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplyType } from '../../../common/money';
import { queryKeys } from './query-keys';
import { useAuth } from './session';

/** How a signed-in buyer's delivery would be taxed: where it goes, CGST + SGST or IGST. */
export interface DeliverySupply {
  type: SupplyType;
  /** The state or union territory it goes to. */
  state: string;
}

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
