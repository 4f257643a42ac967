/**
 * The data model. Money is integer paise everywhere (columns end in `_paise`); tax rates are percentages
 * with two decimals (GST 5 % is CGST 2.5 + SGST 2.5). Names of categories, subcategories and brands are
 * stored on products as text, as SPEC's API speaks names; lower() indexes serve the case-insensitive filters.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../common/contracts/admin';
import { CATEGORY_KINDS } from '../../common/contracts/catalog';
import { PAYMENT_STATUSES, TAX_TYPES } from '../../common/contracts/orders';
import { GST_STATE_CODES } from '../../common/gst/states';
import { DISCOUNT_KINDS } from '../../common/discounts';
import { GIFT_CARD_ENTRY_KINDS, GIFT_CARD_SOURCES } from '../../common/giftcards';
import { DEFAULT_RETURNS_POLICY, type ReturnsPolicy } from '../../common/returns';
import {
  DEFAULT_LOW_STOCK_DIGEST,
  DEFAULT_ORDER_MAILS,
  type LowStockDigest,
  type OrderMails,
} from '../../common/contracts/settings';
import type { RefundPart } from '../../common/refunds';
import type { NameTranslations, ProductTranslations } from '../../common/translations';
import {
  REFUND_METHODS,
  REFUND_STATES,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnPayoutValue,
} from '../../common/contracts/returns';
import {
  DEFAULT_DELIVERY_POLICY,
  DELIVERY_METHODS,
  DELIVERY_ZONES,
  type DeliveryPolicy,
} from '../../common/delivery';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const pct = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** SQL list of the 36 GST state codes, for CHECK constraints. */
const stateCodeList = sql.raw(GST_STATE_CODES.map((c) => `'${c}'`).join(', '));

export type Variant = { size: string; stdPacking: string; pricePerPiece: number; active: boolean };
export type PriceTier = { price: number };
export type EstimatorPreset = {
  name: string;
  size: string;
  capacity: string;
  qty: number;
  price: number;
  hsn: string;
  active: boolean;
};
export type EstimatorConfig = {
  showSize: boolean;
  showCapacity: boolean;
  showHSN: boolean;
  allowVariantSelect: boolean;
  priceSource: 'base' | 'sale' | 'lowest-tier' | 'highest-tier';
};
export type AddressSnapshot = {
  addressId: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
};

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    passwordHash: text('password_hash').notNull(),
    /** When the account confirmed its e-mail with a one-time code: asked before its first cash-on-delivery order. */
    codVerifiedAt: timestamp('cod_verified_at', { withTimezone: true }),
    /**
     * The buyer's consent to wishlist mails (back in stock, price drop) as a whole: off after the one-click
     * unsubscribe or the account page's switch; each saved product's own switches count only while it is on.
     */
    wishlistAlerts: boolean('wishlist_alerts').notNull().default(true),
    /** The language of the buyer's mails (issue 50): the page they registered on, changeable in the account. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in ('customer', 'admin')`),
    check('users_language_ck', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes; the cookie holds the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time password-reset codes: 6 digits for the form and a long link code, both stored hashed. */
/** What a mailed one-time code confirms. */
export const ONE_TIME_CODE_PURPOSES = ['reset', 'cod'] as const;

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the code confirms: a password reset, or the e-mail before a first cash-on-delivery order. */
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull().default('reset'),
    otpHash: text('otp_hash').notNull(),
    linkCodeHash: text('link_code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_codes_user_idx').on(t.userId, t.createdAt),
    check('password_reset_codes_purpose_ck', sql`${t.purpose} in ('reset', 'cod')`),
    uniqueIndex('password_reset_codes_link_uq').on(t.linkCodeHash),
  ],
);

/** Counters for rate limits that must hold across instances (login failures per account, code requests). */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_kind_key_idx').on(t.kind, t.key, t.createdAt)],
);

