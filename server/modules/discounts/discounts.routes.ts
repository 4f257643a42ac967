import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DISCOUNT_ADMIN_MESSAGES,
  DiscountBody,
  DiscountIdParams,
  DiscountUpdateBody,
} from '../../../common/contracts/discounts';
import { adminOnly } from '../../plugins/auth';
import { addDiscount, deleteDiscount, listDiscounts, updateDiscount } from './discounts.service';

/** /api/admin/discounts: the owner's discount codes (admin only; issue 46). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/get', async () => ({ success: true, data: await listDiscounts(app.db) }));

  app.post('/add', { schema: { body: DiscountBody } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      message: DISCOUNT_ADMIN_MESSAGES.added,
      data: await addDiscount(app.db, request.body),
    }),
  );

  app.put(
    '/update/:id',
    { schema: { params: DiscountIdParams, body: DiscountUpdateBody } },
    async (request) => ({
      success: true,
      message: DISCOUNT_ADMIN_MESSAGES.updated,
      data: await updateDiscount(app.db, request.params.id, request.body),
    }),
  );

  app.delete('/delete/:id', { schema: { params: DiscountIdParams } }, async (request) => {
    const { deleted, discount } = await deleteDiscount(app.db, request.params.id);
    return {
      success: true,
      message: deleted ? DISCOUNT_ADMIN_MESSAGES.deleted : DISCOUNT_ADMIN_MESSAGES.paused,
      deleted,
      data: discount,
    };
  });
};
export default routes;
