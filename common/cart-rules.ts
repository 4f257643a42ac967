/** The most of one item a cart may hold, whatever the stock. */
export const MAX_CART_QUANTITY = 1000;

/** SPEC §8 wording for a quantity above stock. */
export const onlyQuantityMessage = (n: number) => `Only ${n} quantity can be added for this item`;

/** SPEC §8 success of Add to Cart. */
export const ADDED_TO_CART = 'Product is added to cart';
