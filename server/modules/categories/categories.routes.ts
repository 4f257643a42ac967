import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryBody,
  CategoryListQuery,
  CategoryPatchBody,
  IdParams,
  SubcategoryBody,
  SubcategoryParams,
  SubcategoryPatchBody,
} from '../../../common/contracts/admin';
import { adminOnly } from '../../plugins/auth';
import {
  addCategory,
  addSubcategory,
  listAll,
  removeCategory,
  editCategory,
  editSubcategory,
  removeSubcategory,
} from './categories.service';

/** /api/admin/categories: categories and brands with subcategories (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.post('/', { schema: { body: CategoryBody } }, async (request, reply) => {
    const data = await addCategory(app.db, request.body);
    const what = data.kind === 'brand' ? 'Brand' : 'Category';
    return reply.status(201).send({ success: true, message: `${what} added successfully`, data });
  });

  app.get('/', { schema: { querystring: CategoryListQuery } }, async (request) => ({
    success: true,
    data: await listAll(app.db, { kind: request.query.kind }),
  }));

  app.patch('/:id', { schema: { params: IdParams, body: CategoryPatchBody } }, async (request) => {
    const data = await editCategory(app.db, request.params.id, request.body);
    const what = data.kind === 'brand' ? 'Brand' : 'Category';
    return { success: true, message: `${what} updated successfully`, data };
  });

  app.delete('/:id', { schema: { params: IdParams } }, async (request) => {
    const row = await removeCategory(app.db, request.params.id);
    return { success: true, message: `${row.kind === 'brand' ? 'Brand' : 'Category'} deleted successfully` };
  });

  app.post('/:id/sub', { schema: { params: IdParams, body: SubcategoryBody } }, async (request, reply) => {
    const data = await addSubcategory(
      app.db,
      request.params.id,
      request.body.name,
      request.body.translations,
    );
    return reply.status(201).send({ success: true, message: 'Subcategory added successfully', data });
  });

  app.patch(
    '/:id/sub/:subId',
    { schema: { params: SubcategoryParams, body: SubcategoryPatchBody } },
    async (request) => {
      const { id, subId } = request.params;
      const data = await editSubcategory(app.db, id, subId, request.body.translations);
      return { success: true, message: 'Subcategory updated successfully', data };
    },
  );

  app.delete('/:id/sub/:subId', { schema: { params: SubcategoryParams } }, async (request) => {
    const data = await removeSubcategory(app.db, request.params.id, request.params.subId);
    return { success: true, message: 'Subcategory deleted successfully', data };
  });
};
export default routes;
