import { z } from 'zod';
import { CATEGORY_KINDS, type ApiCategory, type ApiProduct } from './catalog';
import type { ApiOrder, ApiOrderLine } from './orders';
import { Id, NonBlank, Percent, RupeeAmount, Rupees, stripControlChars, TWO_DECIMALS } from './common';
import { PAYMENT_METHODS } from '../delivery';
import { MAX_TRANSLATED_DESCRIPTION, MAX_TRANSLATED_NAME, MAX_TRANSLATED_TITLE } from '../translations';

/**
 * Contracts of the admin API (SPEC §7 "Admin products", categories, admin orders, images, slider).
 * Server-only rules (category lookups, price recomputation) live in the services.
 */

/** True for an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * An image or page address: written out in full, http:// or https:// (not 'http:host', which URL parsing
 * would take), and with a host. The pattern is what the document shows; isHttpUrl is the rest of the rule.
 */
export const HttpUrl = z
  .string({ message: 'Must be an absolute http(s) URL' })
  .trim()
  .max(2000, 'URL is too long')
  .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//, 'Must be an absolute http(s) URL')
  .refine(isHttpUrl, 'Must be an absolute http(s) URL')
  .meta({ format: 'uri' });

/** A plain decimal as a form input or a spreadsheet cell writes it: '12', '-3', '118.50' (not '0x10', '1e3' or 'Infinity'). */
const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** Decimal text as its number; anything else (a number, '', 'abc') as it is, for the schema to judge. */
export const decimalText = (v: unknown): unknown =>
  typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v;

/**
 * A number read from text: a spreadsheet's cells (the catalog import) and the admin forms' inputs, which hold
 * text. Not for JSON bodies: the API takes JSON numbers (decision 027), as the cart does.
 */
export const formNumber = <T extends z.ZodType>(schema: T) => z.preprocess(decimalText, schema);

const OptText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/**
 * A translated text (decision 034): trimmed, at most `max` characters like its English field, any script
 * (Devanagari); empty clears it, so it is never required.
 */
const TranslatedText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** A product's Hindi title and description: `{ hi: { title, description } }`, each optional, '' clears it. */
export const ProductTranslationsBody = z.strictObject({
  hi: z
    .strictObject({
      title: TranslatedText('Hindi title', MAX_TRANSLATED_TITLE).optional(),
      description: TranslatedText('Hindi description', MAX_TRANSLATED_DESCRIPTION).optional(),
    })
    .optional(),
});

/** A category's, subcategory's or brand's Hindi name: `{ hi: { name } }`, '' clears it; no comma, as the English name. */
export const NameTranslationsBody = z.strictObject({
  hi: z
    .strictObject({
      name: TranslatedText('Hindi name', MAX_TRANSLATED_NAME)
        .regex(/^[^,]*$/, 'Hindi name cannot contain a comma')
        .optional(),
    })
    .optional(),
});

export const Stock = z
  .number({ message: 'Total stock is required' })
  .int('Total stock must be a whole number')
  .min(0, 'Total stock must be at least 0')
  .max(10_000_000, 'Total stock is too large');

/** SPEC §3 estimator preset; §5: name and price required, qty at least 1 (default 1). */
export const PresetSchema = z.strictObject({
  name: NonBlank('Preset name', 200),
  size: OptText('Size', 100).default(''),
  capacity: OptText('Capacity', 100).default(''),
  qty: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100_000)
    .default(1),
  price: Rupees,
  hsn: OptText('HSN', 20).default(''),
  active: z.boolean().default(true),
});
export type PresetInput = z.input<typeof PresetSchema>;

export const VariantSchema = z.strictObject({
  size: NonBlank('Variant size', 100),
  stdPacking: OptText('Standard packing', 100).default(''),
  pricePerPiece: Rupees,
  active: z.boolean().default(true),
});

export const PriceTierSchema = z.strictObject({ price: Rupees });

/**
 * The product form's fields (SPEC §3, §5). `price` and `averageReview` are accepted and ignored: the
 * server computes the base price from salePrice and the rates, and reviews make the average. Numbers are
 * JSON numbers (the form turns its text into them).
 */
