export { useAdminDiscounts, useDeleteDiscount, useUpdateDiscount } from './api/discounts';
export { DiscountSheet } from './components/discount-sheet';
export { DiscountStateBadge } from './components/discount-state';
export { discountDatesText, discountLimitsText, discountState, discountValueText } from './discount-rules';
export type { AdminDiscount } from './types';
