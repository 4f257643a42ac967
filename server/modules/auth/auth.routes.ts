import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmResetBody,
  LoginBody,
  PROFILE_UPDATED_MESSAGE,
  ProfileBody,
  RegisterBody,
  RequestResetBody,
} from '../../../common/contracts/auth';
import { requestLang } from '../../i18n/request-lang';
import { requireUser } from '../../plugins/auth';
import { waitForPendingMail } from '../../mail/mailer';
import {
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_MESSAGE,
  login,
  logout,
  register,
  updateProfile,
  REGISTERED_MESSAGE,
} from './auth.service';
import {
  confirmPasswordReset,
  requestPasswordReset,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from './password-reset.service';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './session.service';

/** Answers that depend on the cookie must never be stored by a browser or a proxy. */
const NO_STORE = {
  'cache-control': 'no-store, no-cache, must-revalidate, private',
  pragma: 'no-cache',
  expires: '0',
  vary: 'Cookie',
};

/** /api/auth: accounts, sessions and password reset (SPEC §7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // A reset mail leaves after its answer; let it finish before the app (and its database) closes.
  app.addHook('onClose', async () => waitForPendingMail());

  app.post('/register', { schema: { body: RegisterBody } }, async (request, reply) => {
    // The page they registered on (x-shop-lang) is the language of their mails until they change it.
    await register(app, request.body, request.ip, requestLang(request));
    return reply.status(201).send({ success: true, message: REGISTERED_MESSAGE });
  });

  app.post('/login', { schema: { body: LoginBody } }, async (request, reply) => {
    const { token, user } = await login(app, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      previousToken: request.cookies[sessionCookieName(app.config)],
    });
    setSessionCookie(reply, app.config, token);
    return reply.headers(NO_STORE).send({ success: true, message: LOGGED_IN_MESSAGE, user });
  });

  // SPEC sends an empty body (app.ts accepts an empty body labelled application/json).
  app.post('/logout', async (request, reply) => {
    await logout(app, request.cookies[sessionCookieName(app.config)]);
    clearSessionCookie(reply, app.config);
    return reply.headers(NO_STORE).send({ success: true, message: LOGGED_OUT_MESSAGE });
  });

  app.get('/check-auth', async (request, reply) => {
    reply.headers(NO_STORE);
    if (!request.user) {
      // A stale cookie (expired or revoked session) is removed, so the browser stops sending it.
      if (request.cookies[sessionCookieName(app.config)]) clearSessionCookie(reply, app.config);
      return reply.status(401).send({ success: false, message: 'Not logged in', user: null });
    }
    return { success: true, user: request.user };
  });

  // The buyer's own settings: the language of their mails (issue 50). check-auth answers it in `user.language`.
  app.patch('/profile', { schema: { body: ProfileBody } }, async (request, reply) => {
    const user = requireUser(request);
    const updated = await updateProfile(app, user.id, request.body);
    return reply.headers(NO_STORE).send({ success: true, message: PROFILE_UPDATED_MESSAGE, user: updated });
  });

  app.post('/password/request-reset', { schema: { body: RequestResetBody } }, async (request) => {
    await requestPasswordReset(app, request.body.email, request.ip);
    return { success: true, message: RESET_REQUESTED_MESSAGE };
  });

  app.post('/password/confirm-reset', { schema: { body: ConfirmResetBody } }, async (request) => {
    await confirmPasswordReset(app, request.body, request.ip);
    return { success: true, message: RESET_DONE_MESSAGE };
  });
};

export default routes;