// ---------------------------------------------------------------- catalog

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    kind: text('kind', { enum: CATEGORY_KINDS }).notNull(),
    /** Its products are packed as fragile: an order with one pays the fragile packaging fee. */
    fragile: boolean('fragile').notNull().default(false),
    /** Its name in other languages: `{ hi: { name } }`, `{}` for none (decision 034). */
    translations: jsonb('translations').$type<NameTranslations>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_kind_name_uq').on(t.kind, sql`lower(${t.name})`),
    check('categories_kind_ck', sql`${t.kind} in ('category', 'brand')`),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its name in other languages: `{ hi: { name } }`, `{}` for none (decision 034). */
    translations: jsonb('translations').$type<NameTranslations>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subcategories_category_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull().default(''),
    brand: text('brand').notNull().default(''),
    hsn: text('hsn').notNull().default(''),
    /** Base price before tax, derived from salePrice and the rates (SPEC §5). */
    pricePaise: integer('price_paise').notNull(),
    /** Final price including GST: what the customer pays for one unit. */
    salePricePaise: integer('sale_price_paise').notNull(),
    cgstPercent: pct('cgst_percent').notNull().default(0),
    sgstPercent: pct('sgst_percent').notNull().default(0),
    totalStock: integer('total_stock').notNull().default(0),
    averageReview: numeric('average_review', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    minEstimatePricePaise: integer('min_estimate_price_paise').notNull().default(0),
    maxEstimatePricePaise: integer('max_estimate_price_paise').notNull().default(0),
    estimatorPresets: jsonb('estimator_presets').$type<EstimatorPreset[]>().notNull().default([]),
    variants: jsonb('variants').$type<Variant[]>().notNull().default([]),
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    /** Packed as fragile (glass, sanitaryware): an order with it pays the fragile packaging fee. */
    fragile: boolean('fragile').notNull().default(false),
    /** Its title and description in other languages: `{ hi: { title, description } }`, `{}` for none (decision 034). */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** Lower-cased title, brand, category and subcategory: the trigram search target. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || brand || ' ' || category || ' ' || subcategory)`),
    /**
     * The Hindi names of its brand, category and subcategory, copied from those rows for the search vector (a
     * generated column cannot read another table): kept by triggers on products and on the taxonomy rows
     * (migration 0021, decision 034). '' for none.
     */
    searchTaxonomyHi: text('search_taxonomy_hi').notNull().default(''),
    /**
     * The full-text vector the shop's search reads, over the normalised text (search_normalise, the SQL form of
     * common/search-text.ts: 9 W → 9w, 1.5 sq mm → 1p5mm2): title and Hindi title weighted A,
     * brand/category/subcategory and their Hindi names B, description and Hindi description C (migrations 0017,
     * 0019, 0021).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', search_normalise(coalesce(title, '') || ' ' || coalesce(translations #>> '{hi,title}', ''))), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, '') || ' ' || coalesce(search_taxonomy_hi, ''))), 'B') || setweight(to_tsvector('simple', search_normalise(coalesce(description, '') || ' ' || coalesce(translations #>> '{hi,description}', ''))), 'C')`,
      ),
    /** The normalised title: the search ranks a title that starts with the keyword first. */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`search_normalise(title)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_total_stock_ck', sql`${t.totalStock} >= 0`),
    check('products_price_ck', sql`${t.pricePaise} >= 0 and ${t.salePricePaise} >= 0`),
    check('products_cgst_ck', sql`${t.cgstPercent} between 0 and 100`),
    check('products_sgst_ck', sql`${t.sgstPercent} between 0 and 100`),
    check('products_estimate_ck', sql`${t.minEstimatePricePaise} >= 0 and ${t.maxEstimatePricePaise} >= 0`),
    check('products_average_review_ck', sql`${t.averageReview} between 0 and 5`),
    // Filters (names matched case-insensitively) combined with the default sort.
    index('products_category_price_idx').on(sql`lower(${t.category})`, t.salePricePaise, t.id),
    index('products_brand_price_idx').on(sql`lower(${t.brand})`, t.salePricePaise, t.id),
    index('products_subcategory_price_idx').on(sql`lower(${t.subcategory})`, t.salePricePaise, t.id),
    // Every sort of SPEC: price both ways, title both ways.
    index('products_price_idx').on(t.salePricePaise, t.id),
    index('products_title_idx').on(sql`lower(${t.title})`, t.id),
    index('products_created_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_fts_idx').using('gin', t.searchVector),
  ],
);

/**
 * The catalog's words of three or more characters and no digit, kept by triggers as products are written
 * (migration 0017): what a misspelt search word is corrected to (trigram index), and where a typed word is
 * looked for first (prefix, pattern index).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
]);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    reviewMessage: text('review_message').notNull(),
    reviewValue: integer('review_value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_value_ck', sql`${t.reviewValue} between 1 and 5`),
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
  ],
);

export const featureImages = pgTable('feature_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  /** The banner's words, shown over the image and its alt text ('' for an image without them). */
  title: text('title').notNull().default(''),
  subtitle: text('subtitle').notNull().default(''),
  /** Where the banner leads: a path of the shop (/shop/listing?category=Paints) or an http(s) address; null for none. */
  link: text('link'),
  createdAt: createdAt(),
});

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull(),
    secureUrl: text('secure_url').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    /** Resized WebP copies by width, e.g. { "320": "https://…-320.webp" }. */
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gallery_images_public_id_uq').on(t.publicId),
    index('gallery_images_created_idx').on(t.createdAt),
  ],
);

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name').notNull().default(''),
    companyAddress: text('company_address').notNull().default(''),
    gstNumber: text('gst_number').notNull().default(''),
    cgstPercent: pct('cgst_percent').notNull().default(9),
    sgstPercent: pct('sgst_percent').notNull().default(9),
    invoiceNote: text('invoice_note').notNull().default(''),
    currency: text('currency').notNull().default('INR'),
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    email: text('email').notNull().default(''),
    estimatorConfig: jsonb('estimator_config').$type<EstimatorConfig>().notNull().default({
      showSize: true,
      showCapacity: true,
      showHSN: false,
      allowVariantSelect: true,
      priceSource: 'base',
    }),
    /** The delivery and cash-on-delivery rules in paise (common/delivery.ts); SPEC §9's figures by default. */
    deliveryPolicy: jsonb('delivery_policy')
      .$type<DeliveryPolicy>()
      .notNull()
      .default(DEFAULT_DELIVERY_POLICY),
    /** The cancellation and return policy (common/returns.ts); SPEC §9's figures by default. */
    returnsPolicy: jsonb('returns_policy').$type<ReturnsPolicy>().notNull().default(DEFAULT_RETURNS_POLICY),
    /** Which order mails are sent: to the customer at each status the owner sets, and to the owner on a new order. */
    orderMails: jsonb('order_mails').$type<OrderMails>().notNull().default(DEFAULT_ORDER_MAILS),
    /** The owner's daily low-stock digest: on or off, the hour (IST) and the stock it calls low. */
    lowStockDigest: jsonb('low_stock_digest')
      .$type<LowStockDigest>()
      .notNull()
      .default(DEFAULT_LOW_STOCK_DIGEST),
    /** The owner's search synonyms, one group a line (common/search-synonyms.ts); null: the shop's defaults. */
    searchSynonyms: text('search_synonyms'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_singleton_ck', sql`${t.id} = 1`),
    check('site_settings_cgst_ck', sql`${t.cgstPercent} between 0 and 100`),
    check('site_settings_sgst_ck', sql`${t.sgstPercent} between 0 and 100`),
  ],
);

// ---------------------------------------------------------------- customer data

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_uq').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_items_quantity_ck', sql`${t.quantity} >= 1`),
    uniqueIndex('cart_items_cart_product_uq').on(t.cartId, t.productId),
    index('cart_items_product_idx').on(t.productId),
  ],
);

/**
 * A buyer's saved products (at most WISHLIST_LIMIT each), with the price when saved and the buyer's two alert
 * switches. A deleted product or user takes its rows with it. `back_in_stock_due_at` is set by the database
 * (trigger products_back_in_stock, migration 0016) when the product's stock goes from 0 to more, for the rows
 * that asked; the alert sweeper (modules/wishlist/wishlist-alerts.ts) takes it and mails once.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's price (with GST) when the buyer saved it. */
    priceWhenSavedPaise: integer('price_when_saved_paise').notNull(),
    notifyBackInStock: boolean('notify_back_in_stock').notNull().default(false),
    notifyPriceDrop: boolean('notify_price_drop').notNull().default(false),
    /** The price the last price-drop mail told the buyer of; the next drop is measured from it. */
    lastToldPricePaise: integer('last_told_price_paise'),
    /** When the last price-drop mail for this product went to this buyer (at most one in 7 days). */
    priceDropMailedAt: timestamp('price_drop_mailed_at', { withTimezone: true }),
    /** The product came back in stock at this time and the buyer asked to be told: a mail is due. */
    backInStockDueAt: timestamp('back_in_stock_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_uq').on(t.userId, t.productId),
    index('wishlist_items_product_idx').on(t.productId),
    index('wishlist_items_due_idx')
      .on(t.backInStockDueAt)
      .where(sql`${t.backInStockDueAt} is not null`),
    index('wishlist_items_price_watch_idx')
      .on(t.productId)
      .where(sql`${t.notifyPriceDrop}`),
  ],
);

/**
 * Secrets the app makes for itself on first use and shares across instances through the database (the
 * wishlist mails' unsubscribe signing key when APP_SECRET is not set).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull(),
    /** GST state code of the state or union territory (common/gst/states.ts); null only for an old row whose pincode is unknown. */
    stateCode: text('state_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    check('addresses_state_code_ck', sql`${t.stateCode} is null or ${t.stateCode} in (${stateCodeList})`),
  ],
);

// ---------------------------------------------------------------- orders and payments

// The statuses, tax types and kinds come from common/contracts, where the API's answers take them too.
export const CREDIT_NOTE_REASONS = ['rejected', 'refunded', 'cancelled', 'returned'] as const;

/**
 * The numbers of readable order numbers (HEP-10001, HEP-10002…): a sequence, so two checkouts at once, on any
 * instance, never take the same one. Numbers a failed insert took are skipped, as any sequence does.
 */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The number a person reads out on the phone (common/order-number.ts): the fixed prefix and the next of
     * order_number_seq, given by the database at insert. Orders placed before it were numbered by migration 0011
     * in the order they were placed.
     */
    orderNumber: text('order_number')
      .notNull()
      .default(sql`'HEP-' || nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cartId: uuid('cart_id'),
    addressInfo: jsonb('address_info').$type<AddressSnapshot>().notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    /**
     * The charges, tax included, frozen at checkout; each is part of the goods' value and taxed with
     * them (the items' charge shares hold the tax). Older orders have none.
     */
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('standard'),
    deliveryZone: text('delivery_zone', { enum: DELIVERY_ZONES }),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    fragileFeePaise: integer('fragile_fee_paise').notNull().default(0),
    /** The expected delivery dates told to the buyer when the order was placed (India's calendar). */
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryTo: date('delivery_to', { mode: 'string' }),
    /**
     * The discount code the order used (decision 029), as typed in upper case, and the code's row (null once the
     * code is gone: an order never used it then). `discountPaise`: what it took off the goods, tax included, the
     * sum of the items' shares; `deliveryDiscountPaise`: the delivery charge a free-delivery code waived (not in
     * deliveryFeePaise, which is what was charged).
     */
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryDiscountPaise: integer('delivery_discount_paise').notNull().default(0),
    /**
     * The gift card that paid part or all of the order (decision 033) and how much it paid, in paise. Money, not a
     * discount: the taxable value and totalAmountPaise are unchanged; what PhonePe or the cash on delivery takes is
     * totalAmountPaise - giftCardPaise. giftCardReturnedPaise: how much of it has gone back to the card since
     * (failed payment, expiry, cancellation, a refund's card part), never more than giftCardPaise.
     */
    giftCardId: uuid('gift_card_id').references((): AnyPgColumn => giftCards.id, { onDelete: 'restrict' }),
    giftCardPaise: integer('gift_card_paise').notNull().default(0),
    giftCardReturnedPaise: integer('gift_card_returned_paise').notNull().default(0),
    /** Place of supply, frozen at checkout: the delivery address's GST state code and the state's name. */
    placeOfSupplyCode: text('place_of_supply_code'),
    placeOfSupplyState: text('place_of_supply_state'),
    /** CGST + SGST ('intra') or IGST ('inter'), frozen at checkout from the shop's and the address's states. */
    taxType: text('tax_type', { enum: TAX_TYPES }).notNull().default('intra'),
    /** The shop's GSTIN when the order was placed ('' when it had none): the supplier on its invoice. */
    sellerGstin: text('seller_gstin').notNull().default(''),
    /** The buyer's GSTIN, given at checkout: its invoice is then B2B. */
    buyerGstin: text('buyer_gstin'),
    /** When the payment was given back in full (recorded by the admin, or the last refund completed). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the buyer cancelled the order from the account; it is then rejected. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Provider-facing order id (PhonePe merchantOrderId). */
    merchantOrderId: text('merchant_order_id').notNull(),
    paymentId: text('payment_id'),
    payerId: text('payer_id'),
    /** True while this order holds stock it has not paid for or released. */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }).notNull(),
    invoiceNumber: text('invoice_number'),
    /**
     * When the invoice was issued: on payment for an online order, on dispatch for a cash-on-delivery one (CGST
     * Act s.31(1)(a)). Its financial year numbers the invoice and its month puts it in GSTR-1.
     */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** When the payment was taken, or the cash collected at the door. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the order was marked delivered: the return window counts from it (common/returns.ts). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The dispatch: courier, tracking number (AWB), an optional https tracking page, and when it shipped. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    orderUpdateDate: timestamp('order_update_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin's order search looks in, lower-cased: the order number, the buyer's name and e-mail as given
     * at checkout, the delivery phone's digits alone (so "98765 43210" and "+91 9876543210" are found by
     * "9876543210"), and the order's id (an id copied from a log or a payment page). Trigram-indexed, like the
     * products' search text, so a part of any of them is found without reading every order.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(order_number || ' ' || contact_name || ' ' || contact_email) || ' ' || regexp_replace(coalesce(address_info ->> 'phone', ''), '[^0-9]', '', 'g') || ' ' || id::text`,
      ),
  },
  (t) => [
    check(
      'orders_status_ck',
      sql`${t.orderStatus} in ('pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected')`,
    ),
    check('orders_payment_status_ck', sql`${t.paymentStatus} in ('pending', 'paid', 'failed')`),
    check(
      'orders_amounts_ck',
      sql`${t.totalAmountPaise} > 0 and ${t.subtotalPaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0`,
    ),
    check('orders_igst_ck', sql`${t.igstPaise} >= 0`),
    check('orders_discount_ck', sql`${t.discountPaise} >= 0 and ${t.deliveryDiscountPaise} >= 0`),
    check(
      'orders_gift_card_ck',
      sql`${t.giftCardPaise} >= 0 and ${t.giftCardPaise} <= ${t.totalAmountPaise} and ${t.giftCardReturnedPaise} >= 0 and ${t.giftCardReturnedPaise} <= ${t.giftCardPaise}`,
    ),
    check(
      'orders_charges_ck',
      sql`${t.deliveryFeePaise} >= 0 and ${t.codFeePaise} >= 0 and ${t.fragileFeePaise} >= 0`,
    ),
    // One tax or the other: an intra-state order has no IGST, an inter-state one no CGST or SGST.
    check(
      'orders_tax_type_ck',
      sql`(${t.taxType} = 'intra' and ${t.igstPaise} = 0) or (${t.taxType} = 'inter' and ${t.cgstPaise} = 0 and ${t.sgstPaise} = 0)`,
    ),
    check(
      'orders_place_of_supply_ck',
      sql`${t.placeOfSupplyCode} is null or ${t.placeOfSupplyCode} in (${stateCodeList})`,
    ),
    uniqueIndex('orders_merchant_order_id_uq').on(t.merchantOrderId),
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('orders_invoice_number_uq').on(t.invoiceNumber),
    index('orders_user_date_idx').on(t.userId, t.orderDate),
    index('orders_date_idx').on(t.orderDate),
    // A month's invoices (GSTR-1 export).
    index('orders_invoiced_at_idx')
      .on(t.invoicedAt)
      .where(sql`${t.invoiceNumber} is not null`),
    // Revenue by day (the dashboard).
    index('orders_paid_at_idx').on(t.paidAt),
    // Unpaid online orders whose hold runs out (the sweeper); a cash order holds its stock until delivered.
    index('orders_reservation_idx')
      .on(t.reservationExpiresAt)
      .where(sql`${t.stockReserved} and ${t.paymentStatus} = 'pending' and ${t.paymentMethod} <> 'cod'`),
    // Cash still to collect (the dashboard) and an account's open cash orders (checkout).
    index('orders_cod_open_idx')
      .on(t.userId)
      .where(
        sql`${t.paymentMethod} = 'cod' and ${t.paymentStatus} = 'pending' and ${t.orderStatus} <> 'rejected'`,
      ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted product leaves past orders intact. */
    productId: uuid('product_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    hsn: text('hsn').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Base unit price before tax. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** Unit price including GST. */
    salePricePaise: integer('sale_price_paise').notNull(),
    cgstPercent: pct('cgst_percent').notNull(),
    sgstPercent: pct('sgst_percent').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    /** IGST rate (CGST + SGST) and amount; 0 on an intra-state order. */
    igstPercent: pct('igst_percent').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /**
     * This line's share of the order's charges (delivery, packing, COD fee), tax included, and its split at the
     * line's rates (decision 020). Not in lineTotal: the invoice shows the charges on their own rows.
     */
    chargePaise: integer('charge_paise').notNull().default(0),
    chargeTaxablePaise: integer('charge_taxable_paise').notNull().default(0),
    chargeCgstPaise: integer('charge_cgst_paise').notNull().default(0),
    chargeSgstPaise: integer('charge_sgst_paise').notNull().default(0),
    chargeIgstPaise: integer('charge_igst_paise').notNull().default(0),
    /**
     * This line's share of the order's discount, tax included (decision 029): taxable value, tax and lineTotal
     * above are the line's value after it (CGST Act s.15(3)(a)), so a return or refund gives back exactly that.
     */
    discountPaise: integer('discount_paise').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_ck', sql`${t.quantity} >= 1`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/**
 * Discount codes (issue 46, decision 029). `code` is kept upper-cased and is unique; `value` is the percent of a
 * percent code, the paise off of an amount code, 0 for a free-delivery one. `used` counts the uses taken and not
 * given back: an order takes one in its own transaction by a conditional update (used < usage_limit), with a
 * redemption row of its own (discount_redemptions); an order that ends unpaid gives it back.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.code),
    check('discount_codes_kind_ck', sql`${t.kind} in ('percent', 'amount', 'freeDelivery')`),
    check('discount_codes_code_ck', sql`${t.code} ~ '^[A-Z0-9]{4,20}$'`),
    check('discount_codes_value_ck', sql`${t.value} >= 0`),
    // The race's last guard: however the uses are taken, never more than the limit, never below 0.
    check(
      'discount_codes_used_ck',
      sql`${t.used} >= 0 and (${t.usageLimit} is null or ${t.used} <= ${t.usageLimit})`,
    ),
  ],
);

