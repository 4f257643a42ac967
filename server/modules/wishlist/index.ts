/** Saved products and their alerts (issue 48). The door of server/modules/wishlist: code outside it imports from here only. */
export { default as wishlistRoutes } from './wishlist.routes';
export { default as wishlistUnsubscribeRoutes } from './unsubscribe.routes';
export { getWishlist } from './wishlist.service';
export { mostWished, waitingFor } from './wishlist.repository';
export { startWishlistAlerts, sweepWishlistAlerts, unsubscribeUrl } from './wishlist-alerts';
