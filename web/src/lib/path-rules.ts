import { paths } from './paths';

// Which paths are whose, for the route guard (app/guard.ts): apart from paths.ts, which every page's first
// load carries, since the browsing pages' guard runs on the server.

/** Shop paths a visitor may open without logging in (SPEC §2, plus the estimator per DESIGN). */
export const PUBLIC_SHOP_PATHS: readonly string[] = [
  paths.shop.home.path,
  paths.shop.listing.path,
  paths.shop.about.path,
  paths.shop.contact.path,
  paths.shop.privacy.path,
  paths.shop.return.path,
  paths.shop.refundCancellation.path,
  paths.shop.shipping.path,
  paths.shop.warranty.path,
  paths.shop.terms.path,
  paths.shop.search.path,
  paths.shop.storeLocator.path,
  paths.shop.paymentSuccess.path,
  paths.shop.phonepeReturn.path,
  paths.shop.paymentFailed.path,
  paths.shop.estimator.path,
  paths.shop.product.path,
];

/** Whether a normalised path is one of these paths; a `:id` segment matches any one segment. */
export function isOneOf(pathname: string, list: readonly string[]): boolean {
  return list.some((pattern) => {
    if (!pattern.includes(':')) return pattern === pathname;
    const want = pattern.split('/');
    const got = pathname.split('/');
    return (
      want.length === got.length &&
      want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]))
    );
  });
}

export const ALL_SHOP_PATHS: readonly string[] = Object.values(paths.shop)
  .map((p) => p.path)
  .filter((p) => p !== paths.shop.root.path);

export const ALL_ADMIN_PATHS: readonly string[] = Object.values(paths.admin)
  .map((p) => p.path)
  .filter((p) => p !== paths.admin.root.path);
