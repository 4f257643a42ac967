/**
 * The owner's desk: the order list, details, status changes, the cash collected, the refund flag and credit notes.
 * The top floor with the routes: it may use every room below.
 */
export { default as adminOrderRoutes } from './admin-orders.routes';
