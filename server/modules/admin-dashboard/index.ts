/** The admin's dashboard figures. The door of server/modules/admin-dashboard: code outside it imports from here only. */
export { default as adminDashboardRoutes } from './admin-dashboard.routes';
export { runLowStockDigest, startLowStockDigest } from './low-stock-digest';