export const productFields = {
  title: NonBlank('Title', 200),
  description: NonBlank('Description', 5000),
  image: HttpUrl,
  images: z.array(HttpUrl).max(20, 'At most 20 extra images'),
  category: NonBlank('Category', 100),
  subcategory: NonBlank('Subcategory', 100),
  brand: OptText('Brand', 100),
  hsn: OptText('HSN', 20).regex(/^[0-9A-Za-z]*$/, 'HSN must be letters and digits only'),
  price: Rupees.describe('Ignored: the server computes the base price from salePrice and the rates'),
  salePrice: Rupees.positive('Sale price must be greater than 0'),
  cgstPercent: Percent,
  sgstPercent: Percent,
  totalStock: Stock,
  averageReview: z.number().min(0).max(5).describe("Ignored: the product's reviews make it"),
  minEstimatePrice: Rupees,
  maxEstimatePrice: Rupees,
  estimatorPresets: z.array(PresetSchema).max(300, 'At most 300 presets'),
  variants: z.array(VariantSchema).max(100, 'At most 100 variants'),
  priceTiers: z.array(PriceTierSchema).max(50, 'At most 50 price tiers'),
  /** Glass, sanitaryware: an order with it pays the fragile packaging fee. */
  fragile: z.boolean({ message: 'Fragile must be true or false' }),
  /** The Hindi title and description (decision 034); on an edit, a text sent replaces, '' clears, absent keeps. */
  translations: ProductTranslationsBody,
};

const optionalKeys = [
  'images',
  'brand',
  'hsn',
  'price',
  'cgstPercent',
  'sgstPercent',
  'averageReview',
  'minEstimatePrice',
  'maxEstimatePrice',
  'estimatorPresets',
  'variants',
  'priceTiers',
  'fragile',
  'translations',
] as const;

/** POST /api/admin/products/add: every field except brand, hsn, extras and computed ones required. */
export const ProductBody = z
  .strictObject(productFields)
  .partial(
    Object.fromEntries(optionalKeys.map((k) => [k, true])) as { [K in (typeof optionalKeys)[number]]: true },
  );
export type ProductInput = z.input<typeof ProductBody>;

/** Keys of the product JSON the server sends back, tolerated (and ignored) when a client echoes it. */
const echoedKeys = {
  _id: z.string().max(100).describe('Ignored: the product is the one in the path'),
  reviewCount: z.number().int().min(0).describe("Ignored: the product's reviews count"),
  createdAt: z.string().max(100).describe('Ignored'),
  updatedAt: z.string().max(100).describe('Ignored'),
};

/**
 * PUT /api/admin/products/edit/{id}: any subset of the fields; the merged product must be valid. The
 * product as GET answers it may be sent back whole (edit mode starts from it): its echoed keys are ignored.
 * A totalStock sent is written as the new stock: a form should send it only when the admin changed it, or
 * stock taken by orders since the form was loaded goes back on sale.
 */
export const ProductPatchBody = z.strictObject({ ...productFields, ...echoedKeys }).partial();
export type ProductPatch = z.output<typeof ProductPatchBody>;

/**
 * PUT /api/admin/products/edit-product/{id}: the full product as the calculator holds it. Presets are
 * filtered, not refused: entries without a name or a valid price are dropped, qty defaults to 1 (SPEC §5).
 * Its totalStock is checked but not saved (the calculator's copy may be stale; stock is set through edit).
 */
export const ProductFullBody = z
  .strictObject({
    ...productFields,
    ...echoedKeys,
    estimatorPresets: z
      .array(z.unknown())
      .max(1000, 'Too many presets')
      .describe(
        'Presets as the calculator holds them, filtered as SPEC §5 says (cleanPreset): one without a name or a price of rupees is dropped, qty defaults to 1',
      ),
  })
  .partial();

