import type { AdminCategory } from '../../../common/contracts/admin';
import { mergeTranslations, type NameTranslations } from '../../../common/translations';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors';
import {
  countProductsUsing,
  deleteCategory,
  deleteSubcategory,
  findCategory,
  findCategoryByName,
  lockCategory,
  lockSubcategory,
  findSubcategoryByName,
  insertCategory,
  updateCategory,
  updateSubcategory,
  insertSubcategory,
  listCategories,
  listSubcategoriesOf,
  type CategoryRow,
  type SubcategoryRow,
} from './categories.repository';

type Kind = 'category' | 'brand';
const label = (kind: Kind) => (kind === 'brand' ? 'Brand' : 'Category');

export function categoryToApi(row: CategoryRow, subs: SubcategoryRow[]): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    kind: row.kind,
    subcategories: subs.map((s) => ({ _id: s.id, name: s.name, translations: s.translations })),
    fragile: row.fragile,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A category or brand; names are unique per kind, case-insensitively (the unique index settles races). */
export async function addCategory(
  db: Db,
  input: { name: string; image?: string; kind: Kind; fragile?: boolean; translations?: NameTranslations },
): Promise<AdminCategory> {
  if (await findCategoryByName(db, input.kind, input.name)) {
    throw new ConflictError(`${label(input.kind)} "${input.name}" already exists`);
  }
  try {
    const fragile = input.kind === 'category' && input.fragile === true;
    return categoryToApi(
      await insertCategory(db, {
        name: input.name,
        image: input.image ?? '',
        kind: input.kind,
        fragile,
        translations: mergeTranslations({}, input.translations),
      }),
      [],
    );
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ConflictError(`${label(input.kind)} "${input.name}" already exists`);
    throw err;
  }
}

/**
 * The canonical names of a product's category, its subcategory (which must belong to that category) and
 * brand, matched case-insensitively; 400 when one is unknown. Run in the transaction that saves the
 * product: the rows stay share-locked, so deleting one of them waits until the product is saved (and then
 * sees it in use).
 */
export async function productTaxonomy(
  tx: DbOrTx,
  names: { category: string; subcategory: string; brand?: string },
): Promise<{ category: string; subcategory: string; brand: string }> {
  const category = await findCategoryByName(tx, 'category', names.category, true);
  if (!category) throw new ValidationError(`Unknown category "${names.category}"`);
  const subcategory = await findSubcategoryByName(tx, category.id, names.subcategory, true);
  if (!subcategory) {
    throw new ValidationError(
      `Subcategory "${names.subcategory}" does not belong to category "${category.name}"`,
    );
  }
  let brand = '';
  if (names.brand) {
    const found = await findCategoryByName(tx, 'brand', names.brand, true);
    if (!found) throw new ValidationError(`Unknown brand "${names.brand}"`);
    brand = found.name;
  }
  return { category: category.name, subcategory: subcategory.name, brand };
}

/**
 * Categories and brands with their subcategories, optionally of one kind or only those named
 * (case-insensitively): the admin list, and through the catalog the storefront's filters.
 */
export async function listAll(
  db: DbOrTx,
  opts: { kind?: Kind; names?: string[] } = {},
): Promise<AdminCategory[]> {
  const rows = await listCategories(db, opts);
  const subs = await listSubcategoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    categoryToApi(
      r,
      subs.filter((s) => s.categoryId === r.id),
    ),
  );
}

/** Refused with 409 and the number of products while any product uses the category or brand. */
export async function removeCategory(db: Db, id: string): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    if (!row) throw new NotFoundError('Category or brand not found');
    const count = await countProductsUsing(tx, row.kind, row.name);
    if (count > 0) {
      throw new ConflictError(
        `${label(row.kind)} "${row.name}" is used by ${count} product${count === 1 ? '' : 's'}; change or delete them first`,
        { count },
      );
    }
    await deleteCategory(tx, id);
    return row;
  });
}

/**
 * Changes a category or brand after it is made: fragile marks a category's products as fragile or not
 * (brands have no packing of their own: 400); translations set or clear its Hindi name (a text sent replaces,
 * '' clears, absent keeps).
 */
