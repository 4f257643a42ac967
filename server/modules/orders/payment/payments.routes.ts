import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticateWebhook,
  receivePhonePeWebhook,
  renderSimulatorPage,
  simulatorDecide,
  SimulatorAction,
  waitForPaymentWork,
} from './payments.service';

const MerchantOrderParams = z.strictObject({
  merchantOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'Invalid payment reference'),
});

/** /api/payments — the PhonePe webhook and the simulator's hosted payment page. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The simulator's page posts an HTML form; parse it in this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onClose', async () => waitForPaymentWork(app));

  app.post(
    '/phonepe/webhook',
    {
      // PhonePe's servers call it; its Authorization header, not the browser's Origin, authenticates it.
      config: { crossSiteAllowed: true },
      // Authenticate before the body is even validated: a forged call gets 401 and changes nothing.
      preValidation: async (request) => authenticateWebhook(app, { headers: request.headers, body: request.body }),
      schema: { body: z.unknown() },
    },
    async (request) => {
      const result = await receivePhonePeWebhook(app, request.body);
      return { success: true, duplicate: result.duplicate };
    },
  );

  app.get('/simulator/pay/:merchantOrderId', { schema: { params: MerchantOrderParams } }, async (request, reply) => {
    const html = await renderSimulatorPage(app, request.params.merchantOrderId);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

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
};

export default routes;
