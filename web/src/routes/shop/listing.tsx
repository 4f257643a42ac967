import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from '../../lib/navigation';
import { SlidersHorizontal, X } from 'lucide-react';
import { PageHead } from '../../components/page-head';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { categoryTilesQuery, useCategoryTiles } from '../../lib/categories';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  productsQuery,
  useSubcategories,
  activeFilterCount,
  EMPTY_LISTING_VIEW,
  ListingFilters,
  toggleFilter,
  withPriceRange,
  ProductCard,
  PRIORITY_CARDS,
  ProductCardSkeleton,
  ProductGrid,
  SortSelect,
  listingQuery,
  listingViewFromSearch,
  searchFromListingView,
  type ListingView,
  rememberedListing,
  rememberListing,
  nameOf,
} from '../../features/catalog';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { useLang, useT, type Translate } from '../../i18n/i18n';

const FiltersSheet = lazy(() => import('../../features/catalog/components/listing-filters-sheet'));
const FORM_ID = 'listing-filters';

const EMPTY_VIEW = EMPTY_LISTING_VIEW;

/** A chip of an active filter: what it says, and the view without it. */
interface Chip {
  key: string;
  label: string;
  without: ListingView;
}

/** The price range as a chip says it: '₹100 – ₹500', 'From ₹100', 'Up to ₹500'. */
function rangeLabel(min: number | null, max: number | null, t: Translate): string {
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  if (min !== null && max !== null) return `${rupees(min)} – ${rupees(max)}`;
  return min !== null
    ? t('From {amount}', { amount: rupees(min) })
    : t('Up to {amount}', { amount: rupees(max ?? 0) });
}

/**
 * SPEC §2 Listing: filters (category, brand, subcategory; beyond SPEC a price range and In stock only), 'All
 * Products' with the count (the chosen categories' names instead when filtered by category), Sort by, the
 * grid and its pages. The brand filter offers the brands with products among what the other filters leave,
 * with their counts. The URL holds the view (a shared or reloaded link shows the same, Back works) and
 * session storage remembers it for this tab. Without JavaScript the filters are a GET form and pages links.
 */
