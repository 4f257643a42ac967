import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, OrderListQuery, OrderStatusBody } from '../../../common/contracts/admin';
import { adminOnly } from '../../plugins/auth';
import { listAllOrders, orderDetails, removeOrder, updateOrderStatus } from './admin-orders.service';

/** /api/admin/orders: every customer's orders (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/get', { schema: { querystring: OrderListQuery } }, async (request) => {
    const { data, pagination } = await listAllOrders(app.db, request.query.page, request.query.limit);
    return { success: true, data, pagination };
  });

  app.get('/details/:id', { schema: { params: IdParams } }, async (request) => ({
    success: true,
    data: await orderDetails(app.db, request.params.id),
  }));

  app.put('/update/:id', { schema: { params: IdParams, body: OrderStatusBody } }, async (request) => ({
    success: true,
    message: 'Order status is updated successfully',
    data: await updateOrderStatus(app.db, request.params.id, request.body.orderStatus),
  }));

  app.delete('/delete/:id', { schema: { params: IdParams } }, async (request) => {
    await removeOrder(app.db, request.params.id);
    return { success: true, message: 'Order deleted successfully' };
  });
};
export default routes;
