import { MAX_CART_QUANTITY } from '../../../common/cart-rules';
import { isUuid } from '../../../common/text';
import { CART_INTENT_PARAM } from './cart-actions';

/**
 * What a visitor asked of the cart before SPEC §5 sent them to log in (Add to Cart or Buy Now, a product and a
 * quantity; or a heart, saving the product to the wishlist), so that it happens once they are in: after login, after Register and then login, after a first
 * attempt that failed.
 *
 * It lives in two halves. The details stay in this tab's session storage, which only the shop's own pages
 * write and which no link can fill; the way back through login (`?r=`) carries only a random marker naming
 * them (`cartIntent`). The page the visitor comes back to acts only when both agree and the request is under
 * 30 minutes old, then forgets it: a crafted link (`?r=/shop/product/…?cartIntent=…`) finds nothing to act on
 * in another browser or tab, and a stored request no marker names is never acted on. Register and forgot
 * password carry `r` along, and session storage lives as long as the tab.
 */
export interface CartIntent {
  /** Add to Cart, Buy Now, or a heart: save to the wishlist (issue 48; quantity 1, unused). */
  action: 'add' | 'buy' | 'wish';
  productId: string;
  quantity: number;
}

export const CART_INTENT_KEY = 'shop-cart-intent';
export { CART_INTENT_PARAM };
/** How long a stored request may wait for its login. */
export const CART_INTENT_TTL_MS = 30 * 60_000;

interface Stored extends CartIntent {
  id: string;
  expires: number;
}

const isIntent = (v: Partial<Stored> | null): v is Stored =>
  !!v &&
  typeof v.id === 'string' &&
  (v.action === 'add' || v.action === 'buy' || v.action === 'wish') &&
  typeof v.productId === 'string' &&
  isUuid(v.productId) &&
  Number.isInteger(v.quantity) &&
  v.quantity! >= 1 &&
  v.quantity! <= MAX_CART_QUANTITY &&
  typeof v.expires === 'number';

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps the request for this tab (replacing an earlier one) and answers its marker, or null when session
 * storage is off (private mode, quota): the visitor still logs in and comes back, without the add.
 */
export function rememberCartIntent(intent: CartIntent, now = Date.now()): string | null {
  const stored: Stored = { ...intent, id: randomId(), expires: now + CART_INTENT_TTL_MS };
  if (!isIntent(stored)) return null;
  try {
    sessionStorage.setItem(CART_INTENT_KEY, JSON.stringify(stored));
    return stored.id;
  } catch {
    return null;
  }
}

function readStored(): Partial<Stored> | null {
  return JSON.parse(sessionStorage.getItem(CART_INTENT_KEY) ?? 'null') as Partial<Stored> | null;
}

/**
 * What the way back through login (`r`, a path and query) is waiting to do, without taking it: for the login
 * and register screens to say why the visitor is there. Null as takeCartIntent would answer null.
 */
export function pendingCartIntent(back: string | null, now = Date.now()): CartIntent | null {
  if (!back) return null;
  try {
    const id = new URL(back, 'http://x').searchParams.get(CART_INTENT_PARAM);
    const stored = readStored();
    if (!id || stored?.id !== id || !isIntent(stored) || now > stored.expires) return null;
    return { action: stored.action, productId: stored.productId, quantity: stored.quantity };
  } catch {
    return null;
  }
}

/**
 * The request the marker names, once: it is forgotten whatever comes of it. Null when none is stored, the
 * marker is another's, it has expired, or what is stored is not a request this page could have made.
 */
export function takeCartIntent(id: string, now = Date.now()): CartIntent | null {
  let stored: Partial<Stored> | null = null;
  try {
    stored = readStored();
    if (stored?.id !== id) return null;
    sessionStorage.removeItem(CART_INTENT_KEY);
  } catch {
    return null;
  }
  if (!isIntent(stored) || now > stored.expires) return null;
  return { action: stored.action, productId: stored.productId, quantity: stored.quantity };
}

/** A page's path and query with the marker added (the way back through login). */
export function withCartIntent(pathAndSearch: string, id: string): string {
  const url = new URL(pathAndSearch, 'http://x');
  url.searchParams.set(CART_INTENT_PARAM, id);
  return `${url.pathname}${url.search}`;
}

/** A query string without the marker ('' when nothing else is left). */
export function withoutCartIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_INTENT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