export default function ListingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // While the next view loads, the controls already show it, and a second change builds on it (a sort
  // chosen right after a filter keeps the filter); the grid keeps the last products until the new ones come.
  const pending =
    navigation.state === 'loading' && navigation.location?.pathname === paths.shop.listing.path
      ? navigation.location
      : null;
  const view = listingViewFromSearch(new URLSearchParams((pending ?? location).search));
  const products = useQuery({ ...productsQuery(listingQuery(view)), placeholderData: keepPreviousData });
  const categories = useCategoryTiles('category');
  const t = useT();
  const lang = useLang();
  // The brands' Hindi names for the brand filter and its chips (a Hindi page only: English asks for nothing).
  const brandTiles = useQuery({ ...categoryTilesQuery('brand'), enabled: lang === 'hi' });
  const subcategories = useSubcategories(view.category, view.category.length > 0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetMounted, setSheetMounted] = useState(false);

  // Arriving with no filters in the URL restores this tab's last view; afterwards every view is remembered.
  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const remembered = rememberedListing();
      if (!location.search && remembered) {
        void navigate({ search: remembered }, { replace: true });
        return;
      }
    }
    rememberListing(location.search);
  }, [location.search, navigate]);

  useEffect(() => {
    // SPEC §8: a failed subcategory fetch is only logged.
    if (subcategories.isError) console.warn('Could not load subcategories', subcategories.error);
  }, [subcategories.isError, subcategories.error]);

  const go = (next: ListingView) => void navigate(`${paths.shop.listing.path}${searchFromListingView(next)}`);
  const hrefFor = (next: ListingView) => `${paths.shop.listing.path}${searchFromListingView(next)}`;
  const loadingNext = pending !== null || products.isPlaceholderData;
  const total = products.data?.pagination.total;
  const pageCount = products.data
    ? Math.max(1, Math.ceil(products.data.pagination.total / products.data.pagination.limit))
    : 1;
  const filterCount = activeFilterCount(view);
  const filterProps = {
    view,
    categories: categories.data ?? [],
    brands: products.data?.facets?.brand ?? [],
    subcategoryGroups: subcategories.data ?? [],
    brandTiles: brandTiles.data,
    onChange: go,
  };
  // A chosen name as the page's language writes it: the shop's category, subcategory or brand by its English name.
  const shownName = (key: 'category' | 'subcategory' | 'brand', name: string): string => {
    const same = (n: { name: string }) => n.name.toLowerCase() === name.toLowerCase();
    const found =
      key === 'category'
        ? categories.data?.find(same)
        : key === 'brand'
          ? brandTiles.data?.find(same)
          : subcategories.data?.flatMap((g) => g.subcategories).find(same);
    return found ? nameOf(found, lang) : name;
  };
  const chips: Chip[] = (['category', 'subcategory', 'brand'] as const).flatMap((key) =>
    view[key].map((name) => ({
      key: `${key}-${name}`,
      label: shownName(key, name),
      without: toggleFilter(view, key, name, subcategories.data ?? []),
    })),
  );
  if (view.minPrice !== null || view.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: rangeLabel(view.minPrice, view.maxPrice, t),
      without: withPriceRange(view, null, null),
    });
  }
  if (view.inStock)
    chips.push({ key: 'in-stock', label: t('In stock'), without: { ...view, inStock: false, page: 1 } });
  // The heading names the chosen categories (as the shop spells them; a name it does not know is not shown).
  const named = view.category.flatMap((c) => {
    const tile = categories.data?.find((t) => t.name.toLowerCase() === c.toLowerCase());
    return tile ? [nameOf(tile, lang)] : [];
  });
  const heading = named.length ? named.join(', ') : t('All Products');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <PageHead
        title={heading}
        description={t(
          'Pipe fittings, wires, switches, sockets, paint and tools: filter by category and brand, sort by price.',
        )}
        path={`${paths.shop.listing.path}${searchFromListingView(view)}`}
      />
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label={t('Filters')} className="hidden lg:block">
          <form
            id={FORM_ID}
            method="get"
            action={paths.shop.listing.path}
            className="sticky top-24 grid max-h-[calc(100vh-7rem)] gap-4 overflow-y-auto pb-4 pr-2"
          >
            <div className="flex items-center justify-between">
              <h2 className="text-base font-bold">{t('Filters')}</h2>
              {filterCount ? (
                <Link
                  to={hrefFor({ ...EMPTY_VIEW, sortBy: view.sortBy })}
                  className="text-sm font-medium text-orange-800 hover:underline"
                >
                  {t('Clear all')}
                </Link>
              ) : null}
            </div>
            <ListingFilters {...filterProps} idPrefix="side" />
            <noscript>
              <Button type="submit" className="w-full">
                {t('Apply filters')}
              </Button>
            </noscript>
          </form>
        </aside>

        <section aria-labelledby="listing-title" className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h1 id="listing-title" className="text-2xl font-bold tracking-tight">
              {heading}{' '}
              {total !== undefined ? (
                <span className="text-base font-normal text-neutral-600">
                  ({total} {total === 1 ? t('product') : t('products')})
                </span>
              ) : null}
            </h1>
            <div className="flex w-full items-center gap-2 sm:w-auto [&>*:last-child]:min-w-0 [&>*:last-child]:flex-1 sm:[&>*:last-child]:flex-none">
              <Button
                variant="outline"
                size="sm"
                className="lg:hidden"
                aria-haspopup="dialog"
                onClick={() => {
                  setSheetMounted(true);
                  setSheetOpen(true);
                }}
              >
                <SlidersHorizontal aria-hidden="true" />
                {t('Filters')}
                {filterCount ? ` (${filterCount})` : ''}
              </Button>
              <SortSelect
                id="listing-sort"
                form={FORM_ID}
                value={view.sortBy}
                onChange={(sortBy) => go({ ...view, sortBy, page: 1 })}
              />
            </div>
          </div>

          {chips.length ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('Active filters')}>
              {chips.map(({ key, label, without }) => (
                <li key={key}>
                  <Link
                    to={hrefFor(without)}
                    className="inline-flex items-center gap-1 rounded-full border border-neutral-300 bg-white px-3 py-1 text-sm hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                    aria-label={t('Remove filter: {label}', { label })}
                  >
                    {label}
                    <X className="size-3.5" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}

          <div
            className={cn('mt-5 transition-opacity', loadingNext && 'opacity-60')}
            aria-busy={loadingNext || products.isPending}
          >
            {products.isError ? (
              <ErrorState
                message={t('The products could not be loaded.')}
                onRetry={() => void products.refetch()}
              />
            ) : products.isPending ? (
              <ProductGrid>
                {Array.from({ length: 8 }, (_, i) => (
                  <li key={i}>
                    <ProductCardSkeleton />
                  </li>
                ))}
              </ProductGrid>
            ) : products.data.data.length === 0 ? (
              <EmptyState
                title={t('No products match these filters')}
                action={
                  <Button variant="outline" onClick={() => go({ ...EMPTY_VIEW, sortBy: view.sortBy })}>
                    {t('Clear all filters')}
                  </Button>
                }
              >
                {t('Try fewer filters, or search for what you need.')}
              </EmptyState>
            ) : (
              <ProductGrid>
                {products.data.data.map((product, i) => (
                  <li key={product._id}>
                    <ProductCard
                      product={product}
                      where="listing"
                      priority={i < PRIORITY_CARDS}
                      headingLevel="h2"
                    />
                  </li>
                ))}
              </ProductGrid>
            )}
          </div>

          <Pagination
            className="mt-8"
            page={view.page}
            pageCount={pageCount}
            renderLink={(page, props) => <Link to={hrefFor({ ...view, page })} {...props} />}
          />
        </section>
      </div>

      {sheetMounted ? (
        <Suspense fallback={null}>
          <FiltersSheet
            {...filterProps}
            idPrefix="sheet"
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            resultCount={total}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
