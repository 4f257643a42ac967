import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoriesQuery,
  ProductIdParams,
  ProductListQuery,
  SearchParams,
  SearchQuery,
  SubcategoriesQuery,
} from '../../../common/contracts/catalog';
import { getPublicSettings } from '../settings/settings.service';
import * as catalog from './catalog.service';

/** Public catalog calls of SPEC §7 (registered under /api). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/shop/products/get', { schema: { querystring: ProductListQuery } }, async (request) => {
    const page = await catalog.listProducts(app.db, request.query);
    return { success: true, ...page };
  });

  app.get('/shop/products/get/:id', { schema: { params: ProductIdParams } }, async (request) => {
    return { success: true, data: await catalog.getProduct(app.db, request.params.id) };
  });

  app.get('/shop/products/subcategories', { schema: { querystring: SubcategoriesQuery } }, async (request) => {
    return { success: true, data: await catalog.subcategoryGroups(app.db, request.query.categories) };
  });

  app.get(
    '/shop/search/:keyword',
    { schema: { params: SearchParams, querystring: SearchQuery } },
    async (request) => {
      const page = await catalog.searchProducts(app.db, request.params.keyword, request.query);
      return { success: true, ...page };
    },
  );

  app.get('/common/categories/get', { schema: { querystring: CategoriesQuery } }, async (request) => {
    return { success: true, data: await catalog.listCategories(app.db, request.query.kind) };
  });

  // SPEC §4: the storefront loads site settings at start, for everyone; only the public subset.
  app.get('/common/settings/get', async () => {
    return { success: true, data: await getPublicSettings(app.db) };
  });
};
export default routes;
