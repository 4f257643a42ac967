import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstimatorPreset } from '../../../../../common/contracts/catalog';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { storefrontOf } from '../../../lib/storefront';
import { presetsWithout } from '../estimator-rules';

interface SaveAnswer {
  success: boolean;
  message?: string;
}

/**
 * SPEC §6 'Delete preset (Admin only)': the product is read fresh, the preset taken out of its presets,
 * and the full product saved with the remaining ones through PUT /api/admin/products/edit-product/{id}
 * (SPEC §7: "full product with filtered presets, used by calculator"). Reading it first keeps the window
 * for overwriting someone else's edit to the product as short as it can be; the server keeps the stock.
 * `removed` is false when the preset was already gone.
 */
export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, preset }: { productId: string; preset: EstimatorPreset }) => {
      const product = await storefrontOf(queryClient).product(productId);
      const remaining = presetsWithout(product.estimatorPresets, preset);
      if (!remaining) return { removed: false, message: 'This preset was already deleted' };
      const res = await api.put<SaveAnswer>(
        `/api/admin/products/edit-product/${encodeURIComponent(productId)}`,
        {
          ...product,
          estimatorPresets: remaining,
        },
      );
      return { removed: true, message: res.message ?? '' };
    },
    // Every catalog answer may show the product (the estimator's lists included); the admin panel's
    // product screens keep theirs under ['admin', 'products'].
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
      ]),
  });
}
