import type { CartIntent } from './cart-intent';
import { useLocation, useNavigate } from './navigation';

/**
 * A visitor's cart action or heart: to login first, remembering it (login-first.ts, loaded for this only).
 * The one way through login for what a visitor asked of a product (lib/cart-intent.ts).
 */
export function useLoginFirst() {
  const navigate = useNavigate();
  const location = useLocation();
  return (intent: CartIntent) =>
    import('./login-first').then((m) => m.loginFirst(intent, location, navigate));
}
