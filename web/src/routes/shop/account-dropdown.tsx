import { useNavigate } from '../../lib/navigation';
import { Heart, LogOut, User } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { AuthUser } from '../../../../common/contracts/auth';
import { useLogoutAction } from '../../features/auth';
import { paths } from '../../lib/paths';
import { AccountAvatar } from './account-avatar';

/** The signed-in shopper's menu: Account, Wishlist (issue 48) and Logout (SPEC §2). Loaded only for logged-in users. */
export default function AccountDropdown({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const logout = useLogoutAction('shop');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <AccountAvatar name={user.userName} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-56 truncate">Logged in as {user.userName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.shop.account.href())}>
          <User aria-hidden="true" /> Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.shop.wishlist.href())}>
          <Heart aria-hidden="true" /> Wishlist
        </DropdownMenuItem>
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => void logout.run()}>
          <LogOut aria-hidden="true" /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
