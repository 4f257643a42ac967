import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess } from '../../../../../common/contracts/common';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-query-keys';
import type {
  AdminGiftCard,
  AdminGiftCardDetail,
  GiftCardIssueInput,
  GiftCardUpdateInput,
  IssuedGiftCard,
} from '../types';

/** Every gift card query lives under the admin's keys, so logout drops them and a change reloads them. */
export const giftCardsKeys = {
  all: () => [...adminKeys.all, 'giftcards'] as const,
  list: () => [...giftCardsKeys.all(), 'list'] as const,
  detail: (id: string) => [...giftCardsKeys.all(), 'detail', id] as const,
};

/** GET /api/admin/giftcards/get: every card, newest first. */
export const getAdminGiftCards = async (signal?: AbortSignal) =>
  (await api.get<ApiSuccess<AdminGiftCard[]>>('/api/admin/giftcards/get', { signal })).data;

export const adminGiftCardsQueryOptions = () =>
  queryOptions({ queryKey: giftCardsKeys.list(), queryFn: ({ signal }) => getAdminGiftCards(signal) });
export const useAdminGiftCards = () => useQuery(adminGiftCardsQueryOptions());

/** GET /api/admin/giftcards/get/{id}: the card with its ledger. */
export const useAdminGiftCard = (id: string | null) =>
  useQuery({
    queryKey: giftCardsKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<ApiSuccess<AdminGiftCardDetail>>(
          `/api/admin/giftcards/get/${encodeURIComponent(id!)}`,
          { signal },
        )
      ).data,
    enabled: id !== null,
  });

/** POST /api/admin/giftcards/add: answers the code, this once. */
export const issueGiftCard = (body: GiftCardIssueInput) =>
  api.post<{ success: true; message: string; data: IssuedGiftCard }>('/api/admin/giftcards/add', body);

/** PUT /api/admin/giftcards/update/{id}. */
export const updateGiftCard = ({ id, body }: { id: string; body: GiftCardUpdateInput }) =>
  api.put<{ success: true; message: string; data: AdminGiftCardDetail }>(
    `/api/admin/giftcards/update/${encodeURIComponent(id)}`,
    body,
  );

const useGiftCardMutation = <A, R>(fn: (arg: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftCardsKeys.all() }),
  });
};

export const useIssueGiftCard = () => useGiftCardMutation(issueGiftCard);
export const useUpdateGiftCard = () => useGiftCardMutation(updateGiftCard);
