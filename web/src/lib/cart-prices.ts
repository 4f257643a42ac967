import type { ApiCart, ApiCartItem } from '../../../common/contracts/cart';
import { cartTotals, fromPaise, lineAmounts, toPaise, totalsInRupees } from '../../../common/money';

// The cart's lines priced (the cart sheet and checkout): apart from cart-rules.ts, which the browsing pages'
// first load carries, so that none of this travels with them.

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
