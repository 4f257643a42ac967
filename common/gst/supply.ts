import { supplyType, type SupplyType } from '../money';
import { stateOfGstin } from './gstin';
import { stateByCode, type GstState } from './states';

/** Where a supply of goods is made and how it is taxed (decision 008). */
export interface Supply {
  /** The delivery address's state: the place of supply (IGST Act s. 10(1)(a)). */
  place: GstState;
  /** The shop's state from its GSTIN, null without one. */
  seller: GstState | null;
  /** Intra-state (CGST + SGST) when the shop is in the place of supply's state or has no GSTIN; else IGST. */
  type: SupplyType;
}

/**
 * The supply to an address in the state `placeCode` by the shop registered as `shopGstin`: checkout prices an
 * order by it (server/modules/orders/checkout/supply.ts) and the product page shows a signed-in buyer the tax
 * their delivery would pay. Null when the address has no known state.
 */
export function supplyTo(
  placeCode: string | null | undefined,
  shopGstin: string | null | undefined,
): Supply | null {
  const place = stateByCode(placeCode);
  if (!place) return null;
  const seller = stateOfGstin(shopGstin);
  return { place, seller, type: supplyType(seller?.code, place.code) };
}
