export { reviewsQuery } from './api/get-reviews';
export { ProductReviews } from './components/product-reviews';
