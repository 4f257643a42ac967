import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { useLogout } from '../api/logout';

/**
 * Logs out and leaves for a page the logged-out visitor may see: the shop home for customers, login for
 * admins. The navigation is flushed together with the cleared session so the guard never sees the old
 * page without a user (which would remember it as an origin).
 */
export function useLogoutAction(destination: 'shop' | 'login') {
  const logout = useLogout();
  const navigate = useNavigate();
  async function run() {
    let message: string | undefined;
    try {
      const res = await logout.mutateAsync();
      message = res.message;
    } catch {
      // The session is cleared locally either way (useLogout onSettled); an expired session is logged out too.
    }
    await navigate(destination === 'shop' ? paths.shop.home.href() : paths.auth.login.href(), {
      replace: true,
      flushSync: true,
    });
    toast({ title: message || 'Logged out successfully' });
  }
  return { run, isPending: logout.isPending };
}
