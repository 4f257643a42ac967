import type { QueryClient } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH } from '../../../../common/catalog-rules';
import { searchQuery } from '../../features/catalog';
import { categoryTilesQuery } from '../../lib/categories';
import { langOf, searchOf, type Loader } from '../../lib/route-loader';
import { searchKeyword } from './search-keyword';

export const searchLoader =
  (qc: QueryClient): Loader =>
  async ({ request }) => {
    const search = searchOf(request);
    const keyword = searchKeyword(search);
    const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
    await Promise.all([
      [...keyword].length >= MIN_SEARCH_LENGTH ? qc.prefetchQuery(searchQuery(keyword, page)) : null,
      // The cards' brand names on a Hindi page (features/catalog/names.ts), in the server's HTML.
      langOf(request) === 'hi' ? qc.prefetchQuery(categoryTilesQuery('brand')) : null,
    ]);
    return null;
  };
