import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** A product's reviews and the form to write one, as the product page and the quick view show them. */
export function ProductReviews({ productId }: { productId: string }) {
  return (
    <>
      <ReviewForm productId={productId} />
      <ReviewList productId={productId} />
    </>
  );
}
