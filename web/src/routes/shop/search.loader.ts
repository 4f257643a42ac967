import type { QueryClient } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH } from '../../../../common/catalog-rules';
import { searchQuery } from '../../features/catalog';
import { searchOf, type Loader } from '../../lib/route-loader';
import { searchKeyword } from './search-keyword';

export const searchLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const search = searchOf(request);
    const keyword = searchKeyword(search);
    const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
    if ([...keyword].length >= MIN_SEARCH_LENGTH) await qc.prefetchQuery(searchQuery(keyword, page));
    return null;
  };
