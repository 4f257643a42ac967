import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsInput } from '../../../../../common/contracts/settings';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../../../lib/admin-query-keys';
import type { AdminSettings } from './get-settings';

/** PUT /api/admin/settings/update (settings object): answers the saved settings under data. */
export const updateAdminSettings = (settings: SettingsInput) =>
  api.put<{ success: true; message: string; data: AdminSettings }>('/api/admin/settings/update', settings);

/** Saved settings show at once: the admin copy is replaced and the storefront's public copy reloads. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (res) => {
      queryClient.setQueryData(adminKeys.settings(), res.data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
    },
  });
}
