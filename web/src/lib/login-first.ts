import { rememberCartIntent, withCartIntent, withoutCartIntent, type CartIntent } from './cart-intent';
import type { AppLocation, NavigateFn } from './navigation';
import { paths } from './paths';

/**
 * Sends a visitor to login, remembering this page (SPEC §5: cart actions need login) and what they asked for,
 * which happens once they are back (lib/cart-intent.ts). Loaded only for a visitor's tap.
 */
export function loginFirst(
  intent: CartIntent,
  location: Pick<AppLocation, 'pathname' | 'search'>,
  navigate: NavigateFn,
) {
  const here = `${location.pathname}${withoutCartIntent(location.search)}`;
  const id = rememberCartIntent(intent);
  return navigate(paths.auth.login.href({ r: id ? withCartIntent(here, id) : here }));
}
