import type { Messages } from '../i18n/i18n';
import { areasOf, type Area } from '../i18n/catalogues';
import frame from '../i18n/hi/frame';
import browse from '../i18n/hi/browse';
import policies from '../i18n/hi/policies';
import auth from '../i18n/hi/auth';
import checkout from '../i18n/hi/checkout';
import addresses from '../i18n/hi/addresses';
import account from '../i18n/hi/account';
import estimator from '../i18n/hi/estimator';

const CATALOGUES: Record<Area, Messages> = {
  frame,
  browse,
  policies,
  auth,
  checkout,
  addresses,
  account,
  estimator,
};

/**
 * The Hindi a page has in the shop (its areas, i18n/catalogues PAGE_AREAS, the frame's included), at once: for
 * component tests that render a page, or a part of one, under I18nProvider lang="hi".
 */
export function hindiFor(page: string): Messages {
  return Object.assign({}, ...areasOf(page).map((area) => CATALOGUES[area])) as Messages;
}
