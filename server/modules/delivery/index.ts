/**
 * Delivery: where the shop delivers, what it costs and when it arrives, from the rules in Settings
 * (common/delivery.ts). The door of server/modules/delivery: code outside it imports from here only.
 */
export { default as deliveryRoutes } from './delivery.routes';
export { originOf, quoteFor } from './delivery.service';
