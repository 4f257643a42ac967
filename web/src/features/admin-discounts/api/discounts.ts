import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';
import type {
  DiscountDeleteResponse,
  DiscountInput,
  DiscountListResponse,
  DiscountResponse,
  DiscountUpdateInput,
} from '../types';

/** Every discount query lives under the admin's keys, so logout drops them and a change reloads them. */
export const discountsKeys = {
  all: () => [...adminKeys.all, 'discounts'] as const,
};

/** GET /api/admin/discounts/get: every code with how often it was used and the discount it gave. */
export const getAdminDiscounts = async (signal?: AbortSignal) =>
  (await api.get<DiscountListResponse>('/api/admin/discounts/get', { signal })).data;

export const adminDiscountsQueryOptions = () =>
  queryOptions({ queryKey: discountsKeys.all(), queryFn: ({ signal }) => getAdminDiscounts(signal) });

export const useAdminDiscounts = () => useQuery(adminDiscountsQueryOptions());

/** POST /api/admin/discounts/add. */
export const addDiscount = (body: DiscountInput) =>
  api.post<DiscountResponse>('/api/admin/discounts/add', body);

/** PUT /api/admin/discounts/update/{id}: the fields to change (pause and resume send `active` alone). */
export const updateDiscount = ({ id, body }: { id: string; body: DiscountUpdateInput }) =>
  api.put<DiscountResponse>(`/api/admin/discounts/update/${encodeURIComponent(id)}`, body);

/**
 * DELETE /api/admin/discounts/delete/{id}: an unused code goes; a used one is paused instead (its orders keep
 * pointing at it): `deleted` says which, and the message says so.
 */
export const deleteDiscount = (id: string) =>
  api.delete<DiscountDeleteResponse>(`/api/admin/discounts/delete/${encodeURIComponent(id)}`);

const useDiscountMutation = <A, R>(fn: (arg: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountsKeys.all() }),
  });
};

export const useAddDiscount = () => useDiscountMutation(addDiscount);
export const useUpdateDiscount = () => useDiscountMutation(updateDiscount);
export const useDeleteDiscount = () => useDiscountMutation(deleteDiscount);
