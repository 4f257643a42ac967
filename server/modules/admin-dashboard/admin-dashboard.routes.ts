import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/auth';
import { dashboardSummary } from './admin-dashboard.service';

/** /api/admin/dashboard: the owner's overview (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/summary', async () => ({ success: true, data: await dashboardSummary(app.db) }));
};
export default routes;
