/** Every TanStack Query key of the web app, from one factory, so invalidation never misses a spelling. */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    me: () => [...queryKeys.auth.all, 'me'] as const,
  },
  settings: {
    all: ['settings'] as const,
    public: () => [...queryKeys.settings.all, 'public'] as const,
  },
  orders: {
    all: ['orders'] as const,
  },
};
