/**
 * Admin paths added after the shopper's first load was budgeted (issue 46): lib/paths.ts travels with every
 * browsing page, so an admin screen's path lives here, read only by the router and the admin panel.
 * Same shape as paths.ts's pages.
 */
export const adminPaths = {
  /** Beyond SPEC: discount codes (issue 46). */
  discounts: { path: '/admin/discounts', query: [] as readonly string[] },
  /** Beyond SPEC: gift cards (issue 47). */
  giftcards: { path: '/admin/giftcards', query: [] as readonly string[] },
} as const;
