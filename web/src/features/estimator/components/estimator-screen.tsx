import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from '../../../lib/navigation';
import { Calculator, Loader2, Printer, Search, ShoppingCart, SlidersHorizontal } from 'lucide-react';
import { ESTIMATOR_PRODUCT_LIMIT } from '../../../../../common/catalog-rules';
import type { EstimatorPreset, EstimatorProduct } from '../../../../../common/contracts/catalog';
import { formatPaise } from '../../../../../common/money';
import { PageTitle } from '../../../components/page-title';
import { HydrateApart } from '../../../components/hydrate-apart';
import { EmptyState, ErrorState } from '../../../components/states';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { cn } from '../../../lib/utils';
import { isAdminUser, useAuth } from '../../../lib/session';
import { useCategories } from '../../../lib/categories';
import { usePublicSettings } from '../../../lib/public-settings';
import { useEstimatorProducts } from '../api/get-estimator-products';
import {
  activeFilterCount,
  estimatorListQuery,
  filtersFromSearch,
  searchWithFilters,
  type EstimatorFilters,
} from '../estimator-params';
import {
  collectPresets,
  estimateTotals,
  matchesSearch,
  MAX_LINES,
  SEARCH_DEBOUNCE_MS,
  type AddOutcome,
} from '../estimator-rules';
import { AddAllSummary } from './add-all-summary';
import type { PresetChoice } from './admin-tools';
import { EstimateLines } from './estimate-lines';
import { EstimateTotalsPanel } from './estimate-totals';
import { FilterPanel } from './filter-panel';
import { PresetList } from './preset-list';
import { EstimatePrint } from './print-sheet';
import { ProductList } from './product-list';
import { useAddAllToCart } from './use-add-all-to-cart';
import { useEstimate } from './use-estimate';
import { useMediaQuery } from './use-media-query';
import { msg, useLang, useT } from '../../../i18n/i18n';
import { productTitle } from '../../../lib/product-title';
import { presetName } from '../product-name';

function PanelSkeleton() {
  return (
    <div className="grid gap-3 p-3" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-12" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Panel({
  id,
  title,
  meta,
  children,
}: {
  id: string;
  title: string;
  meta?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-neutral-200 bg-neutral-50 px-3 py-2.5">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {meta ? <span className="text-xs text-neutral-600">{meta}</span> : null}
      </div>
      {children}
    </section>
  );
}

/** No categories yet: one empty list, so the memoised filter panel sees the same one. */
const NONE: never[] = [];

// The admin's controls are loaded only for an admin: visitors never download them.
const AdminTools = lazy(() => import('./admin-tools'));

const ADDED: Record<Exclude<AddOutcome, 'full'>, string> = {
  added: msg('Added to the estimate'),
  filled: msg('Added to the estimate'),
  merged: msg('One more in the estimate'),
};

/**
 * SPEC §2 Estimator: the Show/Hide Filters toggle and filter sidebar, a searchable product picker and the
 * Quick Presets list, and the calculator with its totals; beyond SPEC, print and 'Add all to cart'. One
 * screen for the shop (/shop/estimator) and the admin panel (/admin/estimator), where an admin also gets
 * Add Line, Clear and 'Delete preset (Admin only)' (decision 010).
 */
