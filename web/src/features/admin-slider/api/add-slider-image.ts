import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureImage, FeatureInput } from '../../../../../common/contracts/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/common/feature/add {image, title, subtitle, link}: one more slider image (an absolute http(s) URL) and its words. */
export const addSliderImage = (slide: FeatureInput) =>
  api.post<{ success: true; message: string; data: FeatureImage }>('/api/common/feature/add', slide);

/** SPEC §4: adding an image reloads the list. */
export function useAddSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSliderImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.slider.all }),
  });
}