/** The preset rules of SPEC §5 applied to one untrusted entry: the cleaned preset, or null to drop it. */
export function cleanPreset(raw: unknown): z.output<typeof PresetSchema> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const qtyNum = Math.trunc(Number(r.qty));
  const candidate = {
    name: typeof r.name === 'string' ? r.name : '',
    size: typeof r.size === 'string' ? r.size : r.size == null ? '' : String(r.size),
    capacity: typeof r.capacity === 'string' ? r.capacity : r.capacity == null ? '' : String(r.capacity),
    qty: Number.isFinite(qtyNum) && qtyNum >= 1 ? qtyNum : 1,
    price: r.price === '' || r.price == null ? undefined : decimalText(r.price),
    hsn: typeof r.hsn === 'string' ? r.hsn : r.hsn == null ? '' : String(r.hsn),
    active: typeof r.active === 'boolean' ? r.active : true,
  };
  const parsed = PresetSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export const IdParams = z.strictObject({ id: Id });

/** GET /api/admin/products/get: newest first, optionally searched by title and filtered by one category. */
/** The admin products listing's filter: also the export's and the bulk price change's (catalog-io.ts). */
export const productFilterFields = {
  search: z
    .string()
    .max(200, 'search must be at most 200 characters')
    .transform((s) => stripControlChars(s, ' ').trim())
    .optional(),
  category: z
    .string()
    .max(100, 'category must be at most 100 characters')
    .transform((s) => stripControlChars(s).trim())
    .optional(),
};

export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
  ...productFilterFields,
});

/** The page facts of the admin lists (products, orders, images); the shop's lists answer PageInfo without totalPages. */
export interface AdminPageInfo {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

// ---------------------------------------------------------------- categories and brands

export const CategoryKind = z.enum(CATEGORY_KINDS, { message: "kind must be 'category' or 'brand'" });

/**
 * A category, brand or subcategory name. No commas: the storefront filters (SPEC §7 listing, §2 estimator)
 * send names as comma-separated lists, so a name with a comma could never be filtered on.
 */
const TaxonName = (field: string) => NonBlank(field, 100).regex(/^[^,]*$/, `${field} cannot contain a comma`);

/** POST /api/admin/categories */
export const CategoryBody = z.strictObject({
  name: TaxonName('Name'),
  image: z
    .union([z.literal(''), HttpUrl], { message: 'Image must be an absolute http(s) URL, or empty' })
    .optional(),
  kind: CategoryKind,
  /** Every product of a fragile category pays the fragile packaging fee. */
  fragile: z.boolean({ message: 'Fragile must be true or false' }).optional(),
  /** Its Hindi name (decision 034). */
  translations: NameTranslationsBody.optional(),
});

/**
 * PATCH /api/admin/categories/{id}: what may change on a category or brand after it is made: fragile (categories
 * only), its Hindi name (a text sent replaces, '' clears). At least one of them.
 */
export const CategoryPatchBody = z
  .strictObject({
    fragile: z.boolean({ message: 'Fragile must be true or false' }).optional(),
    translations: NameTranslationsBody.optional(),
  })
  .refine((b) => b.fragile !== undefined || b.translations !== undefined, {
    message: 'Send fragile or translations',
  });

/** POST /api/admin/categories/{id}/sub */
export const SubcategoryBody = z.strictObject({
  name: TaxonName('Subcategory name'),
  translations: NameTranslationsBody.optional(),
});
/** PATCH /api/admin/categories/{id}/sub/{subId}: its Hindi name. */
export const SubcategoryPatchBody = z.strictObject({ translations: NameTranslationsBody });
export const SubcategoryParams = z.strictObject({ id: Id, subId: Id });
export const CategoryListQuery = z.object({ kind: CategoryKind.optional() });

// ---------------------------------------------------------------- orders

/** What the admin may set (SPEC §4); 'confirmed' is set only by a payment. */
export const ADMIN_ORDER_STATUSES = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
/** A tracking number (AWB) as couriers print it: 4–40 letters, digits and dashes. */
export const AWB_RE = /^[A-Za-z0-9-]{4,40}$/;

/**
 * An AWB as the owner types or pastes it, tidied before it is checked: spaces taken out (India Post's
 * "EK 123 456 789 IN" is EK123456789IN), and the hyphens of an all-digit number too (Delhivery, Blue Dart and
 * the like print none; "1234-5678-9012" is read out in groups); a format with letters keeps its hyphens
 * (DL-9876543210).
 */
export function tidyAwb(typed: string): string {
  const compact = typed.replace(/\s+/g, '');
  const digits = compact.replaceAll('-', '');
  return /^\d+$/.test(digits) ? digits : compact;
}
/** True for an absolute https URL with a host: a tracking page the customer is sent to. */
export function isHttpsUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && u.hostname.length > 0;
  } catch {
    return false;
  }
}
export const DISPATCH_MESSAGES = {
  courierRequired: 'Courier is required to dispatch the order',
  trackingRequired: 'Tracking number (AWB) is required to dispatch the order',
} as const;

