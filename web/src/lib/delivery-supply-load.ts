import type { QueryClient } from '@tanstack/react-query';
import { supplyTo } from '../../../common/gst/supply';
import type { SupplyType } from '../../../common/money';
import { publicSettingsQueryOptions } from './public-settings';
import { storefrontOf } from './storefront';

/** How a signed-in buyer's delivery would be taxed: where it goes, CGST + SGST or IGST. */
export interface DeliverySupply {
  type: SupplyType;
  /** The state or union territory it goes to. */
  state: string;
}

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
