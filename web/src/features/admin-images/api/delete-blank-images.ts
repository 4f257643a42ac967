import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLANK_IMAGE_BYTES_LT, BLANK_IMAGE_MAX } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /api/admin/images/delete-blank?bytes_lt=4096&max=200 (SPEC §9): answers how many were removed. */
export const deleteBlankImages = () =>
  api.post<{ success: true; message: string; count: number }>(
    `/api/admin/images/delete-blank?bytes_lt=${BLANK_IMAGE_BYTES_LT}&max=${BLANK_IMAGE_MAX}`,
  );

export function useDeleteBlankImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlankImages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.images.all() }),
  });
}