/**
 * PUT /api/admin/orders/update/{id}. Dispatching (inShipping) takes the courier (2–60 characters),
 * the tracking number (AWB: 4–40 letters, digits and dashes) and an optional https tracking URL; courier and
 * AWB are required unless the order already has them (the service checks that). `note` is the reason told
 * to the customer when the order is rejected (at most 300 characters).
 */
export const OrderStatusBody = z.strictObject({
  orderStatus: z.enum(ADMIN_ORDER_STATUSES, {
    message: `orderStatus must be one of ${ADMIN_ORDER_STATUSES.join(', ')}`,
  }),
  courier: z
    .string({ message: 'Courier must be text' })
    .transform((v) => stripControlChars(v, ' '))
    .pipe(
      z.string().trim().min(2, 'Courier must be 2–60 characters').max(60, 'Courier must be 2–60 characters'),
    )
    .optional(),
  trackingNumber: z
    .string({ message: 'Tracking number must be text' })
    .max(200, 'Tracking number (AWB) must be 4–40 letters, digits or dashes')
    .transform(tidyAwb)
    .pipe(z.string().regex(AWB_RE, 'Tracking number (AWB) must be 4–40 letters, digits or dashes'))
    .optional(),
  trackingUrl: z
    .string({ message: 'Tracking URL must be text' })
    .trim()
    .max(500, 'Tracking URL is too long')
    .regex(/^$|^[Hh][Tt][Tt][Pp][Ss]:\/\//, 'Tracking URL must be an https:// address')
    .refine((v) => v === '' || isHttpsUrl(v), 'Tracking URL must be an https:// address')
    .optional(),
  note: z
    .string({ message: 'Note must be text' })
    .transform((v) => stripControlChars(v, ' '))
    .pipe(z.string().trim().max(300, 'Note must be at most 300 characters'))
    .optional(),
});
export type OrderStatusInput = z.input<typeof OrderStatusBody>;
export type OrderStatusUpdate = z.output<typeof OrderStatusBody>;

/**
 * PUT /api/admin/orders/cash-collected/{id}: a cash-on-delivery order delivered and its cash in hand. The
 * amount (rupees) must be the order's total and the day (yyyy-mm-dd, India) between the order and today.
 */
export const CashCollectedBody = z.strictObject({
  amount: RupeeAmount({
    number: 'Please enter the cash collected',
    decimals: 'The cash collected is in rupees and paise: at most 2 decimals',
  })
    .positive('Please enter the cash collected')
    .meta(TWO_DECIMALS),
  collectedOn: z
    .string({ message: 'Please enter the day the cash was collected' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the day the cash was collected'),
});

/** Every status an order can be in (the admin sets all but 'confirmed', which a payment sets). */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What the orders list filters by: each status, and `cancelled`, the rejected orders the buyer cancelled
 * (their badge reads Cancelled; `rejected` lists every rejected order, cancelled or not).
 */
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/** The longest order search: a name, an e-mail or a whole order id fits. */
export const ORDER_SEARCH_MAX = 100;

/**
 * What the admin's order search looks for in an order's search text (its number, the buyer's name, e-mail and
 * phone, its id), from what was typed: lower-cased, and a phone as people write it (+91 98765-43210) reduced to
 * its last ten digits, the number without the country code, as the phone's digits are kept.
 */
export function orderSearchTerm(typed: string): string {
  const term = stripControlChars(typed, ' ').trim().toLowerCase();
  const digits = term.replace(/\D/g, '');
  return /^[+\d\s().-]+$/.test(term) && digits.length >= 10 ? digits.slice(-10) : term;
}

/**
 * GET /api/admin/orders/get: newest first, optionally one status (or `cancelled`) or payment method, optionally
 * the orders whose number, buyer's name, e-mail, phone or id contains `search`.
 */
export const OrderListQuery = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'paymentMethod must be phonepe or cod' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  status: z
    .enum(ORDER_LIST_STATUSES, { message: `status must be one of ${ORDER_LIST_STATUSES.join(', ')}` })
    .optional(),
  search: z
    .string()
    .max(ORDER_SEARCH_MAX, `Search must be at most ${ORDER_SEARCH_MAX} characters`)
    .transform(orderSearchTerm)
    .optional(),
});

// ---------------------------------------------------------------- images

export const PublicIdParams = z.strictObject({ publicId: z.string().min(1).max(300) });
export const DeleteMultipleBody = z.strictObject({
  public_ids: z
    .array(z.string().min(1).max(300))
    .min(1, 'Please select images to delete')
    .max(500, 'At most 500 at a time'),
});
/** SPEC §9: blank image cleanup removes images of fewer than 4,096 bytes, at most 200 at a time. */
export const BLANK_IMAGE_BYTES_LT = 4096;
export const BLANK_IMAGE_MAX = 200;
export const DeleteBlankQuery = z.object({
  bytes_lt: z.coerce
    .number()
    .int()
    .min(1)
    .max(10 * 1024 * 1024)
    .default(BLANK_IMAGE_BYTES_LT),
  max: z.coerce.number().int().min(1).max(1000).default(BLANK_IMAGE_MAX),
});
export const ImageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

// ---------------------------------------------------------------- slider

export const BANNER_TITLE_MAX = 80;
export const BANNER_SUBTITLE_MAX = 160;
export const BANNER_LINK_MAX = 500;
export const BANNER_MESSAGES = {
  link: 'The link must be a path of the shop such as /shop/listing?category=Paints, or an http(s) address',
} as const;

/**
 * Where a banner may lead: a path of this shop (one leading slash, not '//', which a browser would read as
 * another host) or an absolute http(s) address. No other scheme (javascript:, data:) and no spaces.
 */
export function isBannerLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return isHttpUrl(value);
}

