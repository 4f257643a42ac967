import { QuickViewDialog, type QuickViewDialogProps } from '../../features/catalog';
import { ProductReviews } from '../../features/reviews';

/** The storefront's quick view: the catalog's dialog with the product's reviews (loaded on first use). */
export default function QuickView(props: QuickViewDialogProps) {
  return <QuickViewDialog {...props} reviews={<ProductReviews productId={props.product._id} />} />;
}
