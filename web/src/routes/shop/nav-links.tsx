import { NavLink } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { SHOP_NAV } from './nav-items';
import { useT } from '../../i18n/i18n';

export function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const t = useT();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {SHOP_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'nav-link',
                isActive ? 'text-orange-700' : 'text-neutral-800',
                vertical ? 'py-3 text-base' : 'whitespace-nowrap',
              )
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