const BannerText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .transform((v) => stripControlChars(v, ' '))
    .pipe(z.string().trim().max(max, `${field} must be at most ${max} characters`));

/** A banner's words and where it leads: its title (its alt text too), a subtitle and a link; '' or absent for none. */
const bannerText = {
  title: BannerText('Title', BANNER_TITLE_MAX).default(''),
  subtitle: BannerText('Subtitle', BANNER_SUBTITLE_MAX).default(''),
  link: z
    .string({ message: BANNER_MESSAGES.link })
    .trim()
    .max(BANNER_LINK_MAX, `The link must be at most ${BANNER_LINK_MAX} characters`)
    .refine((v) => v === '' || isBannerLink(v), BANNER_MESSAGES.link)
    .transform((v) => v || null)
    .optional(),
};

/**
 * POST /api/common/feature/add: the image (SPEC's `{image}` alone still works) and, for the home banner, its
 * title (its alt text too), a subtitle and where it leads; '' or absent for none.
 */
export const FeatureBody = z.strictObject({ image: HttpUrl, ...bannerText });
export type FeatureInput = z.input<typeof FeatureBody>;

/**
 * PUT /api/common/feature/update/{id}: a banner's words and link, replaced by what is sent and checked as when it
 * was added ('' or absent for none); its image stays.
 */
export const FeatureTextBody = z.strictObject(bannerText);
export type FeatureTextInput = z.input<typeof FeatureTextBody>;

// ---------------------------------------------------------------- answer shapes (the server mappers return these; the admin screens read them)

/** A product as the admin API answers it (GET /api/admin/products/get data[], add, edit): the same shape as every API answer's. */
export type AdminProduct = ApiProduct;

/** One line of an order (a snapshot taken when it was placed); money in rupees: the shop's order line. */
export type AdminOrderLine = ApiOrderLine;

