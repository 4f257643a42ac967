/** The most of one item a cart may hold, whatever the stock. */
export const MAX_CART_QUANTITY = 1000;

/** SPEC §8 wording for a quantity above stock. */
export const onlyQuantityMessage = (n: number) => `Only ${n} quantity can be added for this item`;

/** SPEC §8 success of Add to Cart. */
export const ADDED_TO_CART = 'Product is added to cart';

/** The most a quantity field offers for a product: its stock, never past the cart's cap. */
export const quantityLimit = (totalStock: number) => Math.max(0, Math.min(totalStock, MAX_CART_QUANTITY));
