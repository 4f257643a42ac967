export { useDeleteProduct } from './api/delete-product';
export { useAdminProducts } from './api/get-products';
export { ProductCard, StockBadge } from './components/product-card';
export { ProductSheet } from './components/product-sheet';
export { CatalogActions, ExportMenu } from './components/catalog-actions';
