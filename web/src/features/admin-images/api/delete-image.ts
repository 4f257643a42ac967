import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';

/** DELETE /api/admin/images/delete/{encodedPublicId} */
export const deleteImage = (publicId: string) =>
  api.delete<{ success: true; message: string }>(`/api/admin/images/delete/${encodeURIComponent(publicId)}`);

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.images.all() }),
  });
}
