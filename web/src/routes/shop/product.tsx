import { lazy, Suspense } from 'react';
import { Link, useParams } from '../../lib/navigation';
import { ChevronRight } from 'lucide-react';
import type { ApiProduct } from '../../../../common/contracts/catalog';
import { JsonLd, PageHead } from '../../components/page-head';
import { ErrorState } from '../../components/states';
import { useSite } from '../../lib/site';
import {
  useProduct,
  ProductDetails,
  searchFromListingView,
  EMPTY_LISTING_VIEW,
  englishOn,
  productDescription,
  productTitle,
  useTaxonomyName,
} from '../../features/catalog';
import { productPrices } from '../../lib/product-display';
import { paths } from '../../lib/paths';
import { formatINR } from '../../../../common/money';
import { useLang, useT } from '../../i18n/i18n';

/**
 * The delivery check and the reviews, below the price and the buttons: rendered whole by the server and hydrated
 * when their code arrives, just after the first load's (as the footer, decision 036), which keeps the browsing
 * pages' first load within its budget with the languages.
 */
const DeliveryCheck = lazy(() =>
  import('../../features/delivery/components/delivery-check').then((m) => ({ default: m.DeliveryCheck })),
);
const ProductReviews = lazy(() =>
  import('../../features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })),
);

/** schema.org Product for search engines and link previews: price in INR, availability, rating. */
export function productJsonLd(product: ApiProduct, url: string) {
  const { pay } = productPrices(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description || undefined,
    image: [product.image, ...product.images].filter(Boolean),
    sku: product._id,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    category: product.category || undefined,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: pay.toFixed(2),
      availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    aggregateRating:
      product.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.averageReview.toFixed(2),
            reviewCount: product.reviewCount,
          }
        : undefined,
  };
}

const listingOf = (category: string) =>
  `${paths.shop.listing.href()}${searchFromListingView({ ...EMPTY_LISTING_VIEW, category: [category] })}`;

/** /shop/product/:id (beyond SPEC): one product at a URL to share or bookmark, with its head tags. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { origin } = useSite();
  const { data: product, isError, refetch } = useProduct(id);
  const t = useT();
  const lang = useLang();
  const categoryName = useTaxonomyName('category');
  const brandName = useTaxonomyName('brand');
  if (isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorState message={t('The product could not be loaded.')} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!product) return null;
  const path = paths.shop.product.href(product._id);
  const title = productTitle(product, lang);
  const description =
    productDescription(product, lang) ||
    t('{title} by {brand} at {price} incl. GST.', {
      title,
      brand: brandName(product.brand),
      price: formatINR(productPrices(product).pay),
    });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageHead title={title} description={description} path={path} image={product.image} type="product" />
      <JsonLd data={productJsonLd(product, `${origin}${path}`)} />
      <nav aria-label={t('Breadcrumb')} className="mb-4 text-sm text-neutral-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.shop.home.href()} className="hover:text-neutral-900 hover:underline">
              {t('Home')}
            </Link>
          </li>
          {product.category ? (
            <li className="flex items-center gap-1">
              <ChevronRight className="size-4" aria-hidden="true" />
              <Link to={listingOf(product.category)} className="hover:text-neutral-900 hover:underline">
                {categoryName(product.category)}
              </Link>
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
            <span
              aria-current="page"
              className="truncate text-neutral-900"
              lang={englishOn(lang, title, product.title)}
            >
              {title}
            </span>
          </li>
        </ol>
      </nav>
      <ProductDetails
        product={product}
        where="product"
        priority
        delivery={
          <Suspense fallback={null}>
            <DeliveryCheck />
          </Suspense>
        }
        reviews={
          <Suspense fallback={null}>
            <ProductReviews productId={product._id} />
          </Suspense>
        }
      />
    </div>
  );
}
