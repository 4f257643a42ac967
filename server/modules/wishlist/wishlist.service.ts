import {
  WISHLIST_FULL,
  WISHLIST_LIMIT,
  WISHLIST_NOT_SAVED,
  WISHLIST_SAVED,
  WISHLIST_UPDATED,
  type ApiWishlist,
} from '../../../common/contracts/wishlist';
import { fromPaise } from '../../../common/money';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import * as repo from './wishlist.repository';

/** The buyer's wishlist as the API shows it: each product's values now, and the price when it was saved. */
export async function getWishlist(db: DbOrTx, userId: string): Promise<ApiWishlist> {
  const [rows, alerts] = await Promise.all([repo.listItems(db, userId), repo.alertsOn(db, userId)]);
  return {
    userId,
    items: rows.map((r) => ({
      productId: r.productId,
      title: r.title,
      // Only the Hindi title, and only when there is one: the list stays as small as before for most products.
      ...(r.translations.hi?.title ? { translations: { hi: { title: r.translations.hi.title } } } : {}),
      image: r.image,
      salePrice: fromPaise(r.salePricePaise),
      totalStock: r.totalStock,
      priceWhenSaved: fromPaise(r.priceWhenSavedPaise),
      notifyBackInStock: r.notifyBackInStock,
      notifyPriceDrop: r.notifyPriceDrop,
      savedAt: r.createdAt.toISOString(),
    })),
    alerts,
    limit: WISHLIST_LIMIT,
  };
}

/**
 * Saves a product at its price now, or, when the list holds it already, changes only the switches given (never
 * a second row). A new product past WISHLIST_LIMIT is a 409 with WISHLIST_FULL. The user row is locked for the
 * count and the insert, so two adds at 99 cannot both pass.
 */
export async function addToWishlist(
  db: Db,
  userId: string,
  productId: string,
  switches: { notifyBackInStock?: boolean; notifyPriceDrop?: boolean },
): Promise<{ message: string; data: ApiWishlist }> {
  const message = await db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw new NotFoundError('Account not found');
    const price = await repo.productPrice(tx, productId);
    if (price === null) throw new NotFoundError('Product not found');
    const existing = await repo.findItem(tx, userId, productId);
    if (existing) {
      await repo.updateSwitches(tx, existing.id, switches);
      return WISHLIST_UPDATED;
    }
    if ((await repo.countItems(tx, userId)) >= WISHLIST_LIMIT) {
      throw new ConflictError(WISHLIST_FULL, { limit: WISHLIST_LIMIT });
    }
    await repo.insertItem(tx, {
      userId,
      productId,
      priceWhenSavedPaise: price,
      notifyBackInStock: switches.notifyBackInStock ?? false,
      notifyPriceDrop: switches.notifyPriceDrop ?? false,
    });
    return WISHLIST_SAVED;
  });
  return { message, data: await getWishlist(db, userId) };
}

/** Removes a product from the buyer's list; 404 when the list does not hold it. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<ApiWishlist> {
  if (!(await repo.deleteItem(db, userId, productId))) throw new NotFoundError(WISHLIST_NOT_SAVED);
  return getWishlist(db, userId);
}

/** The buyer's wishlist mails as a whole, on or off (the account page, the one-click unsubscribe). */
export async function setWishlistAlerts(db: Db, userId: string, on: boolean): Promise<ApiWishlist> {
  if (!(await repo.setAlerts(db, userId, on))) throw new NotFoundError('Account not found');
  return getWishlist(db, userId);
}
