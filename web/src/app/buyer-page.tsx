import { useEffect, type ComponentType, type ReactNode } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { toastOnNextPage, useToasts } from '../components/ui/use-toast';
import { useLocation, type DocumentHistory } from '../lib/navigation';
import { hrefIn, paths } from '../lib/paths';
import { useLang } from '../i18n/i18n';
import { useAuth } from '../lib/session';
import { decide, returnToOf } from './guard';

/** Set once a page load has started: the guard does not judge a page on its way out. */
let leaving = false;

/**
 * The buyer pages' history (lib/navigation's DocumentHistory over the window) that remembers a page load
 * under way, as the router's navigation state does: logging out leaves for home and clears the session, and
 * the guard must not send the page it leaves to login meanwhile.
 */
export const buyerHistory: DocumentHistory = {
  current: () => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
  }),
  load: (href, replace) => {
    leaving = true;
    if (replace) window.location.replace(href);
    else window.location.assign(href);
  },
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

/**
 * The guard (decide()) for a page hydrated without the router: the server applied it before sending the
 * page; in the browser it applies it again when the session changes (a login sends the buyer on to where
 * they came from, a session that ended sends them to login), as a page load. A toast on screen then (SPEC's
 * "Login successful") is kept for the next page.
 */
function DocumentGuard() {
  const auth = useAuth();
  const location = useLocation();
  const toasts = useToasts();
  // The redirect stays in the page's language (a Hindi checkout's login is the Hindi login).
  const lang = useLang();
  const decision = auth.isLoading
    ? {}
    : decide(
        location.pathname,
        { user: auth.user },
        { search: location.search, returnTo: returnToOf(location) },
      );
  const target = decision.redirect
    ? decision.from
      ? paths.auth.login.href({ r: decision.from })
      : decision.redirect
    : null;
  useEffect(() => {
    if (!target || leaving) return;
    // After the code that changed the session has raised its toast (a new toast starts the wait again).
    const timer = setTimeout(() => {
      if (leaving) return;
      const shown = toasts.find((t) => t.open && typeof t.title === 'string');
      if (shown) toastOnNextPage({ title: shown.title as string, variant: shown.variant });
      buyerHistory.load(hrefIn(target, lang), true);
    });
    return () => clearTimeout(timer);
  }, [target, toasts, lang]);
  return null;
}

/**
 * A buyer page as the server renders it and the browser hydrates it, without the router: the guard, the
 * page in its frame (the sign-in pages' two columns, or the shop's header and footer) and the toasts.
 */
export function BuyerPage({
  Page,
  Frame,
}: {
  Page: ComponentType;
  Frame: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <>
      <DocumentGuard />
      <Frame>
        <Page />
      </Frame>
      <LazyToaster />
    </>
  );
}
