import type { QueryClient } from '@tanstack/react-query';
import { supplyTo } from '../../../common/gst/supply';
import type { DeliverySupply } from './delivery-supply';
import { publicSettingsQueryOptions } from './public-settings';
import { storefrontOf } from './storefront';

/**
 * The supply to the buyer's first saved address by checkout's own rule (common/gst/supply.ts), or null
 * without a saved address with a known state. Loaded when asked, with the GST states and GSTIN rules.
 */
export async function loadDeliverySupply(
  client: QueryClient,
  userId: string,
): Promise<DeliverySupply | null> {
  const [addresses, settings] = await Promise.all([
    storefrontOf(client).addresses(userId),
    client.ensureQueryData(publicSettingsQueryOptions()),
  ]);
  const supply = addresses[0] ? supplyTo(addresses[0].stateCode, settings.gstNumber) : null;
  return supply ? { type: supply.type, state: supply.place.name } : null;
}
