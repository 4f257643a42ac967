import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useAuth } from '../lib/session';
import { decide, returnToOf } from './guard';
import { hasLangTwin } from '../lib/paths';
import { useLang } from '../i18n/i18n';

/** A page load to an address outside the router's basename. */
function LeaveFor({ href }: { href: string }) {
  useEffect(() => window.location.replace(href), [href]);
  return <LoadingScreen />;
}

/** Applies decide() to every location: a placeholder while the first check-auth runs, then a redirect or the page. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  const lang = useLang();
  if (auth.isLoading) return <LoadingScreen />;
  // Under /hi a path without a Hindi twin (/hi/admin/…) is the Hindi 404 the server sent, whoever asks.
  if (lang !== 'en' && !hasLangTwin(location.pathname)) return <>{children}</>;
  const decision = decide(
    location.pathname,
    { user: auth.user },
    { search: location.search, returnTo: returnToOf(location) },
  );
  if (decision.redirect) {
    // A navigation is under way (logout on its way out of a protected page): judge where it arrives.
    if (navigation.state !== 'idle') return <LoadingScreen />;
    // Under /hi (the router's basename) a page without a Hindi twin (the admin panel) is a page load away.
    if (lang !== 'en' && !hasLangTwin(decision.redirect)) return <LeaveFor href={decision.redirect} />;
    return (
      <Navigate to={decision.redirect} replace state={decision.from ? { from: decision.from } : undefined} />
    );
  }
  return <>{children}</>;
}
