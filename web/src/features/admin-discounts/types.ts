/**
 * The discount codes' API as the web reads it (issue 46). Amounts are rupees, as every answer speaks them;
 * dates are ISO instants (the screens show and take them in India time).
 */
export const DISCOUNT_KINDS = ['percent', 'amount', 'freeDelivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What the owner sends to add or change a code; only code, kind and value are required. */
export interface DiscountInput {
  code: string;
  kind: DiscountKind;
  value: number;
  minOrder?: number | null;
  maxDiscount?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  active?: boolean;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  categories?: string[];
  brands?: string[];
  firstOrderOnly?: boolean;
}

/** One code as GET /api/admin/discounts/get lists it: its terms, how often it was used and what it gave. */
export interface AdminDiscount {
  _id: string;
  code: string;
  kind: DiscountKind;
  value: number;
  minOrder: number | null;
  maxDiscount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  categories: string[];
  brands: string[];
  firstOrderOnly: boolean;
  used: number;
  /** The discount the code gave over its orders, in rupees. */
  totalDiscount: number;
  createdAt: string;
  updatedAt: string;
}
