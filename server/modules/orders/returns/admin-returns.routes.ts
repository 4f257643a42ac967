import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReturnIdParams, ReturnListQuery, ReturnUpdateBody } from '../../../../common/contracts/returns';
import { adminOnly } from '../../../plugins/auth';
import { listReturnsForAdmin, updateReturn } from './returns.service';

/** /api/admin/returns: the buyers' return requests and the owner's steps on them (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/get', { schema: { querystring: ReturnListQuery } }, async (request) => ({
    success: true,
    ...(await listReturnsForAdmin(app.db, request.query)),
  }));

  app.put(
    '/update/:returnId',
    { schema: { params: ReturnIdParams, body: ReturnUpdateBody } },
    async (request) => ({
      success: true,
      ...(await updateReturn(app, request.params.returnId, request.body)),
    }),
  );
};
export default routes;
