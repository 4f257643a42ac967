import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureImage, FeatureTextInput } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/common/feature/update/{id} {title, subtitle, link}: a slider image's new words and link (its image stays). */
export const updateSliderImage = ({ id, ...text }: FeatureTextInput & { id: string }) =>
  api.put<{ success: true; message: string; data: FeatureImage }>(
    `/api/common/feature/update/${encodeURIComponent(id)}`,
    text,
  );

/** Changing a banner's words reloads the list, as adding one does. */
export function useUpdateSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSliderImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.slider.all }),
  });
}
