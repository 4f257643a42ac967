import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /api/admin/products/add (product JSON); answers 'Product add successfully'. */
export const addProduct = (product: ProductInput) =>
  api.post<{ success: true; message: string; data: AdminProduct }>('/api/admin/products/add', product);

/** SPEC §4: success reloads the list. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
