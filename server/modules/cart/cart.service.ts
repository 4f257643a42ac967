import { MAX_CART_QUANTITY, onlyQuantityMessage, type ApiCart } from '../../../common/contracts/cart';
import { cartTotals, fromPaise, totalsInRupees } from '../../../common/money';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError, OutOfStockError, ValidationError } from '../../lib/errors';
import * as repo from './cart.repository';

/** One cart line with the product's current values from the database, money in paise. */
export interface CartLine {
  productId: string;
  title: string;
  /** The product's Hindi title, null when it has none (issue 50: the cart on a Hindi page shows it). */
  titleHi?: string | null;
  image: string;
  hsn: string;
  /** The product's category and brand: what a discount code may be limited to. */
  category: string;
  brand: string;
  pricePaise: number;
  salePricePaise: number;
  cgstPercent: number;
  sgstPercent: number;
  totalStock: number;
  quantity: number;
  /** Packed as fragile (the product's flag or its category's): the order pays the fragile packaging fee. */
  fragile: boolean;
}

const OUT_OF_STOCK = 'This item is out of stock';

/**
 * The user's cart as stored, each line priced from the product's current row (never from the client), and
 * its version: when it last changed (a line added, changed or removed, or the cart turned into an order),
 * read before its lines, so that a checkout can tell later whether the cart moved since it read them.
 */
export async function readCartLines(
  db: DbOrTx,
  userId: string,
): Promise<{ cartId: string | null; version: Date | null; lines: CartLine[] }> {
  const cart = await repo.findCart(db, userId);
  if (!cart) return { cartId: null, version: null, lines: [] };
  const rows = await repo.cartLines(db, cart.id);
  return {
    cartId: cart.id,
    version: cart.updatedAt,
    lines: rows.map((r) => ({
      ...r,
      cgstPercent: Number(r.cgstPercent),
      sgstPercent: Number(r.sgstPercent),
    })),
  };
}

/** The cart as the API shows it (SPEC §3 items plus stock, and totals from common/money.ts); empty when none. */
export async function getCartForUser(db: DbOrTx, userId: string): Promise<ApiCart> {
  const { cartId, lines } = await readCartLines(db, userId);
  return {
    _id: cartId,
    userId,
    items: lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      // Only the Hindi title, only when there is one, as the wishlist's and the estimator's answers carry it.
      ...(l.titleHi ? { translations: { hi: { title: l.titleHi } } } : {}),
      image: l.image,
      price: fromPaise(l.pricePaise),
      salePrice: fromPaise(l.salePricePaise),
      cgstPercent: l.cgstPercent,
      sgstPercent: l.sgstPercent,
      quantity: l.quantity,
      totalStock: l.totalStock,
    })),
    totals: totalsInRupees(cartTotals(lines)),
  };
}

/** Empties the user's cart (after an order has taken its items); keeps the cart itself. */
export async function clearCart(tx: DbOrTx, userId: string): Promise<void> {
  await repo.deleteAllItems(tx, userId);
}

/** Refuses a cart quantity above the product's stock (409, SPEC §8's message) or above MAX_CART_QUANTITY (400). */
function checkStock(totalStock: number, wanted: number) {
  if (totalStock <= 0) throw new OutOfStockError(OUT_OF_STOCK);
  if (wanted > totalStock) throw new OutOfStockError(onlyQuantityMessage(totalStock));
  if (wanted > MAX_CART_QUANTITY) throw new ValidationError(onlyQuantityMessage(MAX_CART_QUANTITY));
}

/**
 * Adds to what the cart already holds, never beyond stock (SPEC §5). The product row is locked for the
 * check and the write, so concurrent adds of one product cannot together exceed its stock.
 */
export async function addToCart(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<ApiCart> {
  await db.transaction(async (tx) => {
    const product = await repo.lockProductStock(tx, productId);
    if (!product) throw new NotFoundError('Product not found');
    const cartId = await repo.ensureCart(tx, userId);
    const current = (await repo.itemQuantity(tx, cartId, productId)) ?? 0;
    checkStock(product.totalStock, current + quantity);
    await repo.upsertItem(tx, cartId, productId, current + quantity);
  });
  return getCartForUser(db, userId);
}

/** Sets the quantity of an item already in the cart, never beyond stock; the product row is locked likewise. */
export async function updateCartItem(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<ApiCart> {
  await db.transaction(async (tx) => {
    const product = await repo.lockProductStock(tx, productId);
    const cartId = await repo.findCartId(tx, userId);
    const current = cartId && product ? await repo.itemQuantity(tx, cartId, productId) : null;
    if (!cartId || current === null) throw new NotFoundError('This item is not in your cart');
    checkStock(product!.totalStock, quantity);
    await repo.upsertItem(tx, cartId, productId, quantity);
  });
  return getCartForUser(db, userId);
}

/** Removes one item from the user's cart; 404 when the cart does not hold it. */
export async function removeCartItem(db: Db, userId: string, productId: string): Promise<ApiCart> {
  await db.transaction(async (tx) => {
    const cartId = await repo.findCartId(tx, userId);
    if (!cartId || !(await repo.deleteItem(tx, cartId, productId))) {
      throw new NotFoundError('This item is not in your cart');
    }
  });
  return getCartForUser(db, userId);
}
