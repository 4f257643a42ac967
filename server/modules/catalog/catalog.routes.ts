import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoriesQuery,
  EstimatorProductsQuery,
  ProductIdParams,
  ProductListQuery,
  SearchParams,
  SearchQuery,
  SubcategoriesQuery,
} from '../../../common/contracts/catalog';
import * as answers from './catalog.answers';
import * as catalog from './catalog.service';

/**
 * Public catalog calls of SPEC §7 (registered under /api). The visitor's catalog answers go through the
 * public catalog cache (server/plugins/http-caching.ts); none of them reads the session.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { publicCatalog } = app;

  app.get('/shop/products/get', { schema: { querystring: ProductListQuery } }, (request, reply) =>
    publicCatalog.send(request, reply, answers.listingAnswer(app.db, request.query)),
  );

  // The estimator's list (SPEC §9: 300 products in one answer, without descriptions), beyond SPEC §7.
  app.get(
    '/shop/estimator/products',
    { schema: { querystring: EstimatorProductsQuery } },
    async (request) => {
      const page = await catalog.estimatorProducts(app.db, request.query);
      return { success: true, ...page };
    },
  );

  app.get('/shop/products/get/:id', { schema: { params: ProductIdParams } }, (request, reply) =>
    publicCatalog.send(request, reply, answers.productAnswer(app.db, request.params.id)),
  );

  app.get('/shop/products/subcategories', { schema: { querystring: SubcategoriesQuery } }, (request, reply) =>
    publicCatalog.send(request, reply, answers.subcategoriesAnswer(app.db, request.query.categories)),
  );

  app.get(
    '/shop/search/:keyword',
    { schema: { params: SearchParams, querystring: SearchQuery } },
    (request, reply) =>
      publicCatalog.send(request, reply, answers.searchAnswer(app.db, request.params.keyword, request.query)),
  );

  app.get('/common/categories/get', { schema: { querystring: CategoriesQuery } }, (request, reply) =>
    publicCatalog.send(request, reply, answers.categoriesAnswer(app.db, request.query.kind)),
  );

  // SPEC §4: the storefront loads site settings at start, for everyone; only the public subset.
  app.get('/common/settings/get', (request, reply) =>
    publicCatalog.send(request, reply, answers.settingsAnswer(app.db)),
  );
};
export default routes;