/**
 * An order as the admin API answers it (GET /api/admin/orders/get data[], details, update, refunded): the
 * shop's order shape (with GST by place of supply, buyer GSTIN, credit note and refund date), the
 * customer's account name and e-mail, and whether a refund is still owed.
 */
export interface AdminOrder extends Omit<ApiOrder, 'orderStatus'> {
  orderStatus: OrderStatus;
  /** The customer's account name and e-mail. */
  userName?: string;
  userEmail?: string;
  /**
   * The shop still owes money back (paid after the order was rejected or deleted, paid the wrong amount, or
   * rejected once paid) and the admin has not marked it refunded.
   */
  refundNeeded: boolean;
  /**
   * Details only: a payment of this order kept for a refund (paid after the order ended, or the wrong
   * amount): what it took, in rupees, and the provider's transaction id to refund it by.
   */
  flaggedPayment?: { amount: number; transactionId: string | null } | null;
  /** Details only: what may still be refunded (rupees): what was paid less every refund not failed. */
  refundable?: number;
  /** Details only, with the simulator: where the tester completes or fails a pending refund. */
  refundTestUrl?: string | null;
}

/** A gallery image (GET /api/admin/images/get data[]). */
export interface AdminGalleryImage {
  _id: string;
  public_id: string;
  secure_url: string;
  url: string;
  bytes: number;
  width: number;
  height: number;
  format: string;
  /** WebP copies by width: { "320": url, "800": url }. */
  variants: Record<string, string>;
  created_at: string;
}

/** POST /api/admin/products/upload-image answers { success, message, result, data }. */
export interface UploadResult {
  secure_url: string;
  url: string;
  public_id: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
  variants: Record<string, string>;
}

/** A category or brand (GET /api/admin/categories data[]). */
export interface AdminCategory extends ApiCategory {
  createdAt: string;
}

/** A slider image (GET /api/common/feature/get data[]). */
export interface FeatureImage {
  _id: string;
  image: string;
  /** The banner's words ('' when none): the home banner's heading and the image's alt text. */
  title: string;
  subtitle: string;
  /** A path of the shop or an http(s) address the banner leads to; null for none. */
  link: string | null;
  createdAt: string;
}

// ---------------------------------------------------------------- dashboard

/** Paid orders and their revenue over a period (rupees). */
export interface PaidFigures {
  orders: number;
  revenue: number;
}

/** GET /api/admin/dashboard/summary data: what the owner looks at first. Days are Indian Standard Time. */
export interface AdminDashboardSummary {
  /** Today's date (IST), YYYY-MM-DD. */
  today: string;
  todayPaid: PaidFigures;
  monthPaid: PaidFigures;
  /** The last 30 days, oldest first, today last; days without a paid order are 0. */
  revenueByDay: ({ date: string } & PaidFigures)[];
  /** Orders waiting for the shop (confirmed or inProcess), oldest first. */
  waiting: {
    count: number;
    orders: {
      _id: string;
      orderDate: string;
      orderStatus: OrderStatus;
      contactName: string;
      totalAmount: number;
    }[];
  };
  /** Products with fewer than LOW_STOCK_BELOW in stock, fewest first. */
  lowStock: { count: number; products: { _id: string; title: string; totalStock: number; image: string }[] };
  /**
   * The most wished products (issue 48), most wishes first: how many buyers saved each, and how many of them
   * wait for it to come back in stock (asked to be told, and it is sold out).
   */
  mostWished: {
    _id: string;
    title: string;
    image: string;
    totalStock: number;
    wishes: number;
    waiting: number;
  }[];
  /** Payments the shop must give back (paid after the order was rejected or deleted, or the wrong amount). */
  refundsNeeded: number;
  /** Cash-on-delivery orders not yet paid nor ended, and the cash they will bring (rupees). */
  cashToCollect: { orders: number; amount: number };
  /** Return requests waiting for the owner (requested, approved or received). */
  openReturns: number;
  /** Refunds that failed and were not tried again. */
  failedRefunds: number;
}

/** SPEC §9: the low-stock mark (below 10). */
export const LOW_STOCK_BELOW = 10;
/** How many waiting orders and low-stock products the dashboard lists. */
export const DASHBOARD_LIST_LIMIT = 8;
