import { z } from 'zod';
import {
  ORDER_STATUSES,
  type AdminCategory,
  type AdminDashboardSummary,
  type AdminGalleryImage,
  type AdminOrder,
  type FeatureImage,
  type UploadResult,
} from './admin';
import type { ApiAddress } from './address';
import { CATALOG_COLUMNS, type BulkPriceReport, type ImportReport } from './catalog-io';
import { AUTH_MESSAGES, PROFILE_UPDATED_MESSAGE, type AuthUser } from './auth';
import { LANGS } from '../lang';
import type { ApiCart } from './cart';
import { WISHLIST_FULL, type ApiWishlist } from './wishlist';
import {
  CATEGORY_KINDS,
  type ApiCategory,
  type ApiProduct,
  type ApiSubcategoryGroup,
  type EstimatorProduct,
  type PageInfo,
} from './catalog';
import {
  PAYMENT_STATUSES,
  TAX_TYPES,
  type ApiOrder,
  type ApiOrderPreview,
  type CreateOrderResponse,
} from './orders';
import type { ApiReview } from './review';
import {
  DELIVERY_METHODS,
  DELIVERY_ZONES,
  DeliverySettingsAnswerSchema,
  PAYMENT_METHODS,
  type ApiDeliveryCheck,
} from './delivery';
import {
  REFUND_METHODS,
  REFUND_STATES,
  RETURN_CONDITIONS,
  RETURN_REASONS,
  RETURN_STATUSES,
  ReturnsSettingsSchema,
} from './returns';
import { PRICE_SOURCES, type PublicSettings } from './settings';
import { DISCOUNT_KINDS, type ApiDiscount } from './discounts';
import {
  GIFT_CARD_ENTRY_KINDS,
  GIFT_CARD_SOURCES,
  GIFT_CARD_STATES,
  type ApiBuyerGiftCard,
  type ApiGiftCard,
  type ApiGiftCardBalance,
  type ApiGiftCardEntry,
} from './giftcards';

/**
 * The ANSWERS of every API route the web app calls, as zod schemas: what the server sends, no more. The
 * server does not serialize through them (that would cost every request); `tests/api/answer-contracts.test.ts`
 * parses its real answers with them, and the web tests' fakes (`web/src/test/api-contract.ts`) must pass
 * them too, so a fake cannot say what the server never would. Each schema is checked at compile time to
 * give exactly the TypeScript answer type the code uses (`Same<…>` below), so the two cannot drift.
 */

/** True only when A and B are the same type; `const x: Same<A, B> = true` fails to compile otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// ---------------------------------------------------------------- messages the web app shows as they are

// The auth messages live with the auth contract (the server and the web forms take them from there).
export { AUTH_MESSAGES } from './auth';

// ---------------------------------------------------------------- the envelope

/** Every error answer (server/plugins/errors.ts): `{ success: false, message }`, plus an AppError's details. */
export const ApiFailureAnswer = z.strictObject({ success: z.literal(false), message: z.string().min(1) });
const failureWith = <T extends z.ZodRawShape>(extra: T) =>
  z.strictObject({ success: z.literal(false), message: z.string().min(1), ...extra });
/** A 409 for stock (OutOfStockError): which product and how many are left. */
const OutOfStockAnswer = failureWith({
  productId: z.string().optional(),
  available: z.number().int().optional(),
});

const ok = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ success: z.literal(true), ...shape });
const message = z.string().min(1);

// ---------------------------------------------------------------- entities

/** Translations as stored (decision 034): `{ hi: { name } }` / `{ hi: { title, description } }`, `{}` for none. */
const NameTranslationsSchema = z.strictObject({
  hi: z.strictObject({ name: z.string().optional() }).optional(),
});
const ProductTranslationsSchema = z.strictObject({
  hi: z.strictObject({ title: z.string().optional(), description: z.string().optional() }).optional(),
});
const Subcategory = z.strictObject({
  _id: z.string(),
  name: z.string(),
  translations: NameTranslationsSchema,
});

export const ApiCategorySchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  subcategories: z.array(Subcategory),
  fragile: z.boolean(),
  translations: NameTranslationsSchema,
});
export const AdminCategorySchema = z.strictObject({ ...ApiCategorySchema.shape, createdAt: z.string() });
export const ApiSubcategoryGroupSchema = z.strictObject({
  category: z.string(),
  subcategories: z.array(Subcategory),
});

const ProductVariantSchema = z.strictObject({
  size: z.string(),
  stdPacking: z.string(),
  pricePerPiece: z.number(),
  active: z.boolean(),
});
const EstimatorPresetSchema = z.strictObject({
  name: z.string(),
  size: z.string(),
  capacity: z.string(),
  qty: z.number(),
  price: z.number(),
  hsn: z.string(),
  active: z.boolean(),
});

