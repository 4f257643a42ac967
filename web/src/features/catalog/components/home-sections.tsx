import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/navigation';
import {
  ArrowRight,
  BadgePercent,
  CalendarClock,
  Calculator,
  CreditCard,
  Headset,
  Repeat,
  ShieldCheck,
} from 'lucide-react';
import { useHydrated } from '../../../components/client-only';
import { ScrollRow } from '../../../components/scroll-row';
import { EmptyState } from '../../../components/states';
import { SmartImage } from '../../../components/smart-image';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { useCategoryTiles } from '../../../lib/categories';
import { useProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton, ProductGrid } from './product-card';
import { listingFor, SectionHeading } from './section-heading';
import { featuredProductsQuery, HOME_PRODUCTS } from '../listing-params';
import { msg, useLang, useT } from '../../../i18n/i18n';
import { nameOf } from '../names';

/** SPEC §9: the categories and brands carousels move every 3 s. */
export const CAROUSEL_INTERVAL_MS = 3_000;

/** A category's row (its own chunk: the rows are far below the first screen, drawn after hydration). */
const CategoryRow = lazy(() => import('./category-row'));

/** SPEC home: Featured Categories as round cards, scrolling by themselves every 3 s. */
export function FeaturedCategories() {
  const { data } = useCategoryTiles('category');
  const t = useT();
  const lang = useLang();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="categories-heading" className="home-section">
      <SectionHeading id="categories-heading" title={t('Featured Categories')} />
      <ScrollRow label={t('categories')} autoScrollMs={CAROUSEL_INTERVAL_MS}>
        {data.map((c) => (
          <li key={c._id} className="snap-start">
            <Link to={listingFor({ category: c.name })} className="group category-chip">
              <span className="category-chip-image">
                <SmartImage
                  src={c.image}
                  alt=""
                  width={240}
                  height={240}
                  small
                  className="h-full w-full object-cover"
                  fallbackClassName="h-full w-full"
                />
              </span>
              <span className="category-chip-name">{nameOf(c, lang)}</span>
            </Link>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

/** SPEC home: the Quick Estimate panel, leading to the full estimator. */
export function QuickEstimate() {
  const { data } = useCategoryTiles('category');
  const picks = (data ?? []).slice(0, 4);
  const t = useT();
  const lang = useLang();
  return (
    <section aria-labelledby="estimate-heading" className="home-section">
      <div className="grid gap-4 rounded-xl border border-orange-200 bg-orange-50 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6">
        <div className="flex gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand text-white">
            <Calculator className="size-6" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h2 id="estimate-heading" className="text-lg font-bold sm:text-xl">
              {t('Quick Estimate')}
            </h2>
            <p className="text-sm text-neutral-700">
              {t(
                'Pricing a job? Add wires, pipes and fittings with quantities and see the total with CGST and SGST before you buy.',
              )}
            </p>
            {picks.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {picks.map((c) => (
                  <li key={c._id}>
                    <Link
                      to={paths.shop.estimator.href({ category: c.name })}
                      className="inline-flex rounded-full border border-orange-300 bg-white px-3 py-1 text-xs font-medium text-orange-900 hover:bg-orange-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                    >
                      {nameOf(c, lang)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <Link
          to={paths.shop.estimator.href()}
          className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {t('Open the estimator')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

/** SPEC home: the Top Brands carousel (3 s). */
export function TopBrands() {
  const { data } = useCategoryTiles('brand');
  const t = useT();
  const lang = useLang();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="brands-heading" className="home-section">
      <SectionHeading id="brands-heading" title={t('Top Brands')} />
      <ScrollRow label={t('brands')} autoScrollMs={CAROUSEL_INTERVAL_MS}>
        {data.map((b) => (
          <li key={b._id} className="snap-start">
            <Link to={listingFor({ brand: b.name })} aria-label={nameOf(b, lang)} className="brand-tile">
              <SmartImage
                src={b.image}
                alt=""
                width={320}
                height={160}
                small
                className="h-full w-full object-contain"
                fallbackClassName="h-full w-full"
              />
            </Link>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

/** SPEC home: the first 8 products, with View All Products when there are more. */
export function FeatureProducts() {
  const { data, isPending } = useProducts(featuredProductsQuery());
  const t = useT();
  return (
    <section aria-labelledby="featured-heading" className="home-section">
      <SectionHeading id="featured-heading" title={t('Feature Products')} />
      {data && !data.data.length ? (
        <EmptyState title={t('No products yet')}>{t('New stock is on its way: check back soon.')}</EmptyState>
      ) : (
        <ProductGrid>
          {isPending
            ? Array.from({ length: HOME_PRODUCTS }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))
            : (data?.data ?? []).map((p) => (
                <li key={p._id}>
                  <ProductCard product={p} where="home" />
                </li>
              ))}
        </ProductGrid>
      )}
      {data && data.pagination.total > HOME_PRODUCTS ? (
        <div className="mt-6 flex justify-center">
          <Link to={paths.shop.listing.href()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('View All Products')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/**
 * SPEC home's category rows, rendered in the browser only (far below the first screen, they render
 * on demand): the first HTML carries none of their ten headings and placeholders, and each row loads as it
 * nears the screen. Without JavaScript, Featured Categories above links to each category's listing.
 */
export function CategoryRows() {
  const { data } = useCategoryTiles('category');
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {(data ?? []).map((c) => (
        <CategoryRow key={c._id} category={c} />
      ))}
    </Suspense>
  );
}

const WHY_US = [
  { label: msg('Best Offers & Prices'), icon: BadgePercent },
  { label: msg('Multiple Payment Modes'), icon: CreditCard },
  { label: msg('Scheduled Delivery'), icon: CalendarClock },
  { label: msg('No Cost EMI & Exchange'), icon: Repeat },
  { label: msg('Exceptional Service'), icon: Headset },
  { label: msg('Extended Warranty Plans'), icon: ShieldCheck },
];

/** SPEC home: the why-choose-us list. */
export function WhyChooseUs() {
  const t = useT();
  return (
    <section className="below-fold mt-12 bg-neutral-50" aria-labelledby="why-heading">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <SectionHeading id="why-heading" title={t('Why choose us')} />
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {WHY_US.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="flex flex-col items-center gap-2 rounded-lg bg-white p-4 text-center text-sm font-medium shadow-sm"
            >
              <Icon className="size-7 text-orange-700" aria-hidden="true" />
              {t(label)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** SPEC home: the newsletter box; Subscribe makes no call (SPEC §7). */
export function Newsletter() {
  const t = useT();
  return (
    <section aria-labelledby="newsletter-heading" className="below-fold bg-neutral-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-10 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="newsletter-heading" className="text-xl font-bold sm:text-2xl">
            {t('Get offers in your inbox')}
          </h2>
          <p className="mt-1 text-sm text-neutral-300">
            {t('New arrivals, bulk prices and seasonal offers. No spam.')}
          </p>
        </div>
        <form className="flex flex-col gap-2 sm:flex-row" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="newsletter-email" className="sr-only">
            {t('Email address')}
          </label>
          <Input
            id="newsletter-email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            className="border-neutral-700 bg-neutral-900 text-white placeholder:text-neutral-400"
          />
          <Button type="submit" className="shrink-0">
            {t('Subscribe')}
          </Button>
        </form>
      </div>
    </section>
  );
}
