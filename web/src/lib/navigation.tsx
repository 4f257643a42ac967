import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { splitLangPath } from '../../../common/lang';
import { hrefIn } from './paths';

/**
 * How shop components link and move between pages, without naming a router (decision 026). The router's
 * app (checkout, account, admin, sign-in) gives them React Router's links and hooks (app/router-navigation);
 * the shop's browsing pages are hydrated without a router (documentNavigation): another page is a page load
 * from the page cache, another query of the same page changes in place. What a browsing page renders
 * imports from here, never from react-router, so its JavaScript carries no router (npm run size checks).
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export type To = string | { pathname?: string; search?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** React Router only: show the navigation as under way at once. */
  flushSync?: boolean;
}

export type NavigateFn = (to: To | number, options?: NavigateOptions) => Promise<void> | void;

export type SetSearchParams = (
  next: URLSearchParams | ((prev: URLSearchParams) => URLSearchParams),
  /** preventScrollReset: React Router only (the document's in-place changes never scroll on replace). */
  options?: { replace?: boolean; preventScrollReset?: boolean },
) => void;

export interface NavigationState {
  state: 'idle' | 'loading' | 'submitting';
  location?: AppLocation;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
};

type AnchorComponent<P> = ForwardRefExoticComponent<P & RefAttributes<HTMLAnchorElement>>;

export interface Navigation {
  Link: AnchorComponent<LinkProps>;
  NavLink: AnchorComponent<NavLinkProps>;
  useNavigate(): NavigateFn;
  useLocation(): AppLocation;
  useSearchParams(): [URLSearchParams, SetSearchParams];
  useParams(): Readonly<Record<string, string | undefined>>;
  useNavigation(): NavigationState;
}

/** The href of a `To`: a path, or the current path with another query. */
export function hrefOf(to: To, current: Pick<AppLocation, 'pathname'>): string {
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  return `${to.pathname ?? current.pathname}${search}`;
}

/** Whether a nav link to `to` is the page shown (React Router's NavLink rule: the path or a path under it). */
export function isActivePath(to: string, pathname: string): boolean {
  const path = to.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const here = pathname.replace(/\/+$/, '') || '/';
  return here === path || (path !== '/' && here.startsWith(`${path}/`));
}

/** Where a browsing page's navigations go: the browser's location and history (tests pass their own). */
export interface DocumentHistory {
  /** The address shown now. */
  current(): { pathname: string; search: string; hash: string };
  /** A page load. */
  load(href: string, replace: boolean): void;
  /** Another query of the page shown, without a page load (a new history entry unless `replace`). */
  change(href: string, replace: boolean): void;
  back(delta: number): void;
  /** Calls `onChange` when Back or Forward moves between this page's queries. */
  listen(onChange: () => void): void;
}

/**
 * A browsing page's navigation (decision 026). `url` is the page's address (the request's on the server,
 * the window's in the browser: the same, so hydration matches) and `params` the route's parameters, decided
 * by the server. Another page is a page load (from the page cache); another query of the same page (a
 * filter, a sort, the next page of a listing or a search) changes the address in place and the page
 * re-renders from the data cache, as it did under the router, with Back and Forward between them.
 */
export function documentNavigation(
  url: { pathname: string; search: string; hash?: string },
  params: Record<string, string | undefined> = {},
  history: DocumentHistory | null = typeof window === 'undefined' ? null : browserHistory(),
): Navigation {
  // A Hindi page (/hi/…) sees its path without the prefix, as the router with its basename does, and its
  // links and navigations get the prefix back (hrefIn): pages and links name one path in both languages.
  const { lang } = splitLangPath(url.pathname);
  const bare = (pathname: string) => splitLangPath(pathname).path;
  let location: AppLocation = {
    pathname: bare(url.pathname),
    search: url.search,
    hash: url.hash ?? '',
    state: null,
  };
  const listeners = new Set<() => void>();
  const publish = () => {
    if (!history) return;
    const now = history.current();
    location = { ...now, pathname: bare(now.pathname), state: null };
    for (const listener of listeners) listener();
  };
  // Lives as long as the page: Back and Forward between its queries re-render it.
  history?.listen(publish);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const useCurrentLocation = () =>
    useSyncExternalStore(
      subscribe,
      () => location,
      () => location,
    );

  const navigate: NavigateFn = (to, options) => {
    if (!history) return;
    if (typeof to === 'number') return history.back(to);
    const href = hrefOf(to, location);
    const target = new URL(href, 'http://x');
    if (target.pathname === location.pathname) {
      history.change(hrefIn(href, lang), !!options?.replace);
      publish();
      return;
    }
    history.load(hrefIn(href, lang), !!options?.replace);
    // The page is on its way out: whoever waits for the navigation waits with it.
    return new Promise<void>(() => {});
  };
  const setSearchParams: SetSearchParams = (next, options) => {
    const params = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
    const query = params.toString();
    void navigate({ search: query ? `?${query}` : '' }, options);
  };
  const Link = forwardRef<HTMLAnchorElement, LinkProps>(function DocumentLink(
    { to, replace, state: _state, onClick, ...rest },
    ref,
  ) {
    const current = useCurrentLocation();
    return (
      <a
        ref={ref}
        href={hrefIn(to, lang)}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          // Another query of this page (a page number, Clear all) changes in place; the rest is the browser's.
          const plain =
            event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
          if (event.defaultPrevented || !plain || rest.target) return;
          if (new URL(to, 'http://x').pathname !== current.pathname) return;
          event.preventDefault();
          void navigate(to, { replace });
        }}
      />
    );
  });
  const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function DocumentNavLink(
    { className, to, ...rest },
    ref,
  ) {
    const isActive = isActivePath(to, useCurrentLocation().pathname);
    return (
      <Link
        ref={ref}
        to={to}
        aria-current={isActive ? 'page' : undefined}
        className={typeof className === 'function' ? className({ isActive }) : className}
        {...rest}
      />
    );
  });
  return {
    Link,
    NavLink,
    useNavigate: () => navigate,
    useLocation: useCurrentLocation,
    useSearchParams: () => {
      const { search } = useCurrentLocation();
      return [useMemo(() => new URLSearchParams(search), [search]), setSearchParams];
    },
    useParams: () => params,
    useNavigation: () => IDLE,
  };
}

const IDLE: NavigationState = { state: 'idle' };

/** The window's location and history; a new query of the page scrolls to its top, as a new page would. */
function browserHistory(): DocumentHistory {
  return {
    current: () => ({
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
    }),
    load: (href, replace) => (replace ? window.location.replace(href) : window.location.assign(href)),
    change: (href, replace) => {
      if (replace) window.history.replaceState(null, '', href);
      else {
        window.history.pushState(null, '', href);
        window.scrollTo(0, 0);
      }
    },
    back: (delta) => window.history.go(delta),
    listen: (onChange) => window.addEventListener('popstate', onChange),
  };
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNav(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('No NavigationProvider above this component');
  return navigation;
}

// Each hook calls the same underlying hook for the life of a tree (the provider never changes kind).
export const useNavigate = (): NavigateFn => useNav().useNavigate();
export const useLocation = (): AppLocation => useNav().useLocation();
export const useSearchParams = (): [URLSearchParams, SetSearchParams] => useNav().useSearchParams();
export const useParams = () => useNav().useParams();
export const useNavigation = (): NavigationState => useNav().useNavigation();

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { Link: Impl } = useNav();
  return <Impl ref={ref} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { NavLink: Impl } = useNav();
  return <Impl ref={ref} {...props} />;
});
