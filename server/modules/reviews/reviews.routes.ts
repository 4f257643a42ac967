import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReviewAddBody, ReviewListQuery, ReviewProductParams } from '../../../common/contracts/review';
import { requireSelf, requireUser } from '../../plugins/auth';
import * as service from './reviews.service';

/** SPEC §7 review calls (under /api/shop/review): writing needs the session's own user, reading is public. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/add',
    {
      // Logged out is a 401 before anything else, whatever the input.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: { body: ReviewAddBody },
    },
    async (request) => {
      const { userId, productId, reviewMessage, reviewValue } = request.body;
      const user = requireSelf(request, userId);
      const result = await service.addReview(app.db, user, { productId, reviewMessage, reviewValue });
      return {
        success: true,
        message: 'Review added successfully',
        data: result.review,
        product: { _id: productId, averageReview: result.averageReview, reviewCount: result.reviewCount },
      };
    },
  );

  app.get(
    '/:productId',
    { schema: { params: ReviewProductParams, querystring: ReviewListQuery } },
    async (request) => {
      const page = await service.listReviews(app.db, request.params.productId, request.query);
      return { success: true, ...page };
    },
  );
};
export default routes;