/**
 * One use of a code by one order: unique per order, so an order takes at most one use. `releasedAt` is set when
 * the order ended unpaid and gave the use back (the code's `used` went down with it); `amountPaise` is what the
 * code took off (goods or delivery). The order's id becomes null if the order is deleted; the row stays.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_uq').on(t.orderId),
    // A buyer's uses of a code (the per-customer limit).
    index('discount_redemptions_code_user_idx').on(t.discountId, t.userId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    merchantOrderId: text('merchant_order_id').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    redirectUrl: text('redirect_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_merchant_order_id_uq').on(t.merchantOrderId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every webhook or status answer received, deduplicated by the provider's event identity. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    merchantOrderId: text('merchant_order_id').notNull(),
    eventType: text('event_type').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_dedupe_uq').on(t.provider, t.dedupeKey),
    index('payment_events_order_idx').on(t.merchantOrderId),
  ],
);

export const invoiceSequences = pgTable('invoice_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A credit note against the tax invoice of an order (CGST Act s. 34, CGST Rules 53(1A)): the whole invoice when a
 * paid order is rejected, or exactly what one refund gave back (a cancel, a return less its restocking
 * fee, a partial refund). Numbered in its own series per financial year (CN/2026-27/000001); its lines are in
 * credit_note_lines, and its figures are their sums.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    reason: text('reason', { enum: CREDIT_NOTE_REASONS }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    index('credit_notes_order_idx').on(t.orderId),
    uniqueIndex('credit_notes_number_uq').on(t.number),
    index('credit_notes_issued_idx').on(t.issuedAt),
    check('credit_notes_reason_ck', sql`${t.reason} in ('rejected', 'refunded', 'cancelled', 'returned')`),
    check(
      'credit_notes_amounts_ck',
      sql`${t.totalPaise} > 0 and ${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
  ],
);

/**
 * What a credit note credits of one order line: its goods (quantity and amounts) and its share of the charges,
 * in the order line's own columns, so that the documents and GSTR-1 read a note's lines as they read an
 * invoice's. The rates are the line's.
 */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Units given back (0 for a line credited only in value, e.g. a partial refund or a restocking fee kept). */
    quantity: integer('quantity').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    chargePaise: integer('charge_paise').notNull().default(0),
    chargeTaxablePaise: integer('charge_taxable_paise').notNull().default(0),
    chargeCgstPaise: integer('charge_cgst_paise').notNull().default(0),
    chargeSgstPaise: integer('charge_sgst_paise').notNull().default(0),
    chargeIgstPaise: integer('charge_igst_paise').notNull().default(0),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId),
    index('credit_note_lines_item_idx').on(t.orderItemId),
    check('credit_note_lines_quantity_ck', sql`${t.quantity} >= 0`),
    check(
      'credit_note_lines_amounts_ck',
      sql`${t.lineTotalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} and ${t.chargePaise} = ${t.chargeTaxablePaise} + ${t.chargeCgstPaise} + ${t.chargeSgstPaise} + ${t.chargeIgstPaise} and ${t.lineTotalPaise} >= 0 and ${t.chargePaise} >= 0`,
    ),
  ],
);