export function EstimatorScreen() {
  const t = useT();
  const lang = useLang();
  const { user } = useAuth();
  const isAdmin = isAdminUser(user);
  const settings = usePublicSettings();
  const config = settings.estimatorConfig;

  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const setFilters = (next: EstimatorFilters) =>
    setSearchParams(searchWithFilters(searchParams, next), { replace: true, preventScrollReset: true });

  const categories = useCategories('category');
  const brands = useCategories('brand');
  const list = useEstimatorProducts(estimatorListQuery(filters));
  const listed = useMemo(() => list.data?.data ?? [], [list.data]);
  const total = list.data?.pagination.total ?? 0;

  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const shownProducts = useMemo(() => listed.filter((p) => matchesSearch(p, query)), [listed, query]);
  const presets = useMemo(() => collectPresets(listed, query), [listed, query]);

  const estimate = useEstimate({
    source: config.priceSource,
    defaults: { cgstPercent: settings.cgstPercent, sgstPercent: settings.sgstPercent },
  });
  const { lines, actions } = estimate;
  const productsById = useMemo(
    () => new Map<string, EstimatorProduct>([...listed, ...estimate.lineProducts].map((p) => [p._id, p])),
    [listed, estimate.lineProducts],
  );
  const totals = useMemo(() => estimateTotals(lines), [lines]);

  const wide = useMediaQuery('(min-width: 1024px)');
  const [filtersChoice, setFiltersChoice] = useState<boolean | null>(null);
  // Until the browser says how wide it is, CSS decides: filters shown on wide screens, folded on phones.
  const filtersOpen = filtersChoice ?? wide;
  const filterCount = activeFilterCount(filters);

  const addAll = useAddAllToCart();
  const [deleting, setDeleting] = useState<PresetChoice | null>(null);

  function announce(outcome: AddOutcome, name: string) {
    if (outcome === 'full')
      toast({
        title: t('An estimate holds at most {max} lines', { max: MAX_LINES }),
        variant: 'destructive',
      });
    else toast({ title: t(ADDED[outcome]), description: name });
  }

  // The picker, presets and filters are memoised (each up to 300 rows): their handlers keep their identity, so
  // the screen's other changes (the saved lines read after hydrating, the width known) do not draw them again.
  const onAddProduct = useStableCallback((p: EstimatorProduct) =>
    announce(actions.addProduct(p), productTitle(p, lang)),
  );
  const onAddPreset = useStableCallback((p: EstimatorProduct, preset: EstimatorPreset) =>
    announce(actions.addPreset(p, preset), presetName(preset.name, p, lang)),
  );
  const onDeletePreset = useStableCallback((product: EstimatorProduct, preset: EstimatorPreset) =>
    setDeleting({ product, preset }),
  );
  const onFilters = useStableCallback(setFilters);

  const filtersLabel = (open: boolean) =>
    `${open ? t('Hide Filters') : t('Show Filters')}${filterCount ? ` (${filterCount})` : ''}`;
  // Until the whole list is there (just after the page starts), a search looks through the first rows only.
  const searchingPartial = list.partial && query !== '';
  const listBusy = list.isFetching && (list.isPlaceholderData || searchingPartial);
  // The list could not be loaded: nothing, or only the page's first rows, which are not the list.
  const listFailed = list.isError && (!list.data || list.partial);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle
        title={t('Estimator')}
        description={t(
          'Price a job before you buy: pick products or presets, set quantities and see CGST, SGST and the grand total.',
        )}
      />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Calculator className="size-7 text-orange-700" aria-hidden="true" />
            {t('Estimator')}
          </h1>
          <p className="mt-1 max-w-2xl text-neutral-700">
            {t(
              'Price your job before you buy: add products or presets, set quantities, and see CGST, SGST and the grand total.',
            )}
          </p>
        </div>
        <a
          href="#estimate"
          className="rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm shadow-sm hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          {t('Your estimate:')}{' '}
          <span className="font-bold tabular-nums">{formatPaise(totals.grandTotalPaise)}</span>
        </a>
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          aria-controls="estimator-filters"
          aria-expanded={filtersOpen ?? undefined}
          onClick={() => setFiltersChoice(!(filtersOpen ?? false))}
        >
          <SlidersHorizontal aria-hidden="true" />
          {filtersOpen === null ? (
            <>
              <span className="lg:hidden">{filtersLabel(false)}</span>
              <span className="hidden lg:inline">{filtersLabel(true)}</span>
            </>
          ) : (
            filtersLabel(filtersOpen)
          )}
        </Button>
        {listBusy ? (
          <span className="flex items-center gap-1.5 text-sm text-neutral-600" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t('Updating…')}
          </span>
        ) : null}
      </div>

      <div
        className={cn(
          'mt-4 grid gap-6',
          filtersOpen !== false && 'lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start',
        )}
      >
        <aside
          id="estimator-filters"
          aria-label={t('Filters')}
          className={cn(filtersOpen === null ? 'hidden lg:block' : filtersOpen ? 'block' : 'hidden')}
        >
          <HydrateApart>
            <FilterPanel
              filters={filters}
              onChange={onFilters}
              categories={categories.data ?? NONE}
              brands={brands.data ?? NONE}
              loading={categories.isPending || brands.isPending}
            />
          </HydrateApart>
        </aside>

        <div className="grid min-w-0 gap-6">
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="estimator-search">{t('Search products and presets')}</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
                  aria-hidden="true"
                />
                <Input
                  id="estimator-search"
                  type="search"
                  className="pl-9"
                  placeholder={t('Wire, 1.5 sq mm, PVC…')}
                  autoComplete="off"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </div>

            <div className="grid gap-4 lg:grid-cols-2" aria-busy={listBusy || undefined}>
              <Panel
                id="estimator-products-heading"
                title={t('Products')}
                meta={
                  list.data && !searchingPartial && !listFailed
                    ? t('{shown} of {total}', { shown: list.partial ? total : shownProducts.length, total })
                    : undefined
                }
              >
                {listFailed ? (
                  <ErrorState
                    className="m-3"
                    message={t('The products could not be loaded.')}
                    onRetry={() => void list.refetch()}
                  />
                ) : !list.data || (searchingPartial && shownProducts.length === 0) ? (
                  <PanelSkeleton />
                ) : shownProducts.length === 0 ? (
                  <EmptyState
                    className="m-3 border-0"
                    title={
                      listed.length
                        ? t('No product matches your search')
                        : t('No products match these filters')
                    }
                    action={
                      filterCount ? (
                        <Button
                          variant="outline"
                          onClick={() => setFilters({ category: [], brand: [], subcategory: [] })}
                        >
                          {t('Clear filters')}
                        </Button>
                      ) : undefined
                    }
                  >
                    {listed.length
                      ? t('Try another word, or clear the search.')
                      : t('Choose other categories or brands.')}
                  </EmptyState>
                ) : (
                  <HydrateApart>
                    <ProductList products={shownProducts} source={config.priceSource} onAdd={onAddProduct} />
                  </HydrateApart>
                )}
                {total > ESTIMATOR_PRODUCT_LIMIT ? (
                  <p className="border-t border-neutral-200 px-3 py-2 text-xs text-neutral-600">
                    {t('Showing the first {limit} of {total} products. Narrow them down with the filters.', {
                      limit: ESTIMATOR_PRODUCT_LIMIT,
                      total,
                    })}
                  </p>
                ) : null}
              </Panel>

              <Panel
                id="estimator-presets-heading"
                title={t('Quick Presets')}
                meta={list.data && !list.partial ? `${presets.length}` : undefined}
              >
                {!list.data || (list.partial && presets.length === 0) ? (
                  list.isError ? null : (
                    <PanelSkeleton />
                  )
                ) : presets.length === 0 ? (
                  <p className="px-3 py-6 text-center text-sm text-neutral-600">
                    {query ? t('No preset matches your search.') : t('No presets for these products.')}
                  </p>
                ) : (
                  <HydrateApart>
                    <PresetList
                      entries={presets}
                      onAdd={onAddPreset}
                      onDelete={isAdmin ? onDeletePreset : undefined}
                    />
                  </HydrateApart>
                )}
              </Panel>
            </div>
          </div>

          <section id="estimate" aria-labelledby="estimate-heading" className="grid scroll-mt-24 gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="estimate-heading" className="text-xl font-bold">
                {t('Your estimate')}{' '}
                <span className="text-sm font-normal text-neutral-600">
                  ({lines.length === 1 ? t('1 line') : t('{count} lines', { count: lines.length })})
                </span>
              </h2>
              {isAdmin ? (
                <Suspense fallback={null}>
                  <AdminTools
                    lineCount={lines.length}
                    restored={estimate.restored}
                    actions={actions}
                    deleting={deleting}
                    onDeleteClosed={() => setDeleting(null)}
                  />
                </Suspense>
              ) : null}
            </div>

            {estimate.notice ? (
              <p
                role="status"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              >
                {estimate.notice}
              </p>
            ) : null}
            {estimate.refreshFailed ? (
              <p
                role="status"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              >
                {t("Today's prices could not be loaded; the estimate shows the prices it was saved with.")}
              </p>
            ) : null}

            <EstimateLines
              lines={lines}
              productsById={productsById}
              listProducts={listed}
              byLine={totals.byLine}
              config={config}
              actions={actions}
              restored={estimate.restored}
            />

            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
              <div className="lg:col-start-2 lg:row-start-1">
                <EstimateTotalsPanel totals={totals} />
              </div>
              <div className="grid gap-4 lg:col-start-1 lg:row-start-1">
                <div className="flex flex-wrap gap-2">
                  {isAdmin ? null : (
                    <Button
                      busy={addAll.running}
                      icon={<ShoppingCart aria-hidden="true" />}
                      onClick={() => void addAll.run(lines, productsById)}
                      disabled={totals.countedLines === 0 || addAll.running}
                    >
                      {addAll.running ? t('Adding…') : t('Add all to cart')}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    onClick={() => window.print()}
                    disabled={totals.countedLines === 0}
                  >
                    <Printer aria-hidden="true" /> {t('Print / Save as PDF')}
                  </Button>
                </div>
                <p className="max-w-prose text-sm text-neutral-600">
                  {t(
                    "Rates include GST; CGST and SGST are worked out per line at each product's rates. This is an estimate: the cart and the invoice use the shop's prices on the day you buy.",
                  )}
                  {!isAdmin && !addAll.signedIn
                    ? ` ${t('You will be asked to log in before adding to the cart.')}`
                    : ''}
                </p>
                {addAll.results ? (
                  <AddAllSummary results={addAll.results} onDismiss={addAll.dismiss} />
                ) : null}
              </div>
            </div>
          </section>
        </div>
      </div>
      <EstimatePrint lines={lines} totals={totals} settings={settings} productsById={productsById} />
    </div>
  );
}
