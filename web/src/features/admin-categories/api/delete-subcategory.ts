import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** DELETE /api/admin/categories/{id}/sub/{subId}: refused (409) while products use it. */
export const deleteSubcategory = ({ categoryId, subId }: { categoryId: string; subId: string }) =>
  api.delete<{ success: true; message: string; data: AdminCategory }>(
    `/api/admin/categories/${categoryId}/sub/${subId}`,
  );

export function useDeleteSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories('category') }),
  });
}
