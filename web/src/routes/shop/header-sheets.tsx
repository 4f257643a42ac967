import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { paths } from '../../lib/paths';
import { NavLinks } from './nav-links';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The shop navigation as a slide-in panel on small screens (loaded on first open). */
export function MobileNavSheet({ open, onOpenChange }: SheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Shop navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <NavLinks vertical onNavigate={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** The cart panel (loaded on first open). Its items arrive with the cart screens. */
export function CartSheet({ open, onOpenChange, count }: SheetProps & { count: number }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription>
            {count === 0
              ? 'Your cart is empty. Browse the shop and add what you need.'
              : `${count} items in your cart.`}
          </SheetDescription>
        </SheetHeader>
        <Link
          to={paths.shop.listing.href()}
          onClick={() => onOpenChange(false)}
          className={buttonVariants({ className: 'w-full' })}
        >
          Browse products
        </Link>
      </SheetContent>
    </Sheet>
  );
}
