import type { ComponentType, ReactNode } from 'react';

/**
 * A buyer page's module: the page, and the frame it is shown in (the shop's header and footer, or the sign-in
 * pages' two columns). The module names its frame, so sign-in's first load carries no shop header (issue 49).
 */
type PageModule = () => Promise<{ default: ComponentType; Frame: ComponentType<{ children: ReactNode }> }>;

/**
 * The pages a buyer passes after browsing (issue 49): the estimator, login, register, checkout and account,
 * rendered by the server and hydrated without the router like the browsing pages (decision 035), from their
 * own entry (entry-buyer.tsx), so the browsing pages' first load does not grow. Each key is the module's path
 * under src/routes, as in the router's route table (app/routes), which keeps them for client-side navigations
 * from its own pages. Another page is a page load.
 */
export const buyerPages = {
  'shop/estimator': () => import('../routes/shop/estimator'),
  'shop/checkout': () => import('../routes/shop/checkout'),
  'shop/account': () => import('../routes/shop/account'),
  'auth/login': () => import('../routes/auth/login'),
  'auth/register': () => import('../routes/auth/register'),
} satisfies Record<string, PageModule>;

export type BuyerPageFile = keyof typeof buyerPages;

export const isBuyerPage = (file: string): file is BuyerPageFile => file in buyerPages;
