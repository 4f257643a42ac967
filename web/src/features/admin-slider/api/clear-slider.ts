import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/common/feature/clear: removes every slider image. */
export const clearSlider = () =>
  api.delete<{ success: true; message?: string; count: number }>('/api/common/feature/clear');

export function useClearSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSlider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.slider.all }),
  });
}
