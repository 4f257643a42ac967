import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';
import type { CategoryKind } from '../../../lib/admin-categories';

type Answer = { success: true; message: string; data: AdminCategory };
const hindi = (name: string) => ({ translations: { hi: { name } } });

/**
 * PATCH /api/admin/categories/{id} {translations}: a category's or brand's Hindi name ('' clears it); with
 * subId, PATCH …/{id}/sub/{subId}: a subcategory's (decision 034).
 */
export const setHindiName = (input: { id: string; kind: CategoryKind; subId?: string; name: string }) =>
  input.subId
    ? api.patch<Answer>(`/api/admin/categories/${input.id}/sub/${input.subId}`, hindi(input.name))
    : api.patch<Answer>(`/api/admin/categories/${input.id}`, hindi(input.name));

export function useSetHindiName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHindiName,
    onSettled: (_res, _err, input) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.categories(input.kind) }),
  });
}
