import { Link, useLocation } from '../../../lib/navigation';
import { ArrowRight, LogIn, ShoppingCart, Truck } from 'lucide-react';
import type { ApiCartItem } from '../../../../../common/contracts/cart';
import { freeDeliveryNudge, policyOf, shortOfFreeDeliveryPaise } from '../../../../../common/delivery';
import { toPaise } from '../../../../../common/money';
import { EmptyState } from '../../../components/states';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/session';
import { TaxBreakdown } from '../../../components/tax-breakdown';
import { useCart } from '../../../lib/cart-query';
import { usePublicSettings } from '../../../lib/public-settings';
import { useT } from '../../../i18n/i18n';
import { useRemoveCartItem, useUpdateCartItem } from '../api/update-cart';
import { CartLine } from './cart-line';

/**
 * The cart sheet's body (SPEC §2/§5): the lines with − / + and Remove, subtotal, CGST, SGST and total as
 * the server prices them, how much more makes standard delivery free (the shop's delivery settings), and Checkout — to /shop/checkout, or to login with /shop/checkout remembered for
 * a visitor. Quantity changes show at once and go back, with the server's message, when refused.
 * `onNavigate` closes the sheet when a link inside it is followed.
 */
export function CartPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const cart = useCart(user?.id);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const settings = usePublicSettings();
  const t = useT();

  if (!user) {
    return (
      <EmptyState
        className="m-4"
        title={t('Log in to see your cart')}
        icon={<ShoppingCart className="size-10 text-neutral-400" aria-hidden="true" />}
        action={
          <div className="grid w-full gap-2">
            <Link
              to={paths.auth.login.href({ r: paths.shop.checkout.href() })}
              onClick={onNavigate}
              className={buttonVariants({ className: 'w-full' })}
            >
              <LogIn aria-hidden="true" />
              {t('Login to Checkout')}
            </Link>
            <Link
              to={paths.shop.listing.href()}
              onClick={onNavigate}
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              {t('Browse products')}
            </Link>
          </div>
        }
      >
        {t('Your cart is kept with your account, so it is there on every device.')}
      </EmptyState>
    );
  }

  if (cart.isPending) {
    return (
      <div role="status" aria-label={t('Loading your cart')} className="grid gap-4 p-4">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-16" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-9 w-28" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (!cart.data) {
    return (
      <div
        role="alert"
        className="m-4 grid justify-items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-center text-sm text-red-900"
      >
        Could not load your cart.
        <Button variant="outline" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, totals } = cart.data;
  if (!items.length) {
    return (
      <EmptyState
        className="m-4"
        title={t('Your cart is empty')}
        icon={<ShoppingCart className="size-10 text-neutral-400" aria-hidden="true" />}
        action={
          <Link to={paths.shop.listing.href()} onClick={onNavigate} className={buttonVariants()}>
            {t('Browse products')}
          </Link>
        }
      >
        {t('Pipes, wires, switches and paint are a few taps away.')}
      </EmptyState>
    );
  }

  const userId = user.id;
  const refused = (error: unknown) =>
    toast({
      title: errorMessage(error, t('Could not change your cart. Please try again.')),
      variant: 'destructive',
    });

  function setQuantity(item: ApiCartItem, quantity: number) {
    update.mutate({ userId, productId: item.productId, quantity }, { onError: refused });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ul
        className="min-h-0 flex-1 divide-y divide-neutral-200 overflow-y-auto px-4"
        aria-label={t('Items in your cart')}
      >
        {items.map((item) => (
          <CartLine
            key={item.productId}
            item={item}
            onSetQuantity={(quantity) => setQuantity(item, quantity)}
            onRefuse={(message) => toast({ title: message, variant: 'destructive' })}
            onRemove={() => remove.mutate({ userId, productId: item.productId }, { onError: refused })}
          />
        ))}
      </ul>
      <div className="grid gap-3 border-t border-neutral-200 bg-neutral-50 p-4">
        <TaxBreakdown totals={totals} />
        <FreeDeliveryNote
          shortPaise={shortOfFreeDeliveryPaise(policyOf(settings.delivery), toPaise(totals.grandTotal))}
        />
        <Link
          to={paths.shop.checkout.href()}
          onClick={onNavigate}
          className={buttonVariants({ size: 'lg', className: 'w-full' })}
          aria-current={location.pathname === paths.shop.checkout.path ? 'page' : undefined}
        >
          {t('Checkout')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

/** How much more in goods makes standard delivery free, or that it already is; follows the quantities. */
function FreeDeliveryNote({ shortPaise }: { shortPaise: number }) {
  const t = useT();
  return (
    <p
      role="status"
      className={
        shortPaise > 0
          ? 'flex items-center gap-2 text-sm text-neutral-700'
          : 'flex items-center gap-2 text-sm font-medium text-emerald-800'
      }
    >
      <Truck className="size-4 shrink-0" aria-hidden="true" />
      {shortPaise > 0
        ? t('Add {amount} more for free delivery', { amount: freeDeliveryNudge(shortPaise) })
        : t('Free standard delivery on this order')}
    </p>
  );
}
