import type { ApiCart, ApiCartItem } from '../../../common/contracts/cart';
import { onlyQuantityMessage } from '../../../common/cart-rules';
import { cartTotals, fromPaise, lineAmounts, toPaise, totalsInRupees } from '../../../common/money';

/** How many of a product the cart holds (0 when none, or no cart yet). */
export function quantityInCart(cart: ApiCart | undefined, productId: string): number {
  return cart?.items.find((i) => i.productId === productId)?.quantity ?? 0;
}

// Kept beside the cart query, so that the header (first load) does not bring in the money math.
export { cartLineCount } from './cart-query';

/**
 * SPEC §5: Add to Cart on listing and search refuses when what the cart holds plus 1 exceeds the stock
 * ('Only N quantity can be added for this item'); the home page does not check (the server always does).
 * Null when the add may go ahead.
 */
export function addRefusal(
  totalStock: number,
  inCart: number,
  where: 'home' | 'listing' | 'search' | 'product',
): string | null {
  if (where === 'home') return null;
  return inCart + 1 > totalStock ? onlyQuantityMessage(totalStock) : null;
}

/** SPEC §8 Buy Now: more wanted than in stock. */
export const onlyAvailableMessage = (n: number) => `Only ${n} quantity available for this item`;

/**
 * SPEC §5 in the cart: + is refused when quantity + 1 exceeds the stock ('Only N quantity can be added for
 * this item'). Null when + may go ahead.
 */
export function plusRefusal(item: Pick<ApiCartItem, 'quantity' | 'totalStock'>): string | null {
  return item.quantity + 1 > item.totalStock ? onlyQuantityMessage(item.totalStock) : null;
}

/** SPEC §5: − is disabled at quantity 1 (Remove takes a line out). */
export const canDecrease = (item: Pick<ApiCartItem, 'quantity'>) => item.quantity > 1;

/** A line holds more than is left in stock (stock went down since it was added): checkout would refuse it. */
export const overStock = (item: Pick<ApiCartItem, 'quantity' | 'totalStock'>) =>
  item.quantity > item.totalStock;

const lineInput = (i: ApiCartItem) => ({
  pricePaise: toPaise(i.price),
  salePricePaise: toPaise(i.salePrice),
  cgstPercent: i.cgstPercent,
  sgstPercent: i.sgstPercent,
  quantity: i.quantity,
});

/** One line's unit price and line total, GST included, in rupees (common/money.ts, as the server prices). */
export function linePrices(item: ApiCartItem): { unit: number; total: number } {
  const a = lineAmounts(lineInput(item));
  return { unit: fromPaise(a.unitGrossPaise), total: fromPaise(a.totalPaise) };
}

/**
 * The cart as it will be once the server has done the change, for showing at once: lines changed or
 * removed, totals from common/money.ts exactly as the server prices them. The server's answer replaces it.
 */
export function previewCart(cart: ApiCart, change: { productId: string; quantity: number | null }): ApiCart {
  const items =
    change.quantity === null
      ? cart.items.filter((i) => i.productId !== change.productId)
      : cart.items.map((i) => (i.productId === change.productId ? { ...i, quantity: change.quantity! } : i));
  const totals = totalsInRupees(cartTotals(items.map(lineInput)));
  return { ...cart, items, totals };
}
