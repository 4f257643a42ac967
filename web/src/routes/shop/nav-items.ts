import { paths } from '../../lib/paths';
import { msg } from '../../i18n/i18n';

/** The shop header navigation of SPEC §2, in order. */
export const SHOP_NAV = [
  { label: msg('Home'), to: paths.shop.home.href() },
  { label: msg('Shopping'), to: paths.shop.listing.href() },
  { label: msg('Estimator'), to: paths.shop.estimator.href() },
  { label: msg('About Us'), to: paths.shop.about.href() },
  { label: msg('Contact Us'), to: paths.shop.contact.href() },
] as const;
