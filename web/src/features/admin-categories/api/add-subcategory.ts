import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /api/admin/categories/{id}/sub {name}: answers the category with its subcategories. */
export const addSubcategory = ({ categoryId, name }: { categoryId: string; name: string }) =>
  api.post<{ success: true; message: string; data: AdminCategory }>(
    `/api/admin/categories/${categoryId}/sub`,
    { name },
  );

export function useAddSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubcategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories('category') }),
  });
}
