import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GIFT_CARD_ADMIN_MESSAGES,
  GiftCardCodeParams,
  GiftCardIdParams,
  GiftCardIssueBody,
  GiftCardUpdateBody,
} from '../../../common/contracts/giftcards';
import { adminOnly, requireUser } from '../../plugins/auth';
import {
  buyerGiftCards,
  getGiftCard,
  giftCardBalance,
  issueGiftCard,
  listGiftCards,
  updateGiftCard,
} from './giftcards.service';

/** /api/admin/giftcards: the owner's gift cards (admin only; issue 47). */
export const giftCardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get('/get', async () => ({ success: true, data: await listGiftCards(app.db) }));

  app.get('/get/:id', { schema: { params: GiftCardIdParams } }, async (request) => ({
    success: true,
    data: await getGiftCard(app.db, request.params.id),
  }));

  app.post('/add', { schema: { body: GiftCardIssueBody } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      message: GIFT_CARD_ADMIN_MESSAGES.issued,
      data: await issueGiftCard(app, request.body, request.user!.id),
    }),
  );

  app.put(
    '/update/:id',
    { schema: { params: GiftCardIdParams, body: GiftCardUpdateBody } },
    async (request) => ({
      success: true,
      message: GIFT_CARD_ADMIN_MESSAGES.updated,
      data: await updateGiftCard(app.db, request.params.id, request.body, request.user!.id),
    }),
  );
};

/** /api/shop/giftcard: a logged-in buyer's balance lookup and their cards (issue 47). */
export const giftCardShopRoutes: FastifyPluginAsyncZod = async (app) => {
  // Logged out is a 401 before anything else, whatever the input.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get('/balance/:code', { schema: { params: GiftCardCodeParams } }, async (request) => ({
    success: true,
    data: await giftCardBalance(app.db, app.config, request.params.code, {
      userId: request.user!.id,
      ip: request.ip,
    }),
  }));

  app.get('/mine', async (request) => ({
    success: true,
    data: await buyerGiftCards(app.db, { id: request.user!.id, email: request.user!.email }),
  }));
};
