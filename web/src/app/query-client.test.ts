import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { request, setUnauthorizedHandler } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { authQueryOptions } from '../lib/session';
import { mockApi } from '../test/render';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
});

describe('the query client', () => {
  it('re-checks the session when a call answers 401 while logged in', async () => {
    const queryClient = createQueryClient();
    mockApi({
      'GET /api/auth/check-auth': () => ({
        status: 401,
        body: { success: false, message: 'Not logged in', user: null },
      }),
      'GET /api/shop/order/list/u1': () => ({
        status: 401,
        body: { success: false, message: 'Please log in' },
      }),
    });
    queryClient.setQueryData(queryKeys.auth.me(), {
      id: 'u1',
      userName: 'M',
      email: 'm@x.in',
      role: 'customer',
      isAdmin: false,
    });
    // The route guard always watches the session; so does this observer.
    const unsubscribe = new QueryObserver(queryClient, authQueryOptions()).subscribe(() => {});
    await request('/api/shop/order/list/u1').catch(() => undefined);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.auth.me())).toBeNull());
    unsubscribe();
  });
});
