import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { CartPanel } from '../../features/cart';
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

/** The cart (loaded on first open): the lines, totals and Checkout (features/cart CartPanel). */
export function CartSheet({ open, onOpenChange, count }: SheetProps & { count: number }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[calc(100%-1.5rem)] max-w-md gap-0 overflow-hidden p-0">
        <SheetHeader className="border-b border-neutral-200 px-4 py-4">
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription>
            {count === 0 ? 'No items yet.' : `${count} ${count === 1 ? 'item' : 'items'} in your cart.`}
          </SheetDescription>
        </SheetHeader>
        <CartPanel onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
