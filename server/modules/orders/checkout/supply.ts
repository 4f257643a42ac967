import type { ApiAddress } from '../../../../common/contracts/address';
import { ORDER_MESSAGES } from '../../../../common/contracts/orders';
import { supplyTo, type Supply } from '../../../../common/gst/supply';
import { ValidationError } from '../../../lib/errors';
import type { SiteSettings } from '../../settings';

export type { Supply } from '../../../../common/gst/supply';

/** Where an address's order is supplied and how it is taxed; 400 for an address without a state. */
export function supplyFor(address: ApiAddress, settings: SiteSettings): Supply {
  const supply = supplyTo(address.stateCode, settings.gstNumber);
  if (!supply) throw new ValidationError(ORDER_MESSAGES.addressState);
  return supply;
}
