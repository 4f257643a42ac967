/** The shop's trade name when settings give none. */
import { DEFAULT_SHOP_NAME } from '../../../common/settings-defaults';

export { DEFAULT_SHOP_NAME };
const SUFFIX = /\s*hardware\s*(&|and)\s*electrics?\s*point\s*$/i;

/** The name shown in the header and titles: settings' companyName, or the default. */
export function shopName(companyName: string | null | undefined): string {
  const name = (companyName ?? '').trim();
  return name || DEFAULT_SHOP_NAME;
}

/**
 * SPEC §1's headline 'Welcome to {brand} Hardware & Electrics Point'. The brand is the company name without
 * a trailing 'Hardware & Electrics Point', so 'Sharma Hardware & Electrics Point' is not doubled.
 */
export function welcomeHeadline(companyName: string | null | undefined): string {
  const brand = (companyName ?? '').trim().replace(SUFFIX, '').trim();
  return brand ? `Welcome to ${brand} Hardware & Electrics Point` : 'Welcome to Hardware & Electrics Point';
}
