import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsBody } from '../../../common/contracts/settings';
import { adminOnly } from '../../plugins/auth';
import { getSettings, patchSettings, withShopState } from './settings.service';

/** /api/admin/settings: the site settings form (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/get', async () => ({ success: true, data: withShopState(await getSettings(app.db)) }));

  app.put('/update', { schema: { body: SettingsBody } }, async (request) => ({
    success: true,
    message: 'Settings updated successfully',
    data: withShopState(await patchSettings(app.db, request.body)),
  }));
};
export default routes;
