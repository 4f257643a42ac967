import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressAddBody,
  AddressParams,
  AddressUpdateBody,
  AddressUserParams,
} from '../../../common/contracts/address';
import { ValidationError } from '../../lib/errors';
import { requireSelf, requireUser } from '../../plugins/auth';
import * as service from './addresses.service';

/** SPEC §7 address calls (under /api/shop/address); every {userId} must be the session's own user. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Logged out is a 401 before anything else, whatever the input.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get('/get/:userId', { schema: { params: AddressUserParams } }, async (request) => {
    requireSelf(request, request.params.userId);
    return { success: true, data: await service.listAddresses(app.db, request.params.userId) };
  });

  app.post('/add', { schema: { body: AddressAddBody } }, async (request) => {
    const { userId, ...values } = request.body;
    requireSelf(request, userId);
    const data = await service.addAddress(app.db, userId, values);
    return { success: true, message: 'Address added successfully', data };
  });

  app.put(
    '/update/:userId/:addressId',
    { schema: { params: AddressParams, body: AddressUpdateBody } },
    async (request) => {
      const { userId, addressId } = request.params;
      requireSelf(request, userId);
      const { userId: bodyUserId, ...values } = request.body;
      if (bodyUserId && bodyUserId !== userId)
        throw new ValidationError('The owner of an address cannot be changed');
      const data = await service.updateAddress(app.db, userId, addressId, values);
      return { success: true, message: 'Address updated successfully', data };
    },
  );

  app.delete('/delete/:userId/:addressId', { schema: { params: AddressParams } }, async (request) => {
    const { userId, addressId } = request.params;
    requireSelf(request, userId);
    await service.deleteAddress(app.db, userId, addressId);
    return { success: true, message: 'Address deleted successfully' };
  });
};
export default routes;