export const ApiProductSchema = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  category: z.string(),
  subcategory: z.string(),
  brand: z.string(),
  hsn: z.string(),
  price: z.number(),
  salePrice: z.number(),
  cgstPercent: z.number(),
  sgstPercent: z.number(),
  totalStock: z.number().int(),
  averageReview: z.number(),
  reviewCount: z.number().int(),
  minEstimatePrice: z.number(),
  maxEstimatePrice: z.number(),
  estimatorPresets: z.array(EstimatorPresetSchema),
  variants: z.array(ProductVariantSchema),
  priceTiers: z.array(z.strictObject({ price: z.number() })),
  fragile: z.boolean(),
  translations: ProductTranslationsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A light answer's Hindi title (the wishlist, the estimator): only the title, only when there is one. */
const HindiTitleSchema = z.strictObject({ hi: z.strictObject({ title: z.string() }) });

export const EstimatorProductSchema = ApiProductSchema.omit({
  fragile: true,
  translations: true,
  description: true,
  images: true,
  averageReview: true,
  reviewCount: true,
  createdAt: true,
  updatedAt: true,
}).extend({ translations: HindiTitleSchema.optional() });

const PageInfoSchema = z.strictObject({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
const AdminPageInfoSchema = z.strictObject({ ...PageInfoSchema.shape, totalPages: z.number().int() });

const EstimatorConfigAnswer = z.strictObject({
  showSize: z.boolean(),
  showCapacity: z.boolean(),
  showHSN: z.boolean(),
  allowVariantSelect: z.boolean(),
  priceSource: z.enum(PRICE_SOURCES),
});
export const PublicSettingsSchema = z.strictObject({
  companyName: z.string(),
  companyAddress: z.string(),
  gstNumber: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  currency: z.string(),
  cgstPercent: z.number(),
  sgstPercent: z.number(),
  estimatorConfig: EstimatorConfigAnswer,
  delivery: DeliverySettingsAnswerSchema,
  returns: ReturnsSettingsSchema,
});
/** The admin's settings (GET /api/admin/settings/get): the public ones, the invoice note and the shop's state. */
export const AdminSettingsSchema = z.strictObject({
  ...PublicSettingsSchema.shape,
  invoiceNote: z.string(),
  orderMails: z.strictObject({
    confirmed: z.boolean(),
    inProcess: z.boolean(),
    shipped: z.boolean(),
    delivered: z.boolean(),
    rejected: z.boolean(),
    ownerNewOrder: z.boolean(),
  }),
  lowStockDigest: z.strictObject({ enabled: z.boolean(), hour: z.number().int(), below: z.number().int() }),
  searchSynonyms: z.string(),
  shopStateCode: z.string().nullable(),
  shopState: z.string().nullable(),
});

export const FeatureImageSchema = z.strictObject({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

export const AuthUserSchema = z.strictObject({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
  isAdmin: z.boolean(),
  language: z.enum(LANGS).optional(),
});

export const ApiCartSchema = z.strictObject({
  _id: z.string().nullable(),
  userId: z.string(),
  items: z.array(
    z.strictObject({
      productId: z.string(),
      title: z.string(),
      translations: HindiTitleSchema.optional(),
      image: z.string(),
      price: z.number(),
      salePrice: z.number(),
      cgstPercent: z.number(),
      sgstPercent: z.number(),
      quantity: z.number().int(),
      totalStock: z.number().int(),
    }),
  ),
  totals: z.strictObject({
    subtotal: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    grandTotal: z.number(),
  }),
});

export const ApiWishlistSchema = z.strictObject({
  userId: z.string(),
  items: z.array(
    z.strictObject({
      productId: z.string(),
      title: z.string(),
      translations: HindiTitleSchema.optional(),
      image: z.string(),
      salePrice: z.number(),
      totalStock: z.number().int(),
      priceWhenSaved: z.number(),
      notifyBackInStock: z.boolean(),
      notifyPriceDrop: z.boolean(),
      savedAt: z.string(),
    }),
  ),
  alerts: z.boolean(),
  limit: z.number().int(),
});

export const ApiAddressSchema = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
  stateCode: z.string().nullable(),
  state: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ApiReviewSchema = z.strictObject({
  _id: z.string(),
  productId: z.string(),
  userId: z.string(),
  userName: z.string(),
  reviewMessage: z.string(),
  reviewValue: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const ApiStateSchema = z.strictObject({ stateCode: z.string(), state: z.string() });
const DateRangeSchema = z.strictObject({ from: z.iso.date(), to: z.iso.date() });
const DeliveryOptionSchema = z.strictObject({
  method: z.enum(DELIVERY_METHODS),
  fee: z.number(),
  from: z.iso.date(),
  to: z.iso.date(),
});
const ORDER_STATUS = z.enum(ORDER_STATUSES);
const PAYMENT_STATUS = z.enum(PAYMENT_STATUSES);
const TAX_TYPE = z.enum(TAX_TYPES);

const orderLine = {
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  hsn: z.string(),
  price: z.number(),
  salePrice: z.number(),
  basePrice: z.number(),
  cgstPercent: z.number(),
  sgstPercent: z.number(),
  quantity: z.number().int(),
  taxableAmount: z.number(),
  cgstAmount: z.number(),
  sgstAmount: z.number(),
  lineTotal: z.number(),
  discountAmount: z.number().optional(),
};
const orderFields = {
  _id: z.string(),
  orderNumber: z.string(),
  userId: z.string(),
  cartId: z.string().nullable(),
  addressInfo: z.strictObject({
    addressId: z.string(),
    address: z.string(),
    city: z.string(),
    pincode: z.string(),
    phone: z.string(),
    notes: z.string(),
  }),
  contactName: z.string(),
  contactEmail: z.string(),
  orderStatus: ORDER_STATUS,
  paymentMethod: z.string(),
  paymentStatus: PAYMENT_STATUS,
  subtotal: z.number(),
  cgstAmount: z.number(),
  sgstAmount: z.number(),
  totalAmount: z.number(),
  orderDate: z.string(),
  orderUpdateDate: z.string(),
  paymentId: z.string().nullable(),
  payerId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  payOnDelivery: z.number().optional(),
  paidAt: z.string().nullable().optional(),
  deliveredAt: z.string().nullable().optional(),
};
const RefundSchema = z.strictObject({
  merchantRefundId: z.string(),
  amount: z.number(),
  state: z.enum(REFUND_STATES),
  method: z.enum(REFUND_METHODS),
  reason: z.string(),
  utr: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  giftCardAmount: z.number(),
  retried: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
const ReturnFields = {
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  ownerNote: z.string(),
  photos: z.array(z.string()),
  lines: z.array(
    z.strictObject({
      productId: z.string(),
      title: z.string(),
      image: z.string(),
      quantity: z.number().int(),
      condition: z.enum(RETURN_CONDITIONS).nullable(),
      restock: z.boolean().nullable(),
      feePercent: z.number().nullable(),
      refundAmount: z.number().nullable(),
    }),
  ),
  refundAmount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const ApiReturnSchema = z.strictObject(ReturnFields);
export const AdminReturnSchema = z.strictObject({
  ...ReturnFields,
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  paymentMethod: z.string(),
  orderTotal: z.number(),
  refund: RefundSchema.nullable(),
  payout: z
    .discriminatedUnion('method', [
      z.strictObject({ method: z.literal('upi'), upiId: z.string() }),
      z.strictObject({ method: z.literal('bank'), accountNumber: z.string(), ifsc: z.string() }),
    ])
    .nullable(),
  storeCredit: z.boolean(),
});
const OrderActionsSchema = z.strictObject({
  canCancel: z.boolean(),
  cancelUntil: z.string().nullable(),
  canReturn: z.boolean(),
  returnUntil: z.string().nullable(),
  returnable: z.array(
    z.strictObject({ productId: z.string(), quantity: z.number().int(), unitValue: z.number() }),
  ),
  cancelRefund: z.number(),
  cancelToCard: z.number(),
});
/** How an order was dispatched. */
export const ShipmentSchema = z.strictObject({
  courier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
/** An order as the shop answers it to its customer (server/modules/orders/core/order.mapper.ts). */
export const ApiOrderSchema = z.strictObject({
  ...orderFields,
  cartItems: z.array(
    z.strictObject({ ...orderLine, igstPercent: z.number().optional(), igstAmount: z.number().optional() }),
  ),
  igstAmount: z.number().optional(),
  taxType: TAX_TYPE.optional(),
  placeOfSupply: ApiStateSchema.nullable().optional(),
  buyerGstin: z.string().nullable().optional(),
  creditNote: z
    .strictObject({ number: z.string(), issuedAt: z.string(), reason: z.string() })
    .nullable()
    .optional(),
  refundedAt: z.string().nullable().optional(),
  creditNotes: z
    .array(
      z.strictObject({ number: z.string(), issuedAt: z.string(), reason: z.string(), total: z.number() }),
    )
    .optional(),
  refunds: z.array(RefundSchema).optional(),
  returns: z.array(ApiReturnSchema).optional(),
  actions: OrderActionsSchema.optional(),
  cancelledAt: z.string().nullable().optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
  goodsTotal: z.number().optional(),
  deliveryFee: z.number().optional(),
  codFee: z.number().optional(),
  fragileFee: z.number().optional(),
  discountCode: z.string().nullable().optional(),
  discountAmount: z.number().optional(),
  giftCardAmount: z.number().optional(),
  amountDue: z.number().optional(),
  expectedDelivery: DateRangeSchema.nullable().optional(),
  shipment: ShipmentSchema.nullable().optional(),
});
/**
 * An order as the admin API answers it: the customer's shape with the account's name and e-mail and the
 * refund flag. The admin mapper spreads the customer's order, so the GST fields come along.
 */
export const AdminOrderSchema = z.strictObject({
  ...ApiOrderSchema.shape,
  userName: z.string().optional(),
  userEmail: z.string().optional(),
  refundNeeded: z.boolean(),
  flaggedPayment: z
    .strictObject({ amount: z.number(), transactionId: z.string().nullable() })
    .nullable()
    .optional(),
  refundable: z.number().optional(),
  refundTestUrl: z.string().nullable().optional(),
});

const PricedLineSchema = z.strictObject({
  productId: z.string(),
  title: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  cgstPercent: z.number(),
  sgstPercent: z.number(),
  igstPercent: z.number(),
  taxableAmount: z.number(),
  cgstAmount: z.number(),
  sgstAmount: z.number(),
  igstAmount: z.number(),
  lineTotal: z.number(),
  discountAmount: z.number(),
});
export const ApiOrderPreviewSchema = z.strictObject({
  addressId: z.string(),
  placeOfSupply: ApiStateSchema,
  shopState: ApiStateSchema.nullable(),
  taxType: TAX_TYPE,
  items: z.array(PricedLineSchema),
  totals: z.strictObject({
    subtotal: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    grandTotal: z.number(),
  }),
  zone: z.enum(DELIVERY_ZONES),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  options: z.array(DeliveryOptionSchema),
  goodsTotal: z.number(),
  deliveryFee: z.number(),
  codFee: z.number(),
  fragileFee: z.number(),
  freeDeliveryShortBy: z.number(),
  expectedDelivery: DateRangeSchema,
  totalAmount: z.number(),
  discountCode: z.string().nullable(),
  discountAmount: z.number(),
  giftCardAmount: z.number(),
  amountDue: z.number(),
  cod: z.strictObject({
    available: z.boolean(),
    fee: z.number(),
    reason: z.string().nullable(),
    verified: z.boolean(),
  }),
});
export const DeliveryCheckSchema = z.strictObject({
  pincode: z.string(),
  state: ApiStateSchema.nullable(),
  serviceable: z.boolean(),
  message: z.string().nullable(),
  zone: z.enum(DELIVERY_ZONES).nullable(),
  options: z.array(DeliveryOptionSchema),
  freeAbove: z.number(),
  codAvailable: z.boolean(),
});
export const CreateOrderAnswer = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  approvalURL: z.string(),
  orderId: z.string(),
  discountCode: z.string().nullable().optional(),
  discountAmount: z.number().optional(),
  giftCardAmount: z.number().optional(),
  amountDue: z.number().optional(),
});

const PaidFiguresSchema = z.strictObject({ orders: z.number().int(), revenue: z.number() });
export const AdminDashboardSummarySchema = z.strictObject({
  today: z.string(),
  todayPaid: PaidFiguresSchema,
  monthPaid: PaidFiguresSchema,
  revenueByDay: z.array(z.strictObject({ date: z.string(), ...PaidFiguresSchema.shape })),
  waiting: z.strictObject({
    count: z.number().int(),
    orders: z.array(
      z.strictObject({
        _id: z.string(),
        orderDate: z.string(),
        orderStatus: ORDER_STATUS,
        contactName: z.string(),
        totalAmount: z.number(),
      }),
    ),
  }),
  lowStock: z.strictObject({
    count: z.number().int(),
    products: z.array(
      z.strictObject({ _id: z.string(), title: z.string(), totalStock: z.number().int(), image: z.string() }),
    ),
  }),
  mostWished: z.array(
    z.strictObject({
      _id: z.string(),
      title: z.string(),
      image: z.string(),
      totalStock: z.number().int(),
      wishes: z.number().int(),
      waiting: z.number().int(),
    }),
  ),
  refundsNeeded: z.number().int(),
  cashToCollect: z.strictObject({ orders: z.number().int(), amount: z.number() }),
  openReturns: z.number().int(),
  failedRefunds: z.number().int(),
});

const imageFields = {
  secure_url: z.string(),
  url: z.string(),
  public_id: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  format: z.string(),
  variants: z.record(z.string(), z.string()),
};
export const UploadResultSchema = z.strictObject(imageFields);
export const AdminGalleryImageSchema = z.strictObject({
  _id: z.string(),
  ...imageFields,
  created_at: z.string(),
});

// Each schema gives exactly the type the code reads (fails to compile when either side changes alone).
const sameTypes: [
  Same<z.output<typeof ApiCategorySchema>, ApiCategory>,
  Same<z.output<typeof AdminCategorySchema>, AdminCategory>,
  Same<z.output<typeof ApiSubcategoryGroupSchema>, ApiSubcategoryGroup>,
  Same<z.output<typeof ApiProductSchema>, ApiProduct>,
  Same<z.output<typeof EstimatorProductSchema>, EstimatorProduct>,
  Same<z.output<typeof PageInfoSchema>, PageInfo>,
  Same<z.output<typeof PublicSettingsSchema>, PublicSettings>,
  Same<z.output<typeof FeatureImageSchema>, FeatureImage>,
  Same<z.output<typeof AuthUserSchema>, AuthUser>,
  Same<z.output<typeof ApiCartSchema>, ApiCart>,
  Same<z.output<typeof ApiWishlistSchema>, ApiWishlist>,
  Same<z.output<typeof ApiAddressSchema>, ApiAddress>,
  Same<z.output<typeof ApiReviewSchema>, ApiReview>,
  Same<z.output<typeof ApiOrderPreviewSchema>, ApiOrderPreview>,
  Same<z.output<typeof DeliveryCheckSchema>, ApiDeliveryCheck>,
  Same<z.output<typeof CreateOrderAnswer>, CreateOrderResponse>,
  Same<z.output<typeof AdminDashboardSummarySchema>, AdminDashboardSummary>,
  Same<z.output<typeof UploadResultSchema>, UploadResult>,
  Same<z.output<typeof AdminGalleryImageSchema>, AdminGalleryImage>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
// The order types are wider than what the server sends (orderStatus, optional GST fields), so one way only.
const ordersFit: [ApiOrder, AdminOrder] = [
  {} as z.output<typeof ApiOrderSchema>,
  {} as z.output<typeof AdminOrderSchema>,
];
void sameTypes;
void ordersFit;

// ---------------------------------------------------------------- catalog by spreadsheet

const CatalogColumnSchema = z.enum(CATALOG_COLUMNS);
export const ImportReportSchema = z.strictObject({
  dryRun: z.boolean(),
  written: z.boolean(),
  rows: z.number().int(),
  counts: z.strictObject({
    created: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
  created: z.array(z.strictObject({ row: z.number().int(), title: z.string() })),
  changed: z.array(
    z.strictObject({
      row: z.number().int(),
      id: z.string(),
      title: z.string(),
      changes: z.array(z.strictObject({ column: CatalogColumnSchema, from: z.string(), to: z.string() })),
    }),
  ),
  errors: z.array(
    z.strictObject({ row: z.number().int(), column: CatalogColumnSchema.nullable(), message: z.string() }),
  ),
  missing: z.strictObject({
    categories: z.array(z.string()),
    subcategories: z.array(z.strictObject({ category: z.string(), name: z.string() })),
    brands: z.array(z.string()),
  }),
});
export const BulkPriceReportSchema = z.strictObject({
  dryRun: z.boolean(),
  written: z.boolean(),
  matched: z.number().int(),
  changed: z.number().int(),
  changes: z.array(z.strictObject({ id: z.string(), title: z.string(), from: z.number(), to: z.number() })),
  errors: z.array(z.strictObject({ id: z.string(), title: z.string(), message: z.string() })),
});
const catalogIoTypes: [ImportReport, BulkPriceReport] = [
  {} as z.output<typeof ImportReportSchema>,
  {} as z.output<typeof BulkPriceReportSchema>,
];
void catalogIoTypes;

export const ApiDiscountSchema = z.strictObject({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  minOrder: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  used: z.number().int(),
  totalGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const discountTypes: Same<z.output<typeof ApiDiscountSchema>, ApiDiscount> = true;
void discountTypes;

export const ApiGiftCardSchema = z.strictObject({
  _id: z.string(),
  last4: z.string().length(4),
  source: z.enum(GIFT_CARD_SOURCES),
  initial: z.number(),
  balance: z.number(),
  expiresAt: z.string(),
  active: z.boolean(),
  state: z.enum(GIFT_CARD_STATES),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  message: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const ApiGiftCardEntrySchema = z.strictObject({
  _id: z.string(),
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  amount: z.number(),
  balanceAfter: z.number(),
  orderNumber: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export const ApiIssuedGiftCardSchema = ApiGiftCardSchema.extend({
  code: z.string().regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
});
export const ApiGiftCardDetailSchema = ApiGiftCardSchema.extend({ entries: z.array(ApiGiftCardEntrySchema) });
export const ApiGiftCardBalanceSchema = z.strictObject({
  last4: z.string().length(4),
  balance: z.number(),
  expiresAt: z.string(),
  active: z.boolean(),
  state: z.enum(GIFT_CARD_STATES),
});
export const ApiBuyerGiftCardSchema = z.strictObject({
  _id: z.string(),
  last4: z.string().length(4),
  source: z.enum(GIFT_CARD_SOURCES),
  balance: z.number(),
  expiresAt: z.string(),
  state: z.enum(GIFT_CARD_STATES),
});
const giftCardTypes: [
  Same<z.output<typeof ApiGiftCardSchema>, ApiGiftCard>,
  Same<z.output<typeof ApiGiftCardEntrySchema>, ApiGiftCardEntry>,
  Same<z.output<typeof ApiGiftCardBalanceSchema>, ApiGiftCardBalance>,
  Same<z.output<typeof ApiBuyerGiftCardSchema>, ApiBuyerGiftCard>,
] = [true, true, true, true];
void giftCardTypes;

// ---------------------------------------------------------------- the routes

export interface RouteAnswers {
  /** The answer with a 2xx status. */
  ok: z.ZodType;
  /** Error answers by status, where a route's differ from the plain `{ success: false, message }`. */
  errors?: Partial<Record<number, z.ZodType>>;
}

const paged = <T extends z.ZodType>(item: T) => ok({ data: z.array(item), pagination: PageInfoSchema });
const adminPaged = <T extends z.ZodType>(item: T) =>
  ok({ data: z.array(item), pagination: AdminPageInfoSchema });
const countAnswer = ok({
  message,
  count: z.number().int(),
  data: z.strictObject({ deleted: z.number().int() }),
});

/**
 * `METHOD /api/path/:param` → its answers. Every route the web app calls is here; a web test faking a
 * route that is not here fails.
 */
export const API_ANSWERS: Record<string, RouteAnswers> = {
  // auth
  'POST /api/auth/register': {
    ok: ok({ message: z.literal(AUTH_MESSAGES.registered) }),
    errors: { 409: failureWith({ message: z.literal(AUTH_MESSAGES.duplicateEmail) }) },
  },
  'POST /api/auth/login': {
    ok: ok({ message: z.literal(AUTH_MESSAGES.loggedIn), user: AuthUserSchema }),
    errors: { 401: failureWith({ message: z.literal(AUTH_MESSAGES.badCredentials) }) },
  },
  'POST /api/auth/logout': { ok: ok({ message: z.literal(AUTH_MESSAGES.loggedOut) }) },
  'GET /api/auth/check-auth': {
    ok: ok({ user: AuthUserSchema }),
    errors: { 401: failureWith({ message: z.literal(AUTH_MESSAGES.notLoggedIn), user: z.null() }) },
  },
  'PATCH /api/auth/profile': {
    ok: ok({ message: z.literal(PROFILE_UPDATED_MESSAGE), user: AuthUserSchema }),
  },
  'POST /api/auth/password/request-reset': { ok: ok({ message: z.literal(AUTH_MESSAGES.resetRequested) }) },
  'POST /api/auth/password/confirm-reset': { ok: ok({ message: z.literal(AUTH_MESSAGES.resetDone) }) },

  // catalog (public)
  'GET /api/shop/products/get': {
    ok: ok({
      data: z.array(ApiProductSchema),
      pagination: PageInfoSchema,
      // With facets=brand: the brands the other filters leave, A–Z, each with how many products it has there.
      facets: z
        .strictObject({
          brand: z.array(z.strictObject({ name: z.string().min(1), count: z.number().int().min(1) })),
        })
        .optional(),
    }),
  },
  'GET /api/shop/products/get/:id': { ok: ok({ data: ApiProductSchema }) },
  'GET /api/shop/products/subcategories': { ok: ok({ data: z.array(ApiSubcategoryGroupSchema) }) },
  'GET /api/shop/search/:keyword': { ok: paged(ApiProductSchema) },
  'GET /api/shop/estimator/products': { ok: paged(EstimatorProductSchema) },
  'GET /api/common/categories/get': { ok: ok({ data: z.array(ApiCategorySchema) }) },
  'GET /api/common/settings/get': { ok: ok({ data: PublicSettingsSchema }) },
  'GET /api/common/feature/get': { ok: ok({ data: z.array(FeatureImageSchema) }) },

  // cart
  'POST /api/shop/cart/add': { ok: ok({ message, data: ApiCartSchema }), errors: { 409: OutOfStockAnswer } },
  'GET /api/shop/cart/get/:userId': { ok: ok({ data: ApiCartSchema }) },
  'PUT /api/shop/cart/update-cart': {
    ok: ok({ message, data: ApiCartSchema }),
    errors: { 409: OutOfStockAnswer },
  },
  'DELETE /api/shop/cart/:userId/:productId': { ok: ok({ message, data: ApiCartSchema }) },

  // wishlist
  'POST /api/shop/wishlist/add': {
    ok: ok({ message, data: ApiWishlistSchema }),
    errors: { 409: failureWith({ message: z.literal(WISHLIST_FULL), limit: z.number().int() }) },
  },
  'GET /api/shop/wishlist/get/:userId': { ok: ok({ data: ApiWishlistSchema }) },
  'PUT /api/shop/wishlist/alerts': { ok: ok({ message, data: ApiWishlistSchema }) },
  'DELETE /api/shop/wishlist/:userId/:productId': { ok: ok({ message, data: ApiWishlistSchema }) },

  // gift cards
  'GET /api/shop/giftcard/balance/:code': { ok: ok({ data: ApiGiftCardBalanceSchema }) },
  'GET /api/shop/giftcard/mine': { ok: ok({ data: z.array(ApiBuyerGiftCardSchema) }) },

  // addresses
  'GET /api/shop/address/get/:userId': { ok: ok({ data: z.array(ApiAddressSchema) }) },
  'POST /api/shop/address/add': { ok: ok({ message, data: ApiAddressSchema }) },
  'PUT /api/shop/address/update/:userId/:addressId': { ok: ok({ message, data: ApiAddressSchema }) },
  'DELETE /api/shop/address/delete/:userId/:addressId': { ok: ok({ message }) },

  // reviews
  'POST /api/shop/review/add': {
    ok: ok({
      message,
      data: ApiReviewSchema,
      product: z.strictObject({ _id: z.string(), averageReview: z.number(), reviewCount: z.number().int() }),
    }),
  },
  'GET /api/shop/review/:productId': { ok: paged(ApiReviewSchema) },

  // orders and payment
  'POST /api/shop/order/create': { ok: CreateOrderAnswer, errors: { 409: OutOfStockAnswer } },
  // 200 whatever the payment's outcome: success says whether it is paid.
  'POST /api/shop/order/capture': {
    ok: z.strictObject({ success: z.boolean(), message, data: ApiOrderSchema }),
  },
  'GET /api/shop/order/list/:userId': { ok: ok({ data: z.array(ApiOrderSchema) }) },
  'GET /api/shop/order/details/:orderId': { ok: ok({ data: ApiOrderSchema }) },
  'GET /api/shop/order/preview/:userId/:addressId': { ok: ok({ data: ApiOrderPreviewSchema }) },
  'GET /api/shop/delivery/check': { ok: ok({ data: DeliveryCheckSchema }) },
  'POST /api/shop/order/cod-code': { ok: ok({ message }) },
  'POST /api/shop/order/cod-verify': { ok: ok({ message }) },
  'POST /api/shop/order/cancel/:orderId': { ok: ok({ message, data: ApiOrderSchema }) },
  'POST /api/shop/order/return/:orderId': { ok: ok({ message, data: ApiOrderSchema }) },

  // admin
  'GET /api/admin/dashboard/summary': { ok: ok({ data: AdminDashboardSummarySchema }) },
  'GET /api/admin/products/get': { ok: adminPaged(ApiProductSchema) },
  'POST /api/admin/products/add': { ok: ok({ message, data: ApiProductSchema }) },
  'PUT /api/admin/products/edit/:id': { ok: ok({ message, data: ApiProductSchema }) },
  'PUT /api/admin/products/edit-product/:id': { ok: ok({ message, data: ApiProductSchema }) },
  'DELETE /api/admin/products/delete/:id': { ok: ok({ message }) },
  // A real import refused for its rows' errors answers 400 with the report.
  'POST /api/admin/products/import': {
    ok: ok({ message, data: ImportReportSchema }),
    errors: { 400: z.union([ApiFailureAnswer, failureWith({ data: ImportReportSchema })]) },
  },
  'POST /api/admin/products/bulk-price': {
    ok: ok({ message, data: BulkPriceReportSchema }),
    errors: { 400: z.union([ApiFailureAnswer, failureWith({ data: BulkPriceReportSchema })]) },
  },
  'POST /api/admin/products/upload-image': {
    ok: ok({ message, result: UploadResultSchema, data: AdminGalleryImageSchema }),
  },
  'GET /api/admin/orders/get': { ok: adminPaged(AdminOrderSchema) },
  'GET /api/admin/orders/details/:id': { ok: ok({ data: AdminOrderSchema }) },
  'PUT /api/admin/orders/update/:id': { ok: ok({ message, data: AdminOrderSchema }) },
  'PUT /api/admin/orders/refunded/:id': { ok: ok({ message, data: AdminOrderSchema }) },
  'PUT /api/admin/orders/cash-collected/:id': { ok: ok({ message, data: AdminOrderSchema }) },
  'DELETE /api/admin/orders/delete/:id': { ok: ok({ message }) },
  'POST /api/admin/orders/refund/:orderId': { ok: ok({ message, data: AdminOrderSchema }) },
  'POST /api/admin/orders/refund-retry/:orderId': { ok: ok({ message, data: AdminOrderSchema }) },
  'GET /api/admin/returns/get': {
    ok: ok({
      data: z.array(AdminReturnSchema),
      pagination: AdminPageInfoSchema,
      counts: z.strictObject(
        Object.fromEntries(RETURN_STATUSES.map((s) => [s, z.number().int()])) as Record<
          (typeof RETURN_STATUSES)[number],
          z.ZodNumber
        >,
      ),
    }),
  },
  'PUT /api/admin/returns/update/:returnId': { ok: ok({ message, data: AdminReturnSchema }) },
  'GET /api/admin/categories': { ok: ok({ data: z.array(AdminCategorySchema) }) },
  'POST /api/admin/categories': { ok: ok({ message, data: AdminCategorySchema }) },
  'PATCH /api/admin/categories/:id': { ok: ok({ message, data: AdminCategorySchema }) },
  'DELETE /api/admin/categories/:id': {
    ok: ok({ message }),
    errors: { 409: failureWith({ count: z.number().int().optional() }) },
  },
  'POST /api/admin/categories/:id/sub': { ok: ok({ message, data: AdminCategorySchema }) },
  'PATCH /api/admin/categories/:id/sub/:subId': { ok: ok({ message, data: AdminCategorySchema }) },
  'DELETE /api/admin/categories/:id/sub/:subId': { ok: ok({ message, data: AdminCategorySchema }) },
  'GET /api/admin/images/get': { ok: adminPaged(AdminGalleryImageSchema) },
  'DELETE /api/admin/images/delete/:publicId': { ok: ok({ message }) },
  'POST /api/admin/images/delete-multiple': { ok: countAnswer },
  'POST /api/admin/images/delete-blank': { ok: countAnswer },
  'GET /api/admin/settings/get': { ok: ok({ data: AdminSettingsSchema }) },
  'GET /api/admin/discounts/get': { ok: ok({ data: z.array(ApiDiscountSchema) }) },
  'POST /api/admin/discounts/add': { ok: ok({ message, data: ApiDiscountSchema }) },
  'PUT /api/admin/discounts/update/:id': { ok: ok({ message, data: ApiDiscountSchema }) },
  'DELETE /api/admin/discounts/delete/:id': {
    ok: ok({ message, deleted: z.boolean(), data: ApiDiscountSchema.nullable() }),
  },
  'GET /api/admin/giftcards/get': { ok: ok({ data: z.array(ApiGiftCardSchema) }) },
  'GET /api/admin/giftcards/get/:id': { ok: ok({ data: ApiGiftCardDetailSchema }) },
  'POST /api/admin/giftcards/add': { ok: ok({ message, data: ApiIssuedGiftCardSchema }) },
  'PUT /api/admin/giftcards/update/:id': { ok: ok({ message, data: ApiGiftCardDetailSchema }) },
  'PUT /api/admin/settings/update': { ok: ok({ message, data: AdminSettingsSchema }) },
  'POST /api/common/feature/add': { ok: ok({ message, data: FeatureImageSchema }) },
  'PUT /api/common/feature/update/:id': { ok: ok({ message, data: FeatureImageSchema }) },
  'DELETE /api/common/feature/clear': { ok: ok({ message, count: z.number().int() }) },
  'DELETE /api/common/feature/purge-invalid': { ok: ok({ message, count: z.number().int() }) },
};

/**
 * The answers of the routes the web app does not call, for the API's document (server/plugins/openapi.ts): the
 * load balancer's probes (server/app.ts, server/lifecycle.ts) and PhonePe's webhook. The web tests cannot fake
 * them; tests/api/openapi.test.ts checks the real ones against the document.
 */
export const OTHER_ANSWERS: Record<string, RouteAnswers> = {
  'GET /api/health': {
    ok: z.strictObject({ status: z.literal('ok') }),
    errors: { 503: z.strictObject({ status: z.literal('unavailable') }) },
  },
  'GET /api/ready': {
    ok: z.strictObject({ status: z.literal('ready') }),
    errors: {
      503: z.strictObject({
        status: z.enum(['starting', 'draining', 'database unavailable', 'migrations pending']),
      }),
    },
  },
  'POST /api/payments/phonepe/webhook': { ok: ok({ duplicate: z.boolean() }) },
};

/** The pattern of API_ANSWERS that a request's method and path fall under, or undefined. */
export function answerRouteOf(method: string, pathname: string): string | undefined {
  const parts = pathname.split('/');
  for (const key of Object.keys(API_ANSWERS)) {
    const [m, pattern] = key.split(' ');
    if (m !== method.toUpperCase()) continue;
    const want = pattern!.split('/');
    if (want.length !== parts.length) continue;
    if (want.every((w, i) => (w.startsWith(':') ? parts[i] !== '' : w === parts[i]))) return key;
  }
  return undefined;
}

/** The schema an answer with this status must follow on this route. */
export function answerSchema(route: string, status: number): z.ZodType {
  const answers = API_ANSWERS[route];
  if (!answers) throw new Error(`No answer contract for ${route}`);
  if (status >= 200 && status < 300) return answers.ok;
  return answers.errors?.[status] ?? ApiFailureAnswer;
}
