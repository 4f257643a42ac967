import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressFormValues, ApiAddress } from '../../../../../common/contracts/address';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface AddressAnswer {
  success: boolean;
  message?: string;
  data: ApiAddress;
}

/** PUT /api/shop/address/update/{userId}/{addressId} {address, city, phone, pincode, notes}. */
export const updateAddress = ({
  userId,
  addressId,
  values,
}: {
  userId: string;
  addressId: string;
  values: AddressFormValues;
}) =>
  api.put<AddressAnswer>(
    `/api/shop/address/update/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
    values,
  );

/** Changes an address; the answer replaces it in the cached list. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (res, input) => {
      queryClient.setQueryData<ApiAddress[]>(queryKeys.addresses.user(input.userId), (list) =>
        list?.map((a) => (a._id === res.data._id ? res.data : a)),
      );
    },
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.addresses.user(input.userId) }),
  });
}