export async function editCategory(
  db: Db,
  id: string,
  change: { fragile?: boolean; translations?: NameTranslations },
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const category = await lockCategory(tx, id);
    if (!category) throw new NotFoundError('Category not found');
    if (change.fragile !== undefined && category.kind !== 'category')
      throw new ValidationError('Only categories can be fragile, not brands');
    const row = await updateCategory(tx, id, {
      ...(change.fragile !== undefined ? { fragile: change.fragile } : {}),
      ...(change.translations
        ? { translations: mergeTranslations(category.translations, change.translations) }
        : {}),
    });
    return categoryToApi(row, await listSubcategoriesOf(tx, [id]));
  });
}

/** A subcategory: only categories have them, and names are unique within one, case-insensitively. */
export async function addSubcategory(
  db: Db,
  categoryId: string,
  name: string,
  translations?: NameTranslations,
): Promise<AdminCategory> {
  const category = await findCategory(db, categoryId);
  if (!category) throw new NotFoundError('Category not found');
  if (category.kind !== 'category') throw new ValidationError('Brands have no subcategories');
  if (await findSubcategoryByName(db, categoryId, name)) {
    throw new ConflictError(`Subcategory "${name}" already exists in "${category.name}"`);
  }
  try {
    await insertSubcategory(db, categoryId, name, mergeTranslations({}, translations));
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ConflictError(`Subcategory "${name}" already exists in "${category.name}"`);
    throw err;
  }
  return categoryToApi(category, await listSubcategoriesOf(db, [categoryId]));
}

/** Sets or clears a subcategory's Hindi name (a text sent replaces, '' clears, absent keeps). */
export async function editSubcategory(
  db: Db,
  categoryId: string,
  subId: string,
  translations: NameTranslations,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const category = await findCategory(tx, categoryId);
    if (!category) throw new NotFoundError('Category not found');
    const sub = await lockSubcategory(tx, categoryId, subId);
    if (!sub) throw new NotFoundError('Subcategory not found');
    await updateSubcategory(tx, subId, { translations: mergeTranslations(sub.translations, translations) });
    return categoryToApi(category, await listSubcategoriesOf(tx, [categoryId]));
  });
}

/** Refused with 409 while products use the subcategory, as products must name a subcategory of their category. */
export async function removeSubcategory(db: Db, categoryId: string, subId: string): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const category = await findCategory(tx, categoryId);
    if (!category) throw new NotFoundError('Category not found');
    const sub = await lockSubcategory(tx, categoryId, subId);
    if (!sub) throw new NotFoundError('Subcategory not found');
    const count = await countProductsUsing(tx, 'category', category.name, sub.name);
    if (count > 0) {
      throw new ConflictError(
        `Subcategory "${sub.name}" is used by ${count} product${count === 1 ? '' : 's'}; change or delete them first`,
        { count },
      );
    }
    await deleteSubcategory(tx, subId);
    return categoryToApi(category, await listSubcategoriesOf(tx, [categoryId]));
  });
}

/**
 * Creates the categories, brands and subcategories a catalog import names, inside the import's
 * transaction: a category is created with its subcategories, a subcategory of an existing category is added
 * to it. Names are checked by the caller (the rules of CategoryBody); a name created meanwhile by someone
 * else fails the unique index and the whole import with it.
 */
export async function createTaxonomy(
  tx: DbOrTx,
  missing: { categories: string[]; subcategories: { category: string; name: string }[]; brands: string[] },
): Promise<void> {
  const created = new Map<string, string>();
  for (const name of missing.categories) {
    const row = await insertCategory(tx, { name, image: '', kind: 'category' });
    created.set(name.toLowerCase(), row.id);
  }
  for (const name of missing.brands) await insertCategory(tx, { name, image: '', kind: 'brand' });
  for (const sub of missing.subcategories) {
    let categoryId = created.get(sub.category.toLowerCase());
    if (!categoryId) {
      const category = await findCategoryByName(tx, 'category', sub.category, true);
      if (!category) throw new ValidationError(`Unknown category "${sub.category}"`);
      categoryId = category.id;
    }
    await insertSubcategory(tx, categoryId, sub.name);
  }
}
