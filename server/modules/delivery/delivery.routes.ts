import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryCheckQuery } from '../../../common/contracts/delivery';
import { checkPincode } from './delivery.service';

/** /api/shop/delivery: what delivery to a pincode costs and when it arrives (anyone may ask). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/check', { schema: { querystring: DeliveryCheckQuery } }, async (request, reply) => {
    // The dates move with the day and the rules with Settings: kept a few minutes at most.
    reply.header('cache-control', 'public, max-age=300');
    return { success: true, data: await checkPincode(app.db, request.query.pincode, new Date()) };
  });
};
export default routes;
