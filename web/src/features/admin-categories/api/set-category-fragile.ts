import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** PATCH /api/admin/categories/{id} {fragile}: a category's products packed as fragile or not. */
export const setCategoryFragile = ({ id, fragile }: { id: string; fragile: boolean }) =>
  api.patch<{ success: true; message: string; data: AdminCategory }>(`/api/admin/categories/${id}`, {
    fragile,
  });

export function useSetCategoryFragile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategoryFragile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories('category') }),
  });
}
