import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/states';
import { SmartImage } from '../../../components/smart-image';
import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/storefront';
import type { ProductCardData } from '../../../../../common/product-card';
import { productQuery } from '../api/get-product';
import { ProductDetails } from './product-details';
import { ProductPrice } from './product-price';
import type { QuickViewDialogProps } from './quick-view-context';
import { useLang, useT } from '../../../i18n/i18n';
import { productTitle } from '../names';

/**
 * SPEC quick view: the product in a dialog (focus trapped and returned to the card, Escape closes). A card
 * holds only what it shows, so the dialog loads the whole product (usually already fetched as the pointer or
 * the focus came to the card's Quick view button) and shows the card's picture, title and price meanwhile.
 * After a review the product is invalidated and fetched afresh (the new rating).
 */
export function QuickViewDialog({
  product,
  where,
  open,
  onOpenChange,
  reviews,
}: QuickViewDialogProps & {
  /** The product's reviews (the reviews feature's, put in by the screen). */
  reviews: ReactNode;
}) {
  const whole = useQuery(productQuery(product._id));
  const gone = errorStatus(whole.error) === 404;
  const t = useT();
  const lang = useLang();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogTitle className="sr-only">{productTitle(whole.data ?? product, lang)}</DialogTitle>
        <DialogDescription className="sr-only">
          {t('Pictures, price with taxes, reviews and buying options')}
        </DialogDescription>
        {whole.data ? (
          <ProductDetails product={whole.data} where={where} titleAs="h2" showPageLink reviews={reviews} />
        ) : whole.isError ? (
          <ErrorState
            title={gone ? t('This product is no longer sold') : t('Something went wrong')}
            message={gone ? undefined : t('The product could not be loaded.')}
            onRetry={gone ? undefined : () => void whole.refetch()}
          />
        ) : (
          <CardWhileLoading product={product} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The card's part of the product, laid out as the details will be, while the rest loads. */
function CardWhileLoading({ product }: { product: ProductCardData }) {
  const t = useT();
  const title = productTitle(product, useLang());
  return (
    <div className="grid gap-6 md:grid-cols-2" role="status" aria-label={t('Loading {title}', { title })}>
      <SmartImage
        src={product.image}
        alt=""
        width={600}
        height={600}
        sizes="(min-width: 768px) 400px, 90vw"
        className="aspect-square w-full rounded-lg border border-neutral-200 object-contain p-2"
        fallbackClassName="aspect-square w-full rounded-lg"
      />
      <div className="grid content-start gap-4">
        <p className="text-xl font-bold leading-tight sm:text-2xl">{title}</p>
        <ProductPrice product={product} size="lg" />
        <div className="h-24 animate-pulse rounded-lg bg-neutral-100" />
        <div className="h-11 animate-pulse rounded-md bg-neutral-100" />
      </div>
    </div>
  );
}
