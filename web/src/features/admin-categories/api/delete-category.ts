import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';
import type { CategoryKind } from '../../../lib/admin-categories';

/** DELETE /api/admin/categories/{id}: refused (409) while products use it. */
export const deleteCategory = ({ id }: { id: string; kind: CategoryKind }) =>
  api.delete<{ success: true; message: string }>(`/api/admin/categories/${id}`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: (_res, _err, input) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.categories(input.kind) }),
  });
}
