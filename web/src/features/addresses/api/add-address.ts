import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressFormValues, ApiAddress } from '../../../../../common/contracts/address';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface AddressAnswer {
  success: boolean;
  message?: string;
  data: ApiAddress;
}

/** POST /api/shop/address/add {address, city, phone, pincode, notes, userId}; at most 3 per user (409 beyond). */
export const addAddress = (input: AddressFormValues & { userId: string }) =>
  api.post<AddressAnswer>('/api/shop/address/add', input);

/** Adds an address; the new one joins the cached list at the end (the list is oldest first). */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (res, input) => {
      queryClient.setQueryData<ApiAddress[]>(queryKeys.addresses.user(input.userId), (list) =>
        list ? [...list.filter((a) => a._id !== res.data._id), res.data] : [res.data],
      );
    },
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.addresses.user(input.userId) }),
  });
}