/**
 * Money given back. Stored before the provider is asked, under a merchantRefundId that is never reused,
 * so that asking again (a timeout, the sweeper) never refunds twice. requested: stored, the provider has not
 * confirmed it got the request; pending: the provider has it; completed (with the UTR) or failed (with the
 * reason) are final. A refund by UPI or bank transfer (a cash-on-delivery order), and one given back outside the
 * shop (method outside, what Mark refunded records), are recorded completed at once.
 * At most one refund of an order is open at a time. `parts` says which lines it credits; the credit note is
 * issued from them when it completes.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantRefundId: text('merchant_refund_id').notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    reason: text('reason', { enum: CREDIT_NOTE_REASONS }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    parts: jsonb('parts').$type<RefundPart[]>().notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    /** The bank's reference (UPI/IMPS UTR), or the reference the owner typed for a transfer. */
    utr: text('utr'),
    failureReason: text('failure_reason'),
    returnId: uuid('return_id'),
    /**
     * The part of amountPaise given to a gift card (decision 033): the card's share of a card-paid order, given back
     * first, or all of it for method storeCredit; credited at once, the rest goes by method. The card it went to.
     */
    giftCardPaise: integer('gift_card_paise').notNull().default(0),
    giftCardId: uuid('gift_card_id').references((): AnyPgColumn => giftCards.id, { onDelete: 'restrict' }),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'set null' }),
    /** A failed refund that was tried again (its retry is a new refund): no longer counted as failed. */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
    /** When the provider was last asked (sweeper pacing). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_merchant_refund_id_uq').on(t.merchantRefundId),
    index('refunds_order_idx').on(t.orderId),
    // Only one refund of an order in flight: a second concurrent request fails on this index.
    uniqueIndex('refunds_one_open_uq')
      .on(t.orderId)
      .where(sql`${t.state} in ('requested', 'pending')`),
    check('refunds_amount_ck', sql`${t.amountPaise} > 0`),
    check('refunds_state_ck', sql`${t.state} in ('requested', 'pending', 'completed', 'failed')`),
    check('refunds_method_ck', sql`${t.method} in ('provider', 'upi', 'bank', 'outside', 'storeCredit')`),
    check('refunds_gift_card_ck', sql`${t.giftCardPaise} >= 0 and ${t.giftCardPaise} <= ${t.amountPaise}`),
  ],
);

/** A buyer's request to send goods back, from requested to approved, received and refunded, or rejected. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** The owner's note to the buyer (approving, rejecting). */
    ownerNote: text('owner_note').notNull().default(''),
    /** URLs of the buyer's photos (resized WebP, at most 3). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** A cash order's return: the UPI id or bank account (number and IFSC) its refund is sent to; null online. */
    payout: jsonb('payout').$type<ReturnPayoutValue>(),
    /** The buyer asked for the refund as store credit (a gift card in their name) instead of the way they paid. */
    storeCredit: boolean('store_credit').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_returns_status_idx').on(t.status, t.createdAt),
    index('order_returns_order_idx').on(t.orderId),
    check(
      'order_returns_status_ck',
      sql`${t.status} in ('requested', 'approved', 'received', 'refunded', 'rejected')`,
    ),
    check('order_returns_reason_ck', sql`${t.reason} in ('damaged', 'wrongItem', 'notNeeded', 'other')`),
  ],
);

