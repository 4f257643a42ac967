import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptureOrderBody, CreateOrderBody, OrderIdParams, UserIdParams } from '../../../common/contracts/orders';
import { requireSelf, requireUser } from '../../plugins/auth';
import {
  captureOrder,
  createOrderIdempotent,
  getInvoice,
  getOrderDetails,
  listOrders,
} from './orders.service';

/** /api/shop/order — SPEC §7 Orders, plus the GST invoice. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/create', { schema: { body: CreateOrderBody } }, async (request, reply) => {
    const user = requireUser(request);
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const result = await createOrderIdempotent(app, user, request.body, key);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(result.statusCode).send(result.body);
  });

  app.post('/capture', { schema: { body: CaptureOrderBody } }, async (request) => {
    const user = requireUser(request);
    return captureOrder(app, user, request.body.orderId);
  });

  app.get('/list/:userId', { schema: { params: UserIdParams } }, async (request) => {
    requireSelf(request, request.params.userId);
    return { success: true, data: await listOrders(app, request.params.userId) };
  });

  app.get('/details/:orderId', { schema: { params: OrderIdParams } }, async (request) => {
    const user = requireUser(request);
    return { success: true, data: await getOrderDetails(app, user, request.params.orderId) };
  });

  app.get('/invoice/:orderId', { schema: { params: OrderIdParams } }, async (request, reply) => {
    const user = requireUser(request);
    const { filename, pdf } = await getInvoice(app, user, request.params.orderId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default routes;
