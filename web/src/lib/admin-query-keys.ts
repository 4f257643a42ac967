/**
 * The admin screens' TanStack Query keys (logout drops all of them), apart from lib/query-keys.ts so that the
 * shopper's first load does not carry them.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  products: {
    all: () => [...adminKeys.all, 'products'] as const,
    list: (params: { page: number; limit: number; search: string; category: string }) =>
      [...adminKeys.products.all(), params] as const,
  },
  orders: {
    all: () => [...adminKeys.all, 'orders'] as const,
    lists: () => [...adminKeys.orders.all(), 'list'] as const,
    list: (params: { page: number; limit: number; status: string; search: string; paymentMethod: string }) =>
      [...adminKeys.orders.lists(), params] as const,
    detail: (id: string) => [...adminKeys.orders.all(), 'detail', id] as const,
  },
  categories: (kind: 'category' | 'brand') => [...adminKeys.all, 'categories', kind] as const,
  images: {
    all: () => [...adminKeys.all, 'images'] as const,
    page: (page: number, limit: number) => [...adminKeys.images.all(), page, limit] as const,
  },
  settings: () => [...adminKeys.all, 'settings'] as const,
};
