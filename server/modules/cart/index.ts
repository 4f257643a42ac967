/** The customer's cart, priced from the product rows. The door of server/modules/cart: code outside it imports from here only. */
export { default as cartRoutes } from './cart.routes';
export { getCartForUser, readCartLines, type CartLine } from './cart.service';
