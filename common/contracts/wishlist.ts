import { z } from 'zod';
import { Id } from './common';

/** The most products one account may save (issue 48); the 101st is refused with WISHLIST_FULL. */
export const WISHLIST_LIMIT = 100;
export const WISHLIST_FULL = `Your wishlist is full: it holds at most ${WISHLIST_LIMIT} products. Remove one to save another.`;
export const WISHLIST_SAVED = 'Saved to your wishlist';
export const WISHLIST_UPDATED = 'Your wishlist is updated';
export const WISHLIST_REMOVED = 'Removed from your wishlist';
export const WISHLIST_NOT_SAVED = 'This product is not in your wishlist';

/** A price-drop mail goes when the price is at least this many percent below the saved or last-told price. */
export const PRICE_DROP_PERCENT = 5;
/** At most one price-drop mail per product and buyer in this many days. */
export const PRICE_DROP_QUIET_DAYS = 7;

/**
 * POST /api/shop/wishlist/add: saves a product (its price now is kept as the price when saved); adding again
 * changes only the switches given, never a second row.
 */
export const WishlistAddBody = z.strictObject({
  userId: Id,
  productId: Id,
  notifyBackInStock: z.boolean({ message: 'notifyBackInStock must be true or false' }).optional(),
  notifyPriceDrop: z.boolean({ message: 'notifyPriceDrop must be true or false' }).optional(),
});

/** PUT /api/shop/wishlist/alerts: the buyer's wishlist mails as a whole, on or off (the account page). */
export const WishlistAlertsBody = z.strictObject({
  userId: Id,
  enabled: z.boolean({ message: 'enabled must be true or false' }),
});

export const WishlistUserParams = z.object({ userId: Id });
export const WishlistItemParams = z.object({ userId: Id, productId: Id });

export interface ApiWishlistItem {
  productId: string;
  title: string;
  /** The product's Hindi title, only when it has one (issue 50: a Hindi page shows it). */
  translations?: { hi: { title: string } };
  image: string;
  /** The price now, with GST, rupees. */
  salePrice: number;
  totalStock: number;
  /** The price (with GST, rupees) when the buyer saved it. */
  priceWhenSaved: number;
  notifyBackInStock: boolean;
  notifyPriceDrop: boolean;
  /** When it was saved (ISO 8601). */
  savedAt: string;
}

export interface ApiWishlist {
  userId: string;
  /** Newest saved first. */
  items: ApiWishlistItem[];
  /** Whether the buyer's wishlist mails are on as a whole (off after an unsubscribe). */
  alerts: boolean;
  /** The most products the list may hold. */
  limit: number;
}

export type WishlistAddInput = z.input<typeof WishlistAddBody>;
