import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** PUT /api/admin/products/edit/{id}: the fields sent are merged over the stored product. */
export const editProduct = ({ id, patch }: { id: string; patch: Partial<ProductInput> }) =>
  api.put<{ success: true; message: string; data: AdminProduct }>(`/api/admin/products/edit/${id}`, patch);

/** SPEC §4: success reloads the list. */
export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
