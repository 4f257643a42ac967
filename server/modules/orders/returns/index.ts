/**
 * The buyer's cancellation and return, and the owner's handling of returns. Stands on core, documents and refunds.
 */
export { default as adminReturnRoutes } from './admin-returns.routes';
export { readReturnRequest } from './return-request';
export { afterSaleOf, cancelOrder, requestReturn } from './returns.service';
