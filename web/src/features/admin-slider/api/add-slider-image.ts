import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureImage } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/common/feature/add {image}: one more slider image (an absolute http(s) URL). */
export const addSliderImage = (image: string) =>
  api.post<{ success: true; message: string; data: FeatureImage }>('/api/common/feature/add', { image });

/** SPEC §4: adding an image reloads the list. */
export function useAddSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSliderImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.slider.all }),
  });
}
