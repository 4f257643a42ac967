export { WishActionsProvider } from './components/wish-actions-provider';
export { WishlistList, WishlistMailsSetting, priceLine } from './components/wishlist-list';
