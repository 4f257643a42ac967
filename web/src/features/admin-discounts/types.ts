/** The discount codes' API as the server's contracts define it (issue 46): amounts in rupees, dates ISO. */
export {
  DISCOUNT_KINDS,
  type ApiDiscount as AdminDiscount,
  type DiscountBodyInput as DiscountInput,
  type DiscountDeleteResponse,
  type DiscountKind,
  type DiscountListResponse,
  type DiscountResponse,
  type DiscountUpdateInput,
} from '../../../../common/contracts/discounts';
