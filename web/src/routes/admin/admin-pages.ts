import type { ComponentType } from 'react';

/**
 * The admin panel's page modules, each loaded on first use. They are listed here, not in app/routes.tsx, so
 * that a shopper's first load does not carry the admin pages' chunk names and their dependency lists: the
 * router loads this small module first, and only when an admin route is opened.
 */
export const adminPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'admin/admin-layout': () => import('./admin-layout'),
  'admin/dashboard': () => import('./dashboard'),
  'admin/products': () => import('./products'),
  'admin/orders': () => import('./orders'),
  'admin/returns': () => import('./returns'),
  'admin/discounts': () => import('./discounts'),
  'admin/giftcards': () => import('./giftcards'),
  'admin/features': () => import('./features'),
  'admin/categories': () => import('./categories'),
  'admin/images': () => import('./images'),
  'admin/settings': () => import('./settings'),
};
