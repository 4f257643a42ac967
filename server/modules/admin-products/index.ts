/** The admin's product editing. The door of server/modules/admin-products: code outside it imports from here only. */
export { default as adminProductRoutes } from './admin-products.routes';
