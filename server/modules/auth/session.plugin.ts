import fp from 'fastify-plugin';
import { resolveSession, sessionCookieName } from './session.service';

/** Reads the session cookie on API requests and puts the user on `request.user` (declared in server/plugins/auth.ts). */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  const cookieName = sessionCookieName(app.config);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (token) request.user = await resolveSession(app.db, app.config, token);
  });
});
