import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gstr1Query } from '../../../common/contracts/gst';
import { adminOnly } from '../../plugins/auth';
import { gstr1ForMonth } from './gst.service';

/** /api/admin/gst: GST returns for the shop's accountant (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/gstr1', { schema: { querystring: Gstr1Query } }, async (request, reply) => {
    const { filename, csv } = await gstr1ForMonth(app.db, request.query.month);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
};
export default routes;
