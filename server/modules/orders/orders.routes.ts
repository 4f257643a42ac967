import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptureOrderBody,
  COD_MESSAGES,
  CodVerifyBody,
  CreateOrderBody,
  CreditNoteQuery,
  OrderIdParams,
  OrderPreviewParams,
  OrderPreviewQuery,
  UserIdParams,
} from '../../../common/contracts/orders';
import { requireSelf, requireUser } from '../../plugins/auth';
import { confirmCodCode, sendCodCode } from '../auth';
import { requestLang } from '../../i18n/request-lang';
import { sendPdf } from '../../lib/pdf-reply';
import { createOrderIdempotent, previewOrder } from './checkout';
import { getCreditNote, getInvoice } from './documents';
import { captureOrder } from './payment';
import { getOrderDetails, listOrders } from './orders.service';
import { cancelOrder, readReturnRequest, requestReturn } from './returns';
import { createStorage } from '../../storage/create-storage';

/** /api/shop/order — SPEC §7 Orders, plus the checkout preview by address, the GST invoice and the credit note. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.db);
  // Signed in before the body is checked: a visitor gets 401, not the contact's 400.
  const signedIn = async (request: FastifyRequest) => void requireUser(request);

  app.post(
    '/create',
    { schema: { body: CreateOrderBody }, preValidation: signedIn },
    async (request, reply) => {
      const user = requireUser(request);
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      // The payment page sends a Hindi page's buyer back to the Hindi return page (x-shop-lang, issue 50).
      const result = await createOrderIdempotent(
        app,
        user,
        request.body,
        key,
        request.ip,
        requestLang(request),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode).send(result.body);
    },
  );

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

  // The cart priced for one of the user's addresses: CGST + SGST or IGST by its state, and delivery by the
  // chosen method (checkout).
  app.get(
    '/preview/:userId/:addressId',
    { schema: { params: OrderPreviewParams, querystring: OrderPreviewQuery } },
    async (request) => {
      requireSelf(request, request.params.userId);
      return {
        success: true,
        data: await previewOrder(
          app,
          request.params.userId,
          request.params.addressId,
          request.query,
          request.ip,
        ),
      };
    },
  );

  // Before a first cash-on-delivery order: a code mailed to the account's e-mail, and its confirmation.
  app.post('/cod-code', async (request) => {
    const user = requireUser(request);
    await sendCodCode(app, user.id);
    return { success: true, message: COD_MESSAGES.codeSent };
  });

  app.post('/cod-verify', { schema: { body: CodVerifyBody }, preValidation: signedIn }, async (request) => {
    const user = requireUser(request);
    await confirmCodCode(app, user.id, request.body.code, request.ip);
    return { success: true, message: COD_MESSAGES.verified };
  });

  app.get('/invoice/:orderId', { schema: { params: OrderIdParams } }, async (request, reply) => {
    const user = requireUser(request);
    return sendPdf(reply, await getInvoice(app, user, request.params.orderId));
  });

  app.get(
    '/credit-note/:orderId',
    { schema: { params: OrderIdParams, querystring: CreditNoteQuery } },
    async (request, reply) => {
      const user = requireUser(request);
      return sendPdf(reply, await getCreditNote(app, user, request.params.orderId, request.query.number));
    },
  );

  // The buyer cancels within the policy's window, before dispatch.
  app.post('/cancel/:orderId', { schema: { params: OrderIdParams } }, async (request) => {
    const user = requireUser(request);
    const { message } = await cancelOrder(app, user, request.params.orderId);
    return { success: true, message, data: await getOrderDetails(app, user, request.params.orderId) };
  });

  // The buyer asks to return delivered items: JSON, or multipart with the request in `data` and up to 3 `photos`.
  app.post(
    '/return/:orderId',
    {
      schema: { params: OrderIdParams },
      config: { bodyTypes: ['multipart/form-data'] },
      preValidation: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const { body, photos } = await readReturnRequest(request);
      const { message } = await requestReturn(app, storage, user, request.params.orderId, body, photos);
      return { success: true, message, data: await getOrderDetails(app, user, request.params.orderId) };
    },
  );
};

export default routes;
