import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useAuth } from '../lib/session';
import { decide, returnToOf } from './guard';

/** Applies decide() to every location: a placeholder while the first check-auth runs, then a redirect or the page. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  if (auth.isLoading) return <LoadingScreen />;
  const decision = decide(
    location.pathname,
    { user: auth.user },
    { search: location.search, returnTo: returnToOf(location) },
  );
  if (decision.redirect) {
    // A navigation is under way (logout on its way out of a protected page): judge where it arrives.
    if (navigation.state !== 'idle') return <LoadingScreen />;
    return (
      <Navigate to={decision.redirect} replace state={decision.from ? { from: decision.from } : undefined} />
    );
  }
  return <>{children}</>;
}
