import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from '../../mail/html';
import { getShopName } from '../settings';
import { signingKey, verifyUnsubscribeToken } from './unsubscribe-token';
import { setAlerts } from './wishlist.repository';

/**
 * The wishlist mails' unsubscribe address, /shop/wishlist/unsubscribe/<token> (RFC 8058, decision 030):
 * - POST (a mail client's one-click "List-Unsubscribe=One-Click", or the button below) turns the buyer's
 *   wishlist mails off. No cookie, no login: the signed token names the buyer.
 * - GET shows a page with that button and changes nothing, since mail scanners follow links.
 * Neither is ever cached (the token is personal) and the page is not indexed.
 */
const routes: FastifyPluginAsync = async (app) => {
  // RFC 8058's body is form-encoded ("List-Unsubscribe=One-Click"); nothing in it is needed beyond the address.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  const page = async (reply: FastifyReply, status: number, heading: string, body: string) => {
    const shop = escapeHtml(await getShopName(app.db));
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(heading)} — ${shop}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
h1{font-size:1.375rem;margin:0 0 1rem}p{line-height:1.5}
button{font:inherit;font-weight:600;background:#b45309;color:#fff;border:0;border-radius:.375rem;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1c1917;outline-offset:2px}a{color:#92400e}</style></head>
<body><main><p><a href="/shop/home">${shop}</a></p><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`);
  };

  const buyerOf = async (token: string) =>
    verifyUnsubscribeToken(await signingKey(app.db, app.config), token);
  const notValid = (reply: FastifyReply) =>
    page(
      reply,
      404,
      'This link is not valid',
      '<p>It may have been cut short. Open the link from the mail again, or turn wishlist mails off under Account on the shop.</p>',
    );

  app.get<{ Params: { token: string } }>('/shop/wishlist/unsubscribe/:token', async (request, reply) => {
    if (!(await buyerOf(request.params.token))) return notValid(reply);
    return page(
      reply,
      200,
      'Stop wishlist mails?',
      `<p>You asked us to mail you when saved products are back in stock or cheaper. Press the button to stop all of these mails. Your wishlist stays as it is, and you can turn the mails on again under Account.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop wishlist mails</button></form>`,
    );
  });

  app.post<{ Params: { token: string } }>('/shop/wishlist/unsubscribe/:token', async (request, reply) => {
    const userId = await buyerOf(request.params.token);
    if (!userId) return notValid(reply);
    await setAlerts(app.db, userId, false);
    request.log.info(
      { wishlistUnsubscribe: { userId } },
      'wishlist mails turned off by the unsubscribe link',
    );
    return page(
      reply,
      200,
      'Wishlist mails are off',
      '<p>You will get no more back-in-stock or price-drop mails. Your wishlist stays as it is; turn the mails on again under Account whenever you like.</p>',
    );
  });
};
export default routes;
