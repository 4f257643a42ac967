/** Categories, brands and subcategories. The door of server/modules/categories: code outside it imports from here only. */
export { default as categoryRoutes } from './categories.routes';
export { createTaxonomy, listAll, productTaxonomy } from './categories.service';
