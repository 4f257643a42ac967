/**
 * Discount codes (issue 46, decision 029). The door of server/modules/discounts: the owner's routes, and what
 * checkout uses to price an order with a code, take its use in the order's transaction and give it back.
 */
export { default as discountRoutes } from './discounts.routes';
export {
  discountForOrder,
  redeemDiscount,
  releaseDiscountUse,
  type OrderDiscount,
} from './discounts.service';
