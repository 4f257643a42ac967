import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from '../../lib/navigation';
import { Loader2, Search } from 'lucide-react';
import { MIN_SEARCH_LENGTH } from '../../../../common/catalog-rules';
import { PageHead } from '../../components/page-head';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { searchKeyword } from './search-keyword';
import { useSearch, ProductCard, ProductGrid, PRIORITY_CARDS } from '../../features/catalog';
import { paths } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useT } from '../../i18n/i18n';

/** SPEC §9: the keyword goes into the URL after 500 ms without typing. */
export const SEARCH_URL_DELAY_MS = 500;

/** SPEC §4: a search runs only from 2 characters (trimmed); shorter clears the results. */
export const isSearchable = (keyword: string) => [...keyword.trim()].length >= MIN_SEARCH_LENGTH;

/**
 * SPEC §2 Search: the keyword box ('Search Products...'), mirrored into ?keyword= after 500 ms of no
 * typing; results (ranked, typo-tolerant) as product cards with pages; 'Searching...' and
 * 'No results found'. The URL decides what is searched, so a search can be shared and is rendered on the server.
 */
export default function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const t = useT();
  const params = new URLSearchParams(location.search);
  const urlKeyword = searchKeyword(params);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const [input, setInput] = useState(urlKeyword);
  const debounced = useDebouncedValue(input, SEARCH_URL_DELAY_MS);

  // The header's search box (or Back) changed the URL: the box follows.
  const [shownKeyword, setShownKeyword] = useState(urlKeyword);
  if (shownKeyword !== urlKeyword) {
    setShownKeyword(urlKeyword);
    setInput(urlKeyword);
  }

  useEffect(() => {
    if (debounced.trim() === urlKeyword) return;
    const next = debounced.trim();
    void navigate(next ? paths.shop.search.href({ keyword: next }) : paths.shop.search.href(), {
      replace: true,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled keyword moves the URL, not a URL change
  }, [debounced]);

  const searchable = isSearchable(urlKeyword);
  const results = useSearch(urlKeyword, page, searchable);
  const typingAhead = input.trim() !== urlKeyword && isSearchable(input);
  const searching =
    typingAhead ||
    (navigation.state === 'loading' && navigation.location?.pathname === paths.shop.search.path) ||
    (searchable && results.isPending);
  const pageCount = results.data
    ? Math.max(1, Math.ceil(results.data.pagination.total / results.data.pagination.limit))
    : 1;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <PageHead
        title={urlKeyword ? t('Search: {keyword}', { keyword: urlKeyword }) : t('Search')}
        description={t("Search the shop's pipe fittings, wires, switches, sockets, paint and tools.")}
        path={paths.shop.search.href(urlKeyword ? { keyword: urlKeyword } : undefined)}
        noIndex
      />
      <h1 className="text-2xl font-bold tracking-tight">{t('Search')}</h1>
      {/* Named apart from the header's search landmark ('Search the shop'): two unnamed ones read alike. */}
      <form
        role="search"
        aria-label={t('Search products')}
        method="get"
        action={paths.shop.search.path}
        className="relative mt-4 max-w-2xl"
        onSubmit={(event) => {
          event.preventDefault();
          const next = input.trim();
          void navigate(next ? paths.shop.search.href({ keyword: next }) : paths.shop.search.href(), {
            replace: true,
          });
        }}
      >
        <label htmlFor="search-page-input" className="sr-only">
          {t('Search Products')}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-neutral-500"
          aria-hidden="true"
        />
        <input
          id="search-page-input"
          type="search"
          name="keyword"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('Search Products...')}
          autoComplete="off"
          maxLength={100}
          className="h-12 w-full rounded-lg border border-neutral-300 bg-white pl-10 pr-4 text-base shadow-sm focus-visible:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
        />
      </form>

      <div className="mt-6" aria-live="polite" aria-busy={searching}>
        {!isSearchable(input) && !searchable ? (
          <p className="text-neutral-700">
            {t('Type at least {count} characters to search.', { count: MIN_SEARCH_LENGTH })}
          </p>
        ) : searching && !results.data ? (
          <p className="flex items-center gap-2 text-neutral-700">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t('Searching...')}
          </p>
        ) : results.isError ? (
          <ErrorState message={t('The search could not be run.')} onRetry={() => void results.refetch()} />
        ) : results.data && results.data.data.length === 0 ? (
          <EmptyState
            title={t('No results found')}
            action={
              <Link
                to={paths.shop.listing.href()}
                className="font-semibold text-orange-800 underline underline-offset-4"
              >
                {t('Browse all products')}
              </Link>
            }
          >
            {t('Check the spelling, or try a shorter word such as “switch” or “pipe”.')}
          </EmptyState>
        ) : results.data ? (
          <>
            <p className="mb-4 flex items-center gap-2 text-sm text-neutral-700">
              {searching ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              {searching
                ? t('Searching...')
                : results.data.pagination.total === 1
                  ? t('{count} result for “{keyword}”', { count: 1, keyword: urlKeyword })
                  : t('{count} results for “{keyword}”', {
                      count: results.data.pagination.total,
                      keyword: urlKeyword,
                    })}
            </p>
            <ProductGrid>
              {results.data.data.map((product, i) => (
                <li key={product._id}>
                  <ProductCard
                    product={product}
                    where="search"
                    priority={i < PRIORITY_CARDS}
                    headingLevel="h2"
                  />
                </li>
              ))}
            </ProductGrid>
            <Pagination
              className="mt-8"
              page={page}
              pageCount={pageCount}
              renderLink={(p, props) => (
                <Link
                  to={paths.shop.search.href({ keyword: urlKeyword, page: p > 1 ? p : undefined })}
                  {...props}
                />
              )}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
