import { ALL_ADMIN_PATHS, ALL_SHOP_PATHS, PUBLIC_SHOP_PATHS, isOneOf, paths } from '../lib/paths';

/** What the guard needs to know about the signed-in user; null when logged out. */
export interface GuardUser {
  role: string;
  isAdmin: boolean;
}

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

/** Admin is role admin or the isAdmin flag (SPEC §6). */
export const isAdminUser = (user: GuardUser | null) => !!user && (user.role === 'admin' || user.isAdmin);

/** The home of a user: the admin dashboard for an admin, the shop home for everyone else. */
export const homeFor = (user: GuardUser | null) =>
  isAdminUser(user) ? paths.admin.dashboard.path : paths.shop.home.path;

/**
 * A same-site path to go back to, or null. Anything that could leave the site ('//host', '/\host',
 * 'https://…') or lead back into login/register is refused, so `?r=` cannot be used for open redirects.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (CR, LF, NUL…) have no place in a path and can confuse URL parsers.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  const pathname = normalize(value.split(/[?#]/)[0]);
  if (pathname === paths.auth.login.path || pathname === paths.auth.register.path) return null;
  return value;
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
