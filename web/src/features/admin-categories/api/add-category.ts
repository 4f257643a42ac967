import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';
import type { CategoryKind } from '../../../lib/admin-categories';

/** POST /api/admin/categories {name, image, kind, fragile?, translations?}: fragile for categories only. */
export const addCategory = (input: {
  name: string;
  image: string;
  kind: CategoryKind;
  fragile?: boolean;
  translations?: { hi: { name: string } };
}) => api.post<{ success: true; message: string; data: AdminCategory }>('/api/admin/categories', input);

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: (_res, input) => queryClient.invalidateQueries({ queryKey: adminKeys.categories(input.kind) }),
  });
}
