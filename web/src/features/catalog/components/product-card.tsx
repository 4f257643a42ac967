import { Link } from '../../../lib/navigation';
import type { ProductCardData } from '../../../../../common/product-card';
import { SmartImage } from '../../../components/smart-image';
import { SpriteIcon } from '../../../components/ui/icon-sprite';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';
import { Stars } from '../../../components/stars';
import { AddToCartButton } from './add-to-cart-button';
import { HeartButton } from './heart-button';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';
import { useQuickView, type AddContext } from './quick-view-context';
import { useLang, useT } from '../../../i18n/i18n';
import { englishOn, productTitle, useTaxonomyName } from '../names';

/**
 * How many cards of a page's main grid have their images preloaded: a phone's first row (two columns), where
 * the page's largest paint is. More would share a slow connection with it; the rest load as they are laid out.
 */
export const PRIORITY_CARDS = 2;

/**
 * Sizes of a card's image in a 2-column phone grid up to a 4-column desktop grid. On a phone the image is
 * half the screen less the page's margins, the gap, the card's border and its padding (40 px): saying 50vw
 * made a 412 px phone at 1.75x take the 800 px file for a 290 px slot, twice the bytes of the 320 px one.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, calc(50vw - 40px)';

/**
 * The one product card (DESIGN convention 11): image, badges, brand, title linking to the product's page,
 * rating, price with tax, the wishlist's heart, Quick view and Add to Cart. `where` is the screen, for SPEC §5's stock check.
 */
export function ProductCard({
  product,
  where,
  priority = false,
  headingLevel: Heading = 'h3',
  className,
}: {
  product: ProductCardData;
  where: AddContext;
  /** h2 where the cards are the page's main list (listing, search), h3 under a section's heading. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page: load their images at once. */
  priority?: boolean;
  className?: string;
}) {
  const quickView = useQuickView();
  const t = useT();
  const lang = useLang();
  const brandName = useTaxonomyName('brand');
  const title = productTitle(product, lang);
  const href = paths.shop.product.href(product._id);
  return (
    <article className={cn('group product-card', className)} aria-label={title}>
      <div className="product-card-media">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
          <SmartImage
            src={product.image}
            alt=""
            width={600}
            height={600}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="h-full w-full object-contain p-2"
            fallbackClassName="h-full w-full"
          />
        </Link>
        <ProductBadges product={product} className="pointer-events-none absolute left-2 top-2" />
        <HeartButton product={product} className="absolute right-2 top-2" />
        <button
          type="button"
          onClick={() => quickView.open(product, where)}
          onPointerEnter={() => quickView.preload(product._id)}
          onFocus={() => quickView.preload(product._id)}
          aria-haspopup="dialog"
          aria-label={t('Quick view: {title}', { title })}
          className="product-card-quick-view"
        >
          <SpriteIcon name="eye" className="size-4" />
          <span className="hidden sm:inline">{t('Quick view')}</span>
        </button>
      </div>
      <div className="product-card-body">
        {product.brand ? <p className="product-card-brand">{brandName(product.brand)}</p> : null}
        <Heading className="product-card-title">
          <Link to={href} className="product-card-link" lang={englishOn(lang, title, product.title)}>
            {title}
          </Link>
        </Heading>
        {product.reviewCount > 0 ? (
          <p className="flex items-center gap-1 text-xs text-neutral-600">
            <Stars value={product.averageReview} />
            <span>({product.reviewCount})</span>
          </p>
        ) : null}
        <ProductPrice product={product} className="mt-auto" />
        <AddToCartButton product={product} where={where} size="sm" className="mt-1 w-full" />
      </div>
    </article>
  );
}

/** A card's shape while its product loads. */
export function ProductCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-square animate-pulse bg-neutral-100" />
      <div className="grid gap-2 p-3">
        <div className="h-3 w-1/3 animate-pulse rounded bg-neutral-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-neutral-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-neutral-200" />
        <div className="mt-2 h-9 w-full animate-pulse rounded bg-neutral-200" />
      </div>
    </div>
  );
}

/** A responsive grid of cards: 2 columns on phones, up to 4 on desktops. */
export function ProductGrid({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <ul
      role="list"
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4', className)}
    >
      {children}
    </ul>
  );
}
