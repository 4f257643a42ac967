import { useLocation } from '../../../lib/navigation';
import { useHydrated } from '../../../components/client-only';
import { pendingCartIntent } from '../../../lib/cart-intent';
import { msg, useT } from '../../../i18n/i18n';

const WORDS = {
  login: {
    add: msg('Log in to add your item to the cart: it will be there once you are in.'),
    buy: msg('Log in to buy your item: you will go straight to checkout with it.'),
    wish: msg('Log in to save your item to your wishlist: it will be there once you are in.'),
  },
  register: {
    add: msg('Register, then log in: your item goes into the cart once you are in.'),
    buy: msg('Register, then log in: you will go straight to checkout with your item.'),
    wish: msg('Register, then log in: your item is saved to your wishlist once you are in.'),
  },
} as const;

/**
 * Why a visitor who pressed Add to Cart or Buy Now finds themselves on login or register (SPEC §5 sends them
 * here), and that the item is not lost. Read from this tab's session storage, so only in the browser.
 */
export function CartIntentNote({ screen }: { screen: keyof typeof WORDS }) {
  const t = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const intent = hydrated ? pendingCartIntent(new URLSearchParams(location.search).get('r')) : null;
  if (!intent) return null;
  return (
    <p role="status" className="mb-4 rounded-lg bg-orange-50 p-3 text-sm text-neutral-900">
      {t(WORDS[screen][intent.action])}
    </p>
  );
}
