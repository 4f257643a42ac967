import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { CartPanel } from '../../features/cart';
import { NavLinks } from './nav-links';
import { useT } from '../../i18n/i18n';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The shop navigation as a slide-in panel on small screens (loaded on first open). */
export function MobileNavSheet({ open, onOpenChange }: SheetProps) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left">
        <SheetHeader>
          <SheetTitle>{t('Menu')}</SheetTitle>
          <SheetDescription className="sr-only">{t('Shop navigation')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('Main')}>
          <NavLinks vertical onNavigate={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** The cart (loaded on first open): the lines, totals and Checkout (features/cart CartPanel). */
export function CartSheet({ open, onOpenChange, count }: SheetProps & { count: number }) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[calc(100%-1.5rem)] max-w-md gap-0 overflow-hidden p-0">
        <SheetHeader className="border-b border-neutral-200 px-4 py-4">
          <SheetTitle>{t('Your Cart')}</SheetTitle>
          <SheetDescription>
            {count === 0
              ? t('No items yet.')
              : count === 1
                ? t('1 item in your cart.')
                : t('{count} items in your cart.', { count })}
          </SheetDescription>
        </SheetHeader>
        <CartPanel onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
