import { paths } from '../../lib/paths';

/** The shop header navigation of SPEC §2, in order. */
export const SHOP_NAV = [
  { label: 'Home', to: paths.shop.home.href() },
  { label: 'Shopping', to: paths.shop.listing.href() },
  { label: 'Estimator', to: paths.shop.estimator.href() },
  { label: 'About Us', to: paths.shop.about.href() },
  { label: 'Contact Us', to: paths.shop.contact.href() },
] as const;
