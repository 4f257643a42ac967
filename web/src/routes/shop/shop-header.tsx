import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from '../../lib/navigation';
import { Menu, ShoppingCart, User, Zap } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { SpriteIcon } from '../../components/ui/icon-sprite';
import { useAuth } from '../../lib/session';
import { cartLineCount, useCart } from '../../lib/cart-query';
import { useWishlist } from '../../lib/wishlist';
import { useOpenCartSheet } from '../../lib/cart-sheet';
import { usePublicSettings } from '../../lib/public-settings';
import { shopName } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { AccountAvatar } from './account-avatar';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';
import { WhatsAppButton } from '../../components/whatsapp-button';
import { LangSwitch } from '../../components/lang-links';
import { useT } from '../../i18n/i18n';

// The panels and the account menu (Radix Dialog / DropdownMenu) load on first use, keeping first load small.
const loadSheets = () => import('./header-sheets');
const MobileNavSheet = lazy(() => loadSheets().then((m) => ({ default: m.MobileNavSheet })));
const CartSheet = lazy(() => loadSheets().then((m) => ({ default: m.CartSheet })));
const AccountDropdown = lazy(() => import('./account-dropdown'));

function Logo() {
  const settings = usePublicSettings();
  const name = shopName(settings.companyName);
  const t = useT();
  return (
    <Link
      to={paths.shop.home.href()}
      // On phones the name gives way to the icons; beside the desktop's menu it keeps its room (up to two lines).
      className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand lg:shrink-0"
      aria-label={t('{name} — home', { name })}
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-brand text-white">
        <Zap className="size-5" aria-hidden="true" />
      </span>
      <span className="line-clamp-2 max-w-40 text-sm font-extrabold leading-tight tracking-tight sm:text-base">
        {name}
      </span>
    </Link>
  );
}

/** A button that opens a lazily loaded panel; the panel's code is fetched on hover, focus or first click. */
function usePanel() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  // Opened from code (the cart, after a login), the panel still gives focus back to its button: the button
  // has it as the panel opens, as after a click (focus-return.ts).
  const showFromCode = useCallback(() => {
    triggerRef.current?.focus();
    show();
  }, [show]);
  const trigger = {
    ref: triggerRef,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: () => void loadSheets(),
    onFocus: () => void loadSheets(),
    onClick: show,
  };
  return { open, setOpen, mounted, trigger, show: showFromCode };
}

function MobileMenu() {
  const panel = usePanel();
  const t = useT();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="-ml-1 lg:hidden"
        aria-label={t('Open menu')}
        {...panel.trigger}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {panel.mounted ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={panel.open} onOpenChange={panel.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The header's Wishlist (issue 48): the wishlist page, with the count of saved products for a signed-in buyer. */
function WishlistLink() {
  const { user } = useAuth();
  const { data } = useWishlist(user?.id);
  const count = data?.items.length ?? 0;
  const t = useT();
  return (
    <Link
      to={paths.shop.wishlist.href()}
      className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
      aria-label={t('Wishlist, {count} saved', { count })}
    >
      <SpriteIcon name="heart" className="size-5" />
      {count ? (
        <span aria-hidden="true" className="badge">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** The cart button: its badge counts the cart's lines (SPEC §2), loaded with the page for a signed-in user. */
function CartButton() {
  const { user } = useAuth();
  const { data: cart } = useCart(user?.id);
  const count = cartLineCount(cart);
  const panel = usePanel();
  const t = useT();
  // Something put in the cart for the shopper (their Add to Cart from before they logged in) shows it.
  useOpenCartSheet(panel.show);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={count === 1 ? t('Cart, 1 item') : t('Cart, {count} items', { count })}
        {...panel.trigger}
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
        <span aria-hidden="true" className="badge">
          {count}
        </span>
      </Button>
      {panel.mounted ? (
        <Suspense fallback={null}>
          <CartSheet open={panel.open} onOpenChange={panel.setOpen} count={count} />
        </Suspense>
      ) : null}
    </>
  );
}

function AccountMenu() {
  const { user } = useAuth();
  const t = useT();
  if (!user) {
    return (
      <Link
        to={paths.auth.login.href()}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'px-2 sm:px-3' })}
      >
        <User className="size-5" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('Login')}</span>
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant="ghost" size="icon" aria-label={t('Account menu')} disabled>
          <AccountAvatar name={user.userName} />
        </Button>
      }
    >
      <AccountDropdown user={user} />
    </Suspense>
  );
}

/** SPEC §2 shop layout header: sticky; logo, nav, search, wishlist, cart with badge, account menu. */
export function ShopHeader() {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <MobileMenu />
        <Logo />
        {/* The menu's words stay on one line; the search box gives way instead (issue 49's review: at 1024–1280 px
            the shop's name was cut and About Us wrapped). */}
        <nav aria-label={t('Main')} className="hidden shrink-0 lg:block">
          <NavLinks />
        </nav>
        <SearchBox id="header-search" className="ml-auto hidden min-w-0 max-w-sm md:block" />
        <div className="ml-auto flex shrink-0 items-center md:ml-0">
          {/* On phones the switch sits by the search box, leaving the first row to the shop's name. */}
          <LangSwitch className="nav-link hidden px-2 font-semibold text-neutral-800 md:block" />
          <WhatsAppButton docked />
          <WishlistLink />
          <CartButton />
          <AccountMenu />
        </div>
      </div>
      <div className="flex items-center gap-1 px-3 pb-3 md:hidden">
        <SearchBox id="header-search-mobile" />
        <LangSwitch className="nav-link shrink-0 px-2 font-semibold text-neutral-800" />
      </div>
    </header>
  );
}
