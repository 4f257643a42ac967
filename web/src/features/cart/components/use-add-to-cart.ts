import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../../../lib/navigation';
import { ADDED_TO_CART } from '../../../../../common/cart-rules';
import { toast, toastThenNavigate } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/session';
import { errorMessage } from '../../../lib/api-client';
import { CART_INTENT_PARAM, type AddWhere, type CartProduct } from '../../../lib/cart-actions';
import { paths } from '../../../lib/paths';
import { useCart } from '../../../lib/cart-query';
import { useAddToCartMutation } from '../../../lib/add-to-cart';
import { useLoginFirst } from '../../../lib/use-login-first';
import { addRefusal, onlyAvailableMessage, quantityInCart } from '../../../lib/cart-rules';

/**
 * SPEC §5/§8 Add to Cart: a visitor goes to login; on listing, search and the product page an add beyond
 * stock is refused with 'Only N quantity can be added for this item'; the server's answer (its message on
 * refusal) is shown as a toast. `where` says which screen asks, since the home page does not check.
 */
export function useAddToCart(where: AddWhere = 'product') {
  const { user } = useAuth();
  const { data: cart } = useCart(user?.id);
  const mutation = useAddToCartMutation();
  const loginFirst = useLoginFirst();

  async function add(product: CartProduct, quantity = 1, from: AddWhere = where): Promise<boolean> {
    if (!user) {
      void loginFirst({ action: 'add', productId: product._id, quantity });
      return false;
    }
    const refusal = addRefusal(product.totalStock, quantityInCart(cart, product._id), from, quantity);
    if (refusal) {
      toast({ title: refusal, variant: 'destructive' });
      return false;
    }
    try {
      const res = await mutation.mutateAsync({ userId: user.id, productId: product._id, quantity });
      toast({ title: res.message || ADDED_TO_CART });
      return true;
    } catch (error) {
      toast({ title: errorMessage(error, 'Could not add to cart'), variant: 'destructive' });
      return false;
    }
  }
  return {
    add,
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables?.productId : undefined,
  };
}

/**
 * SPEC §8 Buy Now: add one (or the quantity field's number) and go to checkout. When the cart already holds
 * all the stock: 'Only N quantity available for this item', then checkout. When the add fails: checkout
 * anyway if the item is in the cart, else 'Unable to proceed' (or the server's reason).
 */
export function useBuyNow() {
  const { user } = useAuth();
  const { data: cart } = useCart(user?.id);
  const mutation = useAddToCartMutation();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();

  async function buy(product: CartProduct, quantity = 1): Promise<void> {
    if (!user) {
      void loginFirst({ action: 'buy', productId: product._id, quantity });
      return;
    }
    const inCart = quantityInCart(cart, product._id);
    if (inCart + quantity > product.totalStock) {
      const message = { title: onlyAvailableMessage(product.totalStock), variant: 'destructive' as const };
      // From a browsing page checkout is a page load: the toast goes with the navigation.
      if (inCart > 0) void toastThenNavigate(message, () => navigate(paths.shop.checkout.href()));
      else toast(message);
      return;
    }
    try {
      await mutation.mutateAsync({ userId: user.id, productId: product._id, quantity });
      void navigate(paths.shop.checkout.href());
    } catch (error) {
      if (inCart > 0) {
        void navigate(paths.shop.checkout.href());
        return;
      }
      toast({ title: errorMessage(error, 'Unable to proceed'), variant: 'destructive' });
    }
  }
  return { buy, isPending: mutation.isPending };
}

/**
 * Back from login with a cart request (lib/cart-intent.ts): carried out by resume-cart-intent.ts, loaded only
 * then, once per marker.
 */
export function useResumeCartIntent() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync } = useAddToCartMutation();
  const taken = useRef<string | null>(null);
  const id = new URLSearchParams(location.search).get(CART_INTENT_PARAM);

  useEffect(() => {
    if (!user || !id || taken.current === id) return;
    taken.current = id;
    void import('./resume-cart-intent').then((m) =>
      m.resumeCartIntent({ id, location, userId: user.id, add: mutateAsync, navigate, queryClient }),
    );
    // Once per marker: the effect reads the rest as they are when the marker arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, id]);
}
