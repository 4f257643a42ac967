import type { ApiDeliveryCheck } from '../../../common/contracts/delivery';
import { policyOf } from '../../../common/contracts/delivery';
import {
  codRefusal,
  localPrefixes,
  quoteDelivery,
  shopPincode,
  type DeliveryMethod,
  type DeliveryQuote,
  type Destination,
  type Origin,
} from '../../../common/delivery';
import { stateOfGstin } from '../../../common/gst/gstin';
import { stateForPincode } from '../../../common/gst/pincode-states';
import { fromPaise } from '../../../common/money';
import type { DbOrTx } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { getSettings, type SiteSettings } from '../settings';

/**
 * Where the shop sends from: its local area (the policy's pincodes, else its address's pincode's first 3
 * digits) and its state (its GSTIN's, else its address's pincode's).
 */
export function originOf(settings: SiteSettings): Origin {
  const pin = shopPincode(settings.companyAddress);
  const state = stateOfGstin(settings.gstNumber) ?? (pin ? stateForPincode(pin) : null);
  return { localPrefixes: localPrefixes(policyOf(settings.delivery), pin), stateCode: state?.code ?? null };
}

/**
 * Delivery of goods worth `goodsPaise` (tax included) to an address by `method`, as an order placed `at`
 * would be charged; 400 with the owner's message where the shop does not deliver.
 */
export function quoteFor(
  settings: SiteSettings,
  to: Destination,
  goods: { paise: number; anyFragile: boolean },
  method: DeliveryMethod,
  at: Date,
): DeliveryQuote {
  const policy = policyOf(settings.delivery);
  const quote = quoteDelivery(policy, originOf(settings), to, goods, method, at);
  if (!quote) throw new ValidationError(policy.blockedMessage);
  return quote;
}

/**
 * The product page's pincode check: whether the shop delivers there, the zone, standard delivery's fee below
 * the free threshold and express's, each with its dates for an order placed now, and whether cash on delivery
 * is offered there (an order's total and the account's open cash orders are checked at checkout).
 */
export async function checkPincode(db: DbOrTx, pincode: string, at: Date): Promise<ApiDeliveryCheck> {
  const settings = await getSettings(db);
  const policy = policyOf(settings.delivery);
  const state = stateForPincode(pincode);
  const base = {
    pincode,
    freeAbove: settings.delivery.freeAbove,
    options: [],
    zone: null,
    codAvailable: false,
  };
  if (!state) {
    return {
      ...base,
      state: null,
      serviceable: false,
      message: `We could not find pincode ${pincode}. Please check it.`,
    };
  }
  const apiState = { stateCode: state.code, state: state.name };
  // Priced as goods of nothing: standard delivery's fee below the threshold.
  const quote = quoteDelivery(
    policy,
    originOf(settings),
    { pincode, stateCode: state.code },
    { paise: 0, anyFragile: false },
    'standard',
    at,
  );
  if (!quote) return { ...base, state: apiState, serviceable: false, message: policy.blockedMessage };
  const codBlock = codRefusal(policy, quote.zone, 0, 0);
  return {
    pincode,
    state: apiState,
    serviceable: true,
    message: null,
    zone: quote.zone,
    options: quote.options.map((o) => ({
      method: o.method,
      fee: fromPaise(o.feePaise),
      from: o.from,
      to: o.to,
    })),
    freeAbove: settings.delivery.freeAbove,
    codAvailable: codBlock === null,
  };
}
