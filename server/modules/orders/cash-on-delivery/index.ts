/**
 * Cash on delivery: whether an order may be paid at the door (the policy's refusals and the account's confirmed
 * e-mail, asked through auth's door) and the cash collected. Stands on core. The e-mail code itself stays in auth:
 * it shares auth's one-time codes, their limits and hashing, which auth does not open to other modules.
 */
export {
  CASH_FIRST,
  cashCollectedAt,
  codOfferFor,
  requireCodAllowed,
  requireCodOrder,
  requireCodRoom,
} from './cash-on-delivery';
export { collectCash } from './cash-collected';
