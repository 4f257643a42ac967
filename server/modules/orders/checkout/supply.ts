import type { ApiAddress } from '../../../../common/contracts/address';
import { ORDER_MESSAGES } from '../../../../common/contracts/orders';
import { stateOfGstin } from '../../../../common/gst/gstin';
import { stateByCode, type GstState } from '../../../../common/gst/states';
import { supplyType, type SupplyType } from '../../../../common/money';
import { ValidationError } from '../../../lib/errors';
import type { SiteSettings } from '../../settings';

/** Where an order is supplied and how it is taxed. */
export interface Supply {
  /** The delivery address's state: the place of supply (IGST Act s. 10(1)(a)). */
  place: GstState;
  /** The shop's state from its GSTIN, null without one. */
  seller: GstState | null;
  type: SupplyType;
}

/** Where an address's order is supplied and how it is taxed; 400 for an address without a state. */
export function supplyFor(address: ApiAddress, settings: SiteSettings): Supply {
  const place = stateByCode(address.stateCode);
  if (!place) throw new ValidationError(ORDER_MESSAGES.addressState);
  const seller = stateOfGstin(settings.gstNumber);
  return { place, seller, type: supplyType(seller?.code, place.code) };
}
