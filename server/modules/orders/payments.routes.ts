import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../plugins/auth';
import {
  isRefundEvent,
  receiveRefundWebhook,
  renderSimulatorRefundPage,
  SimulatorRefundAction,
  simulatorRefundDecide,
} from './refunds';
import {
  authenticateWebhook,
  receivePhonePeWebhook,
  renderSimulatorPage,
  SimulatorAction,
  simulatorDecide,
  waitForPaymentWork,
} from './payment';

const MerchantOrderParams = z.strictObject({
  merchantOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'Invalid payment reference'),
});

const MerchantRefundParams = z.strictObject({
  merchantRefundId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'Invalid refund reference'),
});

/** /api/payments — the PhonePe webhook (payments and refunds) and the simulator's hosted payment and refund pages. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The simulator's page posts an HTML form; parse it in this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.addHook('onClose', async () => waitForPaymentWork(app));

  app.post(
    '/phonepe/webhook',
    {
      // PhonePe's servers call it; its Authorization header, not the browser's Origin, authenticates it.
      config: { crossSiteAllowed: true },
      // Authenticate before the body is even validated: a forged call gets 401 and changes nothing.
      preValidation: async (request) =>
        authenticateWebhook(app, { headers: request.headers, body: request.body }),
      schema: { body: z.unknown() },
    },
    async (request) => {
      // Refund events (pg.refund.*) are about a refund, not an order.
      const result = isRefundEvent(request.body)
        ? await receiveRefundWebhook(app, request.body)
        : await receivePhonePeWebhook(app, request.body);
      return { success: true, duplicate: result.duplicate };
    },
  );

  app.get(
    '/simulator/pay/:merchantOrderId',
    { schema: { params: MerchantOrderParams } },
    async (request, reply) => {
      const html = await renderSimulatorPage(app, request.params.merchantOrderId);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/simulator/pay/:merchantOrderId',
    {
      // The simulator's own page posts this form (same origin); the cross-site check still applies.
      config: { bodyTypes: ['application/x-www-form-urlencoded'] },
      schema: { params: MerchantOrderParams, body: z.object({ action: SimulatorAction }) },
    },
    async (request, reply) => {
      const to = await simulatorDecide(app, request.params.merchantOrderId, request.body.action);
      return reply.redirect(to, 303);
    },
  );

  // The refund page stands in for the bank and only the owner tests with it: a buyer who learns their refund's
  // reference must not complete or fail it. (The payment page stands in for PhonePe's own, which the buyer opens.)
  const refundPage = { onRequest: adminOnly, schema: { params: MerchantRefundParams } };
  app.get('/simulator/refund/:merchantRefundId', refundPage, async (request, reply) => {
    const html = await renderSimulatorRefundPage(app, request.params.merchantRefundId);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post(
    '/simulator/refund/:merchantRefundId',
    {
      // The simulator's own refund page posts this form (same origin); the cross-site check still applies.
      config: { bodyTypes: ['application/x-www-form-urlencoded'] },
      onRequest: adminOnly,
      schema: { params: MerchantRefundParams, body: z.object({ action: SimulatorRefundAction }) },
    },
    async (request, reply) => {
      const to = await simulatorRefundDecide(app, request.params.merchantRefundId, request.body.action);
      return reply.redirect(to, 303);
    },
  );
};

export default routes;
