import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WISHLIST_REMOVED,
  WishlistAddBody,
  WishlistAlertsBody,
  WishlistItemParams,
  WishlistUserParams,
} from '../../../common/contracts/wishlist';
import { requireSelf, requireUser } from '../../plugins/auth';
import * as wishlist from './wishlist.service';

/** Issue 48's wishlist calls (under /api/shop/wishlist), in the cart's style; every {userId} must be the session's. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Logged out is a 401 before anything else, whatever the input.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post('/add', { schema: { body: WishlistAddBody } }, async (request) => {
    const { userId, productId, notifyBackInStock, notifyPriceDrop } = request.body;
    const self = requireSelf(request, userId);
    const { message, data } = await wishlist.addToWishlist(app.db, self.id, productId.toLowerCase(), {
      notifyBackInStock,
      notifyPriceDrop,
    });
    return { success: true, message, data };
  });

  app.get('/get/:userId', { schema: { params: WishlistUserParams } }, async (request) => {
    const self = requireSelf(request, request.params.userId);
    return { success: true, data: await wishlist.getWishlist(app.db, self.id) };
  });

  app.put('/alerts', { schema: { body: WishlistAlertsBody } }, async (request) => {
    const self = requireSelf(request, request.body.userId);
    const data = await wishlist.setWishlistAlerts(app.db, self.id, request.body.enabled);
    const message = request.body.enabled ? 'Wishlist mails are on' : 'Wishlist mails are off';
    return { success: true, message, data };
  });

  app.delete('/:userId/:productId', { schema: { params: WishlistItemParams } }, async (request) => {
    const { userId, productId } = request.params;
    const self = requireSelf(request, userId);
    const data = await wishlist.removeFromWishlist(app.db, self.id, productId.toLowerCase());
    return { success: true, message: WISHLIST_REMOVED, data };
  });
};
export default routes;
