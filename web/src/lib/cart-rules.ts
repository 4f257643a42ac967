import type { ApiCart } from '../../../common/contracts/cart';
import { onlyQuantityMessage } from '../../../common/cart-rules';

/** How many of a product the cart holds (0 when none, or no cart yet). */
export function quantityInCart(cart: ApiCart | undefined, productId: string): number {
  return cart?.items.find((i) => i.productId === productId)?.quantity ?? 0;
}

// Kept beside the cart query, so that the header (first load) does not bring in the money math.
export { cartLineCount } from './cart-query';

/**
 * SPEC §5: Add to Cart on listing and search refuses when what the cart holds plus what is added (1 from a
 * card, what the quantity field says on the product page and quick view) exceeds the stock ('Only N quantity
 * can be added for this item'); the home page does not check (the server always does). Null when the add may
 * go ahead.
 */
export function addRefusal(
  totalStock: number,
  inCart: number,
  where: 'home' | 'listing' | 'search' | 'product',
  quantity = 1,
): string | null {
  if (where === 'home') return null;
  return inCart + quantity > totalStock ? onlyQuantityMessage(totalStock) : null;
}

/** SPEC §8 Buy Now: more wanted than in stock. */
export const onlyAvailableMessage = (n: number) => `Only ${n} quantity available for this item`;
