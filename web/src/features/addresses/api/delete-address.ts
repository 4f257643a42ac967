import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAddress } from '../../../../../common/contracts/address';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/shop/address/delete/{userId}/{addressId} (past orders keep their own copy). */
export const deleteAddress = ({ userId, addressId }: { userId: string; addressId: string }) =>
  api.delete<{ success: boolean; message?: string }>(
    `/api/shop/address/delete/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
  );

/** Deletes an address and drops it from the cached list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_res, input) => {
      queryClient.setQueryData<ApiAddress[]>(queryKeys.addresses.user(input.userId), (list) =>
        list?.filter((a) => a._id !== input.addressId),
      );
    },
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.addresses.user(input.userId) }),
  });
}
