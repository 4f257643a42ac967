import { z } from 'zod';
import {
  ProductBody,
  cleanPreset,
  type ProductPatch,
  type AdminPageInfo,
} from '../../../common/contracts/admin';
import { mergeTranslations } from '../../../common/translations';
import { basePriceFromSale, fromPaise, resolveRates, toPaise } from '../../../common/money';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { productTaxonomy } from '../categories';
import { getSettings } from '../settings';
import {
  deleteProduct,
  lockProduct,
  insertProduct,
  listProducts,
  updateProduct,
  type NewProductRow,
  type ProductRow,
} from './admin-products.repository';

type ProductValues = z.output<typeof ProductBody>;

/** A stored product in the form's terms (rupees), the base a partial edit is merged onto. */
function rowToInput(row: ProductRow) {
  return {
    title: row.title,
    description: row.description,
    image: row.image,
    images: row.images,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brand,
    hsn: row.hsn,
    salePrice: fromPaise(row.salePricePaise),
    cgstPercent: Number(row.cgstPercent),
    sgstPercent: Number(row.sgstPercent),
    totalStock: row.totalStock,
    minEstimatePrice: fromPaise(row.minEstimatePricePaise),
    maxEstimatePrice: fromPaise(row.maxEstimatePricePaise),
    estimatorPresets: row.estimatorPresets,
    variants: row.variants,
    priceTiers: row.priceTiers,
    fragile: row.fragile,
    translations: row.translations,
  };
}

const describe = (e: z.ZodError) =>
  e.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');

/**
 * SPEC §5's product-form rules, applied by the server: a valid merged product, min ≤ max estimate, the
 * category, subcategory (of that category) and brand known (stored with their canonical names), and the
 * base price recomputed from salePrice and the rates; whatever price the client sent is ignored.
 */
async function toRow(db: DbOrTx, input: Record<string, unknown>): Promise<NewProductRow> {
  const parsed = ProductBody.safeParse(input);
  if (!parsed.success) throw new ValidationError(describe(parsed.error));
  const v: ProductValues = parsed.data;
  const minPaise = toPaise(v.minEstimatePrice ?? 0);
  const maxPaise = toPaise(v.maxEstimatePrice ?? 0);
  if (minPaise > maxPaise)
    throw new ValidationError('Min estimate price must not be more than max estimate price');

  const { category, subcategory, brand } = await productTaxonomy(db, v);

  // SPEC §9: a product sent without its own CGST/SGST takes the site settings' rates.
  const { cgstPercent: cgst, sgstPercent: sgst } = resolveRates(v, await getSettings(db));
  const salePricePaise = toPaise(v.salePrice);
  return {
    title: v.title,
    description: v.description,
    image: v.image,
    images: v.images ?? [],
    category,
    subcategory,
    brand,
    hsn: v.hsn ?? '',
    salePricePaise,
    pricePaise: basePriceFromSale(salePricePaise, cgst, sgst),
    cgstPercent: cgst,
    sgstPercent: sgst,
    totalStock: v.totalStock,
    minEstimatePricePaise: minPaise,
    maxEstimatePricePaise: maxPaise,
    estimatorPresets: v.estimatorPresets ?? [],
    variants: v.variants ?? [],
    priceTiers: v.priceTiers ?? [],
    fragile: v.fragile ?? false,
    translations: mergeTranslations({}, v.translations),
  };
}

const omitUndefined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
/** Fields the client may echo back but never sets. */
const IGNORED = ['price', 'averageReview', '_id', 'reviewCount', 'createdAt', 'updatedAt'];
const withoutIgnored = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !IGNORED.includes(k)));

/** Adds a product after the rules of SPEC §5. */
export async function addProduct(db: Db, input: Record<string, unknown>): Promise<ProductRow> {
  return db.transaction(async (tx) =>
    insertProduct(tx, await toRow(tx, withoutIgnored(omitUndefined(input)))),
  );
}

/** Edits a product: the fields sent are merged over the stored ones and the result must pass SPEC §5. */
export async function editProduct(db: Db, id: string, patch: ProductPatch): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const existing = await lockProduct(tx, id);
    if (!existing) throw new NotFoundError('Product not found');
    const merged = {
      ...rowToInput(existing),
      ...withoutIgnored(omitUndefined(patch)),
      // A Hindi text sent replaces the stored one, '' clears it, one not sent stays.
      translations: mergeTranslations(existing.translations, patch.translations),
    };
    const updated = await updateProduct(tx, id, await toRow(tx, merged));
    if (!updated) throw new NotFoundError('Product not found');
    return updated;
  });
}

/**
 * The calculator's save: like edit, but presets that break SPEC §5's preset rules are dropped, not refused,
 * and the stock is kept: the calculator sends back the product as it loaded it, and its totalStock may be
 * stale by the orders placed since (writing it back would put sold stock on sale again).
 */
export async function editFullProduct(
  db: Db,
  id: string,
  body: Record<string, unknown>,
): Promise<ProductRow> {
  const { estimatorPresets, totalStock: _loadedStock, ...rest } = body;
  const presets = Array.isArray(estimatorPresets)
    ? estimatorPresets.map(cleanPreset).filter((p): p is NonNullable<typeof p> => p !== null)
    : undefined;
  return editProduct(db, id, { ...rest, ...(presets ? { estimatorPresets: presets } : {}) } as ProductPatch);
}

/** Deletes a product; cart lines and reviews go with it (FK cascade), orders keep their snapshots. */
export async function removeProduct(db: Db, id: string): Promise<void> {
  if (!(await deleteProduct(db, id))) throw new NotFoundError('Product not found');
}

/** The admin grid, newest first, optionally searched by title and filtered by category. */
export async function listAdminProducts(
  db: Db,
  q: { page: number; limit: number; search?: string; category?: string },
): Promise<{ rows: ProductRow[]; pagination: AdminPageInfo }> {
  const search = q.search?.trim() || undefined;
  const category = q.category?.trim() || undefined;
  const { rows, total } = await listProducts(db, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
    search,
    category,
  });
  return {
    rows,
    pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
  };
}
