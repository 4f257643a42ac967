import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/navigation';
import { toastThenNavigate } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { clearSession, useLogout } from '../api/logout';

/**
 * Logs out and leaves for a page the logged-out visitor may see: the shop home for customers, login for
 * admins. The navigation starts before the session is cleared locally, so the guard (which waits while a
 * navigation is under way) never judges the old protected page without a user, which would remember it as
 * an origin. The toast is kept for the page that shows next: from a browsing page, home is a page load.
 */
export function useLogoutAction(destination: 'shop' | 'login') {
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  async function run() {
    let message: string | undefined;
    try {
      const res = await logout.mutateAsync();
      message = res.message;
    } catch {
      // Logged out locally either way: an expired session is logged out too.
    }
    await toastThenNavigate({ title: message || 'Logged out successfully' }, () => {
      const arrived = navigate(destination === 'shop' ? paths.shop.home.href() : paths.auth.login.href(), {
        replace: true,
        // The router shows the navigation as under way at once, not in a later transition.
        flushSync: true,
      });
      clearSession(queryClient);
      return arrived;
    });
  }
  return { run, isPending: logout.isPending };
}
