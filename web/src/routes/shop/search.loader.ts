import type { QueryClient } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH } from '../../../../common/catalog-rules';
import { searchQuery } from '../../features/catalog';
import { searchOf, type Loader } from '../../lib/route-loader';

/** The keyword as the search page uses it: trimmed; searched only from SPEC's 2 characters. */
export function searchKeyword(search: URLSearchParams): string {
  return (search.get('keyword') ?? '').trim();
}

export const searchLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const search = searchOf(request);
    const keyword = searchKeyword(search);
    const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
    if ([...keyword].length >= MIN_SEARCH_LENGTH) await qc.prefetchQuery(searchQuery(keyword, page));
    return null;
  };
