/** Product reviews. The door of server/modules/reviews: code outside it imports from here only. */
export { default as reviewRoutes } from './reviews.routes';
export { listReviews } from './reviews.service';
