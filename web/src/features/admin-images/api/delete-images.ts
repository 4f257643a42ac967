import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** POST /api/admin/images/delete-multiple {public_ids}: answers how many were deleted. */
export const deleteImages = (publicIds: string[]) =>
  api.post<{ success: true; message: string; count: number }>('/api/admin/images/delete-multiple', {
    public_ids: publicIds,
  });

export function useDeleteImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.images.all() }),
  });
}
