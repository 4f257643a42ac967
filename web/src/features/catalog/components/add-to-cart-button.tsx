import type { ApiProduct } from '../../../../../common/contracts/catalog';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useCartActions } from '../../../lib/cart-actions';
import type { AddContext } from './quick-view-context';
import { SpriteIcon } from '../../../components/ui/icon-sprite';
import { msg, useLang, useT } from '../../../i18n/i18n';
import { productTitle } from '../names';

/** Add to Cart with SPEC §5/§8's rules (login first, stock on listing/search, the server's message). */
export function AddToCartButton({
  product,
  where,
  className,
  size,
  label = msg('Add to Cart'),
  quantity = 1,
}: {
  product: Pick<ApiProduct, '_id' | 'title' | 'totalStock'> & { translations?: ApiProduct['translations'] };
  where: AddContext;
  className?: string;
  size?: ButtonProps['size'];
  /** The button's words, a msg() text (translated here). */
  label?: string;
  /** How many to add: 1 from a card, the quantity field's number on the product page and quick view. */
  quantity?: number;
}) {
  const { add, pendingId } = useCartActions();
  const t = useT();
  const title = productTitle(product, useLang());
  const busy = pendingId === product._id;
  const soldOut = product.totalStock <= 0;
  return (
    <Button
      busy={busy}
      icon={<SpriteIcon name="cart" />}
      className={className}
      size={size}
      disabled={soldOut || busy}
      aria-label={
        soldOut ? t('Out of stock: {title}', { title }) : t('{action}: {title}', { action: t(label), title })
      }
      onClick={() => void add(product, quantity, where)}
    >
      {soldOut ? t('Out of stock') : t(label)}
    </Button>
  );
}
