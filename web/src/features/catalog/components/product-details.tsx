import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import { Zap } from 'lucide-react';
import type { ApiProduct } from '../../../../../common/contracts/catalog';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { Stars } from '../../../components/stars';
import { useCartActions } from '../../../lib/cart-actions';
import { formatRating, unitOfTitle } from '../../../lib/product-display';
import { useDeliverySupply } from '../../../lib/delivery-supply';
import { useHydrated } from '../../../components/client-only';
import { toast } from '../../../components/ui/use-toast';
import { quantityLimit } from '../../../../../common/cart-rules';
import { AddToCartButton } from './add-to-cart-button';
import { HeartButton } from './heart-button';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { ProductPrice, TaxBreakdown } from './product-price';
import type { AddContext } from './quick-view-context';
import { useLang, useT } from '../../../i18n/i18n';
import { englishOn, nameOf, productDescription, productTitle, useTaxonomyName } from '../names';
import { useSubcategories } from '../api/get-subcategories';

/**
 * The quantity field, loaded once the page is interactive (a field that cannot be typed in yet is no use):
 * its code stays out of the browsing pages' first load. Its place is kept meanwhile, so nothing moves.
 */
const QuantityField = lazy(() => import('../../../components/quantity-field'));
const quantitySlot = <div className="h-9" />;

/**
 * Everything about one product — pictures, price with its CGST/SGST breakdown, rating, Add to Cart, Buy
 * Now, the reviews and the form to write one — as the quick view and the product page both show it.
 * `headingLevel` 1 on the product page, 2 in the quick view (whose dialog title is the product's).
 */
export function ProductDetails({
  product,
  where,
  titleAs: Title = 'h1',
  priority = false,
  showPageLink = false,
  delivery,
  reviews,
}: {
  product: ApiProduct;
  where: AddContext;
  titleAs?: 'h1' | 'h2';
  priority?: boolean;
  showPageLink?: boolean;
  /** Whether and when the shop delivers to a pincode (the delivery feature's check, put in by the product page). */
  delivery?: ReactNode;
  /** The reviews and the form to write one (the reviews feature's, put in by the screen). */
  reviews: ReactNode;
}) {
  const { buy, buying } = useCartActions();
  const supply = useDeliverySupply();
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const title = productTitle(product, lang);
  const description = productDescription(product, lang);
  const brandName = useTaxonomyName('brand');
  const categoryName = useTaxonomyName('category');
  // The subcategory's Hindi name lives with its category's subcategories: asked for on a Hindi page only.
  const groups = useSubcategories([product.category], lang === 'hi' && !!product.subcategory);
  const sub = groups.data
    ?.filter((g) => g.category.toLowerCase() === product.category.toLowerCase())
    .flatMap((g) => g.subcategories)
    .find((s) => s.name.toLowerCase() === product.subcategory.toLowerCase());
  // The unit as the title shown says it (a Hindi title's प्रति मीटर), else as the English one does.
  const unit = unitOfTitle(title) ?? unitOfTitle(product.title);
  const soldOut = product.totalStock <= 0;
  const facts = [
    [t('Brand'), product.brand && brandName(product.brand)],
    [
      t('Category'),
      [product.category && categoryName(product.category), sub ? nameOf(sub, lang) : product.subcategory]
        .filter(Boolean)
        .join(' › '),
    ],
    [t('HSN code'), product.hsn],
  ].filter(([, v]) => v);
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <ProductGallery title={title} images={[product.image, ...product.images]} priority={priority} />
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <ProductBadges product={product} />
            <Title
              className="text-xl font-bold leading-tight sm:text-2xl"
              lang={englishOn(lang, title, product.title)}
            >
              {title}
            </Title>
            {product.reviewCount > 0 ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
                <Stars value={product.averageReview} size="md" />
                <span>
                  {product.reviewCount === 1
                    ? t('{rating} ({count} review)', {
                        rating: formatRating(product.averageReview),
                        count: product.reviewCount,
                      })
                    : t('{rating} ({count} reviews)', {
                        rating: formatRating(product.averageReview),
                        count: product.reviewCount,
                      })}
                </span>
              </p>
            ) : (
              <p className="text-sm text-neutral-600">{t('No reviews yet')}</p>
            )}
          </div>
          <ProductPrice product={product} size="lg" />
          <TaxBreakdown product={product} supply={supply} />
          {soldOut ? null : hydrated ? (
            <Suspense fallback={quantitySlot}>
              <QuantityField
                id={quantityId}
                label={t('Quantity')}
                value={quantity}
                max={quantityLimit(product.totalStock)}
                onChange={setQuantity}
                onRefuse={(message) => toast({ title: message, variant: 'destructive' })}
                unit={unit ? t('Sold {unit}', { unit }) : null}
              />
            </Suspense>
          ) : (
            quantitySlot
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <AddToCartButton
              product={product}
              where={where}
              quantity={quantity}
              size="lg"
              className="w-full sm:flex-1"
            />
            <Button
              size="lg"
              variant="dark"
              className="w-full sm:flex-1"
              disabled={soldOut || buying}
              onClick={() => void buy(product, quantity)}
            >
              <Zap aria-hidden="true" />
              {t('Buy Now')}
            </Button>
            <HeartButton product={product} className="size-11 self-end sm:self-auto" />
          </div>
          {delivery}
          {description ? (
            <p
              className="whitespace-pre-line text-sm leading-6 text-neutral-800"
              lang={englishOn(lang, description, product.description)}
            >
              {description}
            </p>
          ) : null}
          {facts.length ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-neutral-600">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {showPageLink ? (
            <Link
              to={paths.shop.product.href(product._id)}
              className="text-sm font-semibold text-orange-800 underline underline-offset-4"
            >
              {t('Open the product’s page')}
            </Link>
          ) : null}
        </div>
      </div>
      <section aria-labelledby={`reviews-${product._id}`} className="grid gap-3">
        <h2 id={`reviews-${product._id}`} className="text-lg font-bold">
          {t('Reviews')}
        </h2>
        {reviews}
      </section>
    </div>
  );
}
