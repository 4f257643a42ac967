import type { ApiCategory, ApiProduct } from '../../../common/contracts/catalog';
import type { ApiCart } from '../../../common/contracts/cart';
import {
  DEFAULT_ESTIMATOR_CONFIG,
  type EstimatorConfig,
  type PublicSettings,
} from '../../../common/contracts/settings';
import type { ApiOrder } from '../../../common/contracts/orders';
import { settingsOf } from '../../../common/contracts/delivery';
import { DEFAULT_RETURNS_POLICY } from '../../../common/returns';
import { DEFAULT_DELIVERY_POLICY } from '../../../common/delivery';

let n = 0;

/** A product as the API answers it (₹118.00 incl. 9 + 9 % GST, 50 in stock unless told). */
export function makeProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  n += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Product ${n}`,
    description: 'A test product',
    image: 'https://cdn.example.com/p.webp',
    images: [],
    category: 'Fans',
    subcategory: 'Ceiling Fans',
    brand: 'Tejas',
    hsn: '8414',
    price: 100,
    salePrice: 118,
    cgstPercent: 9,
    sgstPercent: 9,
    totalStock: 50,
    averageReview: 0,
    reviewCount: 0,
    minEstimatePrice: 100,
    maxEstimatePrice: 140,
    estimatorPresets: [],
    variants: [],
    priceTiers: [],
    fragile: false,
    translations: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCategory(
  name: string,
  kind: 'category' | 'brand' = 'category',
  subcategories: string[] = [],
): ApiCategory {
  n += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    image: '',
    kind,
    subcategories: subcategories.map((s, i) => ({
      _id: `20000000-0000-4000-8000-${String(n * 100 + i).padStart(12, '0')}`,
      name: s,
      translations: {},
    })),
    fragile: false,
    translations: {},
  };
}

/** A page of products as the listing and search answer it. */
export const productPage = (data: ApiProduct[], page = 1, limit = 24, total = data.length) => ({
  success: true,
  data,
  pagination: { page, limit, total },
});

export function emptyCart(userId: string): ApiCart {
  return { _id: null, userId, items: [], totals: { subtotal: 0, cgst: 0, sgst: 0, grandTotal: 0 } };
}

/** The public settings as GET /api/common/settings/get answers them (every field; override what a test needs). */
export function makeSettings(
  overrides: Partial<Omit<PublicSettings, 'estimatorConfig'>> & {
    estimatorConfig?: Partial<EstimatorConfig>;
  } = {},
): PublicSettings {
  const { estimatorConfig, ...rest } = overrides;
  return {
    companyName: 'Sharma',
    companyAddress: 'Pune',
    gstNumber: '',
    phone: '',
    whatsapp: '',
    email: '',
    currency: 'INR',
    cgstPercent: 9,
    sgstPercent: 9,
    delivery: settingsOf(DEFAULT_DELIVERY_POLICY),
    returns: DEFAULT_RETURNS_POLICY,
    ...rest,
    estimatorConfig: { ...DEFAULT_ESTIMATOR_CONFIG, ...estimatorConfig },
  };
}

/** An order as the customer's order API answers it (one ₹118 line, unpaid unless told). */
export function makeOrder(overrides: Partial<ApiOrder> = {}): ApiOrder {
  return {
    _id: 'o1',
    orderNumber: 'HEP-10001',
    userId: 'u1',
    cartId: null,
    cartItems: [],
    addressInfo: {
      addressId: 'a1',
      address: '1, MG Road',
      city: 'Pune',
      pincode: '411001',
      phone: '9876543210',
      notes: '',
    },
    contactName: 'Asha',
    contactEmail: 'asha@example.com',
    orderStatus: 'pending',
    paymentMethod: 'simulator',
    paymentStatus: 'pending',
    subtotal: 100,
    cgstAmount: 9,
    sgstAmount: 9,
    totalAmount: 118,
    orderDate: '2026-11-01T10:00:00.000Z',
    orderUpdateDate: '2026-11-01T10:00:00.000Z',
    paymentId: null,
    payerId: null,
    invoiceNumber: null,
    ...overrides,
  };
}