/** One line of a return: what the buyer sends back, and on receipt its condition, fee and refund. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    condition: text('condition'),
    restock: boolean('restock'),
    feePercent: integer('fee_percent'),
    refundPaise: integer('refund_paise'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

export const creditNoteSequences = pgTable('credit_note_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

// ---------------------------------------------------------------- mail

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['logged', 'sent', 'failed'] }).notNull(),
    /**
     * 'alert' for mails a buyer asked for but that no order waits on (wishlist alerts): the retry sweeper
     * takes every due 'transactional' mail before them, so a flood of alerts never delays an order's mail.
     */
    kind: text('kind', { enum: ['transactional', 'alert'] })
      .notNull()
      .default('transactional'),
    /** Extra headers kept for the retries (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    error: text('error'),
    /** Delivery attempts made (server/mail/retry.ts); 0 for the dev outbox, which sends nothing. */
    attempts: integer('attempts').notNull().default(0),
    /** A failed mail's next try; null once sent, logged, or failed for good. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    // The retry sweeper's scan: only the few failed mails still to be tried.
    index('mail_outbox_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'failed' and ${t.nextAttemptAt} is not null`),
  ],
);

/**
 * Mails sent at most once a day across every instance (the owner's low-stock digest): the instance that
 * inserts the row for (kind, day) sends; the others find it and do not.
 */
