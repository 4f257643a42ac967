import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartAddBody, CartItemParams, CartUpdateBody, CartUserParams } from '../../../common/contracts/cart';
import { requireSelf, requireUser } from '../../plugins/auth';
import * as cart from './cart.service';

/** SPEC §7 cart calls (under /api/shop/cart); every {userId} must be the session's own user. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Logged out is a 401 before anything else, whatever the input.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post('/add', { schema: { body: CartAddBody } }, async (request) => {
    const { userId, productId, quantity } = request.body;
    requireSelf(request, userId);
    const data = await cart.addToCart(app.db, userId, productId, quantity);
    return { success: true, message: 'Product is added to cart', data };
  });

  app.get('/get/:userId', { schema: { params: CartUserParams } }, async (request) => {
    requireSelf(request, request.params.userId);
    return { success: true, data: await cart.getCartForUser(app.db, request.params.userId) };
  });

  app.put('/update-cart', { schema: { body: CartUpdateBody } }, async (request) => {
    const { userId, productId, quantity } = request.body;
    requireSelf(request, userId);
    const data = await cart.updateCartItem(app.db, userId, productId, quantity);
    return { success: true, message: 'Cart updated', data };
  });

  app.delete('/:userId/:productId', { schema: { params: CartItemParams } }, async (request) => {
    const { userId, productId } = request.params;
    requireSelf(request, userId);
    const data = await cart.removeCartItem(app.db, userId, productId);
    return { success: true, message: 'Item removed from cart', data };
  });
};
export default routes;
