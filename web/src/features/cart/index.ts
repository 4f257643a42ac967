export { CartActionsProvider } from './components/cart-actions-provider';
export { CartPanel } from './components/cart-panel';