export const dailyMails = pgTable(
  'daily_mails',
  {
    kind: text('kind', { enum: ['lowStockDigest'] }).notNull(),
    /** The calendar day in India (IST). */
    day: date('day').notNull(),
    /** The mail_outbox row of what was sent; null when nothing was (the mail could not be built). */
    outboxId: uuid('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: one type for the app.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * Uploaded files kept in the database (STORAGE=database, the default on PostgreSQL), so that every instance
 * serves every image at /uploads/<key>. Keys are never reused, so a row is written once and never changed.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * Gift cards and store credit (issue 47, decision 033): money the shop holds for a buyer, spent only in this shop
 * (a closed-system instrument). The code is kept only as its SHA-256 (codeHash; it is shown once to the owner and
 * mailed to the recipient); last4 is what lists show. The balance never goes below zero: every debit is one
 * conditional update (balance >= amount) in the order's transaction, and every change is a ledger entry.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    last4: text('last4').notNull(),
    source: text('source', { enum: GIFT_CARD_SOURCES }).notNull(),
    /** What it was issued for (paise); store credit added to a card later is in the ledger, not here. */
    initialPaise: integer('initial_paise').notNull(),
    balancePaise: integer('balance_paise').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    recipientName: text('recipient_name').notNull().default(''),
    /** Lower-cased: the buyer whose account has this e-mail sees the card on the account page. */
    recipientEmail: text('recipient_email'),
    message: text('message').notNull().default(''),
    /** Store credit's buyer (a refund), or the account that first spent or looked up the card. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_uq').on(t.codeHash),
    index('gift_cards_recipient_email_idx').on(t.recipientEmail),
    index('gift_cards_user_idx').on(t.userId),
    index('gift_cards_created_idx').on(t.createdAt),
    check('gift_cards_balance_ck', sql`${t.balancePaise} >= 0`),
    check('gift_cards_initial_ck', sql`${t.initialPaise} > 0`),
    check('gift_cards_source_ck', sql`${t.source} in ('issued', 'storeCredit')`),
    check('gift_cards_last4_ck', sql`length(${t.last4}) = 4`),
  ],
);

/** Every change of a card's balance, signed (credit > 0, debit < 0), with the balance after it. */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GIFT_CARD_ENTRY_KINDS }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    balanceAfterPaise: integer('balance_after_paise').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's number as it was (kept when the order row is gone), for the ledger's words. */
    orderNumber: text('order_number'),
    refundId: uuid('refund_id'),
    /** The owner's note (adjusted), or why (expired). */
    note: text('note').notNull().default(''),
    /** The admin who issued or adjusted; null for the shop's own entries. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_entries_card_idx').on(t.cardId, t.createdAt),
    index('gift_card_entries_order_idx').on(t.orderId),
    check(
      'gift_card_entries_kind_ck',
      sql`${t.kind} in ('issued', 'spent', 'givenBack', 'refundCredit', 'expired', 'adjusted')`,
    ),
    check('gift_card_entries_amount_ck', sql`${t.amountPaise} <> 0 and ${t.balanceAfterPaise} >= 0`),
  ],
);
