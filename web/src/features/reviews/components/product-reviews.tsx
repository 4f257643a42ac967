import { lazy, Suspense } from 'react';
import { ReviewList } from './review-list';

/**
 * The form to write a review: its HTML comes with the page (for a signed-in customer the form, for a
 * visitor the way to log in) and it works once its code arrives, after the page is interactive.
 */
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/** A product's reviews and the form to write one, as the product page and the quick view show them. */
export function ProductReviews({ productId }: { productId: string }) {
  return (
    <>
      <Suspense fallback={null}>
        <ReviewForm productId={productId} />
      </Suspense>
      <ReviewList productId={productId} />
    </>
  );
}
