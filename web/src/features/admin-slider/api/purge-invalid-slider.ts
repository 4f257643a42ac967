import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/common/feature/purge-invalid: drops entries that are not http(s) URLs or whose file is gone. */
export const purgeInvalidSlider = () =>
  api.delete<{ success: true; message?: string; count: number }>('/api/common/feature/purge-invalid');

export function usePurgeInvalidSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeInvalidSlider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.slider.all }),
  });
}
