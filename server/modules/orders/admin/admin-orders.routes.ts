import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CashCollectedBody,
  IdParams,
  OrderListQuery,
  OrderStatusBody,
} from '../../../../common/contracts/admin';
import { CreditNoteQuery, OrderIdParams } from '../../../../common/contracts/orders';
import { AdminRefundBody, RefundRetryBody } from '../../../../common/contracts/returns';
import { adminOnly } from '../../../plugins/auth';
import { refundMessage, refundOrder, retryRefund } from '../refunds';
import {
  adminCreditNote,
  listAllOrders,
  markRefunded,
  orderDetails,
  recordCashCollected,
  removeOrder,
  updateOrderStatus,
} from './admin-orders.service';
import { sendPdf } from '../../../lib/pdf-reply';

/** /api/admin/orders: every customer's orders (admin only). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/get', { schema: { querystring: OrderListQuery } }, async (request) => {
    const { data, pagination } = await listAllOrders(app.db, request.query);
    return { success: true, data, pagination };
  });

  app.get('/details/:id', { schema: { params: IdParams } }, async (request) => ({
    success: true,
    data: await orderDetails(app.db, request.params.id, app),
  }));

  // Money given back from the admin panel: through PhonePe, or a cash order's transfer recorded.
  app.post(
    '/refund/:orderId',
    { schema: { params: OrderIdParams, body: AdminRefundBody } },
    async (request) => {
      await refundOrder(app, request.params.orderId, request.body);
      const data = await orderDetails(app.db, request.params.orderId, app);
      return { success: true, message: refundMessage(data), data };
    },
  );

  app.post(
    '/refund-retry/:orderId',
    { schema: { params: OrderIdParams, body: RefundRetryBody } },
    async (request) => {
      await retryRefund(app, request.params.orderId, request.body.merchantRefundId);
      const data = await orderDetails(app.db, request.params.orderId, app);
      return { success: true, message: refundMessage(data), data };
    },
  );

  app.put('/update/:id', { schema: { params: IdParams, body: OrderStatusBody } }, async (request) => ({
    success: true,
    message: 'Order status is updated successfully',
    data: await updateOrderStatus(app, request.params.id, request.body),
  }));

  // The payment was given back: records it, and a paid order gets its credit note.
  app.put('/refunded/:id', { schema: { params: IdParams } }, async (request) => {
    const data = await markRefunded(app.db, request.params.id);
    const message = data.creditNote
      ? 'Order marked refunded; its credit note is issued'
      : 'Order marked refunded';
    return { success: true, message, data };
  });

  // A cash-on-delivery order delivered with its cash in hand: delivered and paid.
  app.put(
    '/cash-collected/:id',
    { schema: { params: IdParams, body: CashCollectedBody } },
    async (request) => ({
      success: true,
      message: 'Cash collected. The order is delivered and paid.',
      data: await recordCashCollected(app, request.params.id, request.body),
    }),
  );

  app.get(
    '/credit-note/:id',
    { schema: { params: IdParams, querystring: CreditNoteQuery } },
    async (request, reply) =>
      sendPdf(reply, await adminCreditNote(app.db, request.params.id, request.query.number)),
  );

  app.delete('/delete/:id', { schema: { params: IdParams } }, async (request) => {
    await removeOrder(app.db, request.params.id);
    return { success: true, message: 'Order deleted successfully' };
  });
};
export default routes;
