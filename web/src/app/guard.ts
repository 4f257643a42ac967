import { hasUrlControlChars } from '../../../common/text';
import { paths } from '../lib/paths';
import { splitLangPath } from '../../../common/lang';
import { ALL_ADMIN_PATHS, ALL_SHOP_PATHS, PUBLIC_SHOP_PATHS, isOneOf } from '../lib/path-rules';

import { isAdminUser, type GuardUser } from '../lib/session';

export { isAdminUser, type GuardUser } from '../lib/session';

export interface GuardInput {
  user: GuardUser | null;
}

export interface GuardOptions {
  /** The query string of the current location ('?x=1'), kept in the remembered origin. */
  search?: string;
  /** Where a login should lead: location.state.from or the `r` query parameter of the login page. */
  returnTo?: string | null;
}

export interface Decision {
  /** Where to go instead of the requested path; absent when the path may be shown. */
  redirect?: string;
  /** The origin to remember (as location.state.from) when sending a logged-out user to login. */
  from?: string;
}

/** The home of a user: the admin dashboard for an admin, the shop home for everyone else. */
export const homeFor = (user: GuardUser | null) =>
  isAdminUser(user) ? paths.admin.dashboard.path : paths.shop.home.path;

/**
 * A same-site path to go back to, or null. Anything that could leave the site ('//host', '/\\host',
 * 'https://…') or lead back into login/register is refused, so `?r=` cannot be used for open redirects.
 * The answer is plain ASCII: it becomes a `Location` header on the server, where any other character is an
 * error, so letters beyond ASCII ('/shop/search?keyword=पाइप') come back percent-encoded as UTF-8.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control and separator characters (CR, LF, NUL, DEL, C1, U+2028/2029) have no place in a path, written
  // or percent-encoded, and can confuse URL parsers and headers.
  if (hasUrlControlChars(value) || hasUrlControlChars(decodedOrSelf(value))) return null;
  const encoded = asciiOnly(value);
  if (encoded === null) return null;
  // In either language: '/hi/auth/login' is the login page too.
  const pathname = splitLangPath(normalize(encoded.split(/[?#]/)[0])).path;
  if (pathname === paths.auth.login.path || pathname === paths.auth.register.path) return null;
  return encoded;
}

function decodedOrSelf(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The text with every character outside printable ASCII percent-encoded; null for a lone surrogate. */
function asciiOnly(text: string): string | null {
  try {
    return text.replace(/[^\u0021-\u007e]/gu, (ch) => encodeURIComponent(ch));
  } catch {
    return null;
  }
}

/**
 * The path as React Router matches it: each segment percent-decoded and case folded (the router matches
 * without regard to case), no trailing slash. Without this, '/ADMIN/dashboard' or '/shop/%63heckout' would
 * render the page while slipping past every rule.
 */
function normalize(pathname: string): string {
  const decoded = pathname
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part).replaceAll('/', '%2F');
      } catch {
        return part;
      }
    })
    .join('/')
    .toLowerCase();
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Every redirect rule of SPEC §2 "Redirect and access rules" as one pure function:
 * '/' to the user's home; an admin on a shop path to the dashboard; a non-admin on an admin path to
 * /unauth-page; a logged-in user on login or register to their home (or to where the login was meant to
 * lead); a logged-out user on a protected page to login with the origin remembered. Paths the app does
 * not know (and /unauth-page) are left alone: the router shows them.
 */
export function decide(pathname: string, auth: GuardInput, options: GuardOptions = {}): Decision {
  const path = normalize(pathname);
  const { user } = auth;
  const admin = isAdminUser(user);

  // Index paths lead to their section's first page, and that page's rules apply in the same step.
  const indexes: Record<string, string> = {
    [paths.root.path]: homeFor(user),
    [paths.auth.root.path]: paths.auth.login.path,
    [paths.shop.root.path]: paths.shop.home.path,
    [paths.admin.root.path]: paths.admin.dashboard.path,
  };
  if (path in indexes) {
    const target = indexes[path];
    const next = decide(target, auth, { ...options, search: '' });
    return next.redirect ? next : { redirect: target };
  }

  if (path === paths.auth.login.path || path === paths.auth.register.path) {
    if (!user) return {};
    return { redirect: safeReturnTo(options.returnTo) ?? homeFor(user) };
  }

  const from = `${path}${options.search ?? ''}`;

  if (isOneOf(path, ALL_SHOP_PATHS)) {
    if (admin) return { redirect: paths.admin.dashboard.path };
    if (!user && !isOneOf(path, PUBLIC_SHOP_PATHS)) return { redirect: paths.auth.login.path, from };
    return {};
  }

  if (ALL_ADMIN_PATHS.includes(path)) {
    if (!user) return { redirect: paths.auth.login.path, from };
    if (!admin) return { redirect: paths.unauth.path };
    return {};
  }

  return {};
}

/** Where a login should lead: the remembered origin (location.state.from) or the `r` query parameter. */
export function returnToOf(location: { state: unknown; search: string }): string | null {
  const state = location.state as { from?: unknown } | null;
  if (state && typeof state.from === 'string') return state.from;
  return new URLSearchParams(location.search).get('r');
}
