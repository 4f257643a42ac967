import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '../../../lib/query-keys';
import { makeOrder } from '../../../test/fixtures';
import { mockApi, newQueryClient } from '../../../test/render';
import { useCancelOrder } from './cancel-order';

afterEach(() => vi.unstubAllGlobals());

describe('useCancelOrder', () => {
  it('cancelled, the buyer’s gift cards are asked again (a card’s part came back at once); others’ are not', async () => {
    const cancelled = makeOrder({ _id: 'o1', userId: 'u1', orderStatus: 'rejected' });
    const api = mockApi({
      'POST /api/shop/order/cancel/o1': () => ({
        body: { success: true, message: 'Order cancelled', data: cancelled },
      }),
    });
    const client = newQueryClient();
    client.setQueryData(queryKeys.giftCards.mine('u1'), []);
    client.setQueryData(queryKeys.giftCards.mine('u2'), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCancelOrder(), { wrapper });
    await result.current.mutateAsync('o1');
    await waitFor(() =>
      expect(client.getQueryState(queryKeys.giftCards.mine('u1'))?.isInvalidated).toBe(true),
    );
    expect(client.getQueryState(queryKeys.giftCards.mine('u2'))?.isInvalidated).toBe(false);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/shop/order/cancel/o1']);
  });
});
