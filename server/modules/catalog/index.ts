/**
 * The public catalog: listings, search, products, categories and the shop's public settings, each a cached public
 * answer. The door of server/modules/catalog: code outside it imports from here only.
 */
export { default as catalogRoutes } from './catalog.routes';
export {
  categoriesAnswer,
  listingAnswer,
  productAnswer,
  searchAnswer,
  settingsAnswer,
  subcategoriesAnswer,
} from './catalog.answers';
export { estimatorProducts, type ProductPage } from './catalog.service';
export { productToApi } from './product.mapper';
