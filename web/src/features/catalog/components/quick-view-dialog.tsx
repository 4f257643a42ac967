import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { productQuery } from '../api/get-product';
import { ProductDetails } from './product-details';
import type { QuickViewDialogProps } from './quick-view-context';

/**
 * SPEC quick view: the product in a dialog (focus trapped and returned to the card, Escape closes). It
 * shows the card's product at once and the freshest copy (rating after a review) once fetched.
 */
export function QuickViewDialog({
  product,
  where,
  open,
  onOpenChange,
  onCloseAutoFocus,
  reviews,
}: QuickViewDialogProps & {
  /** The product's reviews (the reviews feature's, put in by the screen). */
  reviews: ReactNode;
}) {
  // The card's copy stands in (no request); after a review the product is invalidated and fetched afresh.
  const { data } = useQuery({ ...productQuery(product._id), initialData: product });
  const shown = data ?? product;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="sr-only">{shown.title}</DialogTitle>
        <DialogDescription className="sr-only">
          Pictures, price with taxes, reviews and buying options
        </DialogDescription>
        <ProductDetails product={shown} where={where} titleAs="h2" showPageLink reviews={reviews} />
      </DialogContent>
    </Dialog>
  );
}
