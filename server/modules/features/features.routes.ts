import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeatureBody, FeatureTextBody, IdParams } from '../../../common/contracts/admin';
import { adminOnly } from '../../plugins/auth';
import { createStorage } from '../../storage/create-storage';
import { sliderAnswer } from './features.answers';
import { addSliderImage, clearSlider, purgeInvalidSlider, updateSliderText } from './features.service';

/** /api/common/feature: the home banner's slider images. Reading is public; changing them is for admins. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.db);

  // Public, through the public catalog cache (server/plugins/http-caching.ts).
  app.get('/get', (request, reply) => app.publicCatalog.send(request, reply, sliderAnswer(app.db)));

  app.post('/add', { onRequest: adminOnly, schema: { body: FeatureBody } }, async (request, reply) => {
    const data = await addSliderImage(app.db, request.body);
    return reply.status(201).send({ success: true, message: 'Slider image added successfully', data });
  });

  app.put(
    '/update/:id',
    { onRequest: adminOnly, schema: { params: IdParams, body: FeatureTextBody } },
    async (request) => {
      const data = await updateSliderText(app.db, request.params.id, request.body);
      return { success: true, message: 'Slider image updated successfully', data };
    },
  );

  app.delete('/clear', { onRequest: adminOnly }, async () => {
    const count = await clearSlider(app.db);
    return { success: true, message: 'All slider images cleared.', count };
  });

  app.delete('/purge-invalid', { onRequest: adminOnly }, async () => {
    const count = await purgeInvalidSlider(app.db, storage);
    return { success: true, message: 'Removed invalid slider entries.', count };
  });
};
export default routes;
