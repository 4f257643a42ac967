import type { AdminCategory } from '../../../common/contracts/admin';
import type { ApiCategory } from '../../../common/contracts/catalog';
import { makeProduct } from './fixtures';
import type { Handler } from './render';

/**
 * The admin Products page's own answers for mockApi: one product ("Ceiling fan") and the given categories
 * and brands; `onList` counts the listing's fetches (a write refreshes it).
 */
export function adminProductsHandlers({
  categories,
  brands = [],
  onList,
}: {
  categories: ApiCategory[];
  brands?: ApiCategory[];
  onList?: () => void;
}): Record<string, Handler> {
  return {
    'GET /api/admin/products/get': () => {
      onList?.();
      return {
        body: {
          success: true,
          data: [makeProduct({ title: 'Ceiling fan' })],
          pagination: { page: 1, limit: 24, total: 1, totalPages: 1 },
        },
      };
    },
    'GET /api/admin/categories': (_b, url) => ({
      body: {
        success: true,
        data: (url.searchParams.get('kind') === 'brand' ? brands : categories).map((c): AdminCategory => ({
          ...c,
          createdAt: '',
        })),
      },
    }),
  };
}
