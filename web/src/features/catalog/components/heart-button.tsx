import { SpriteIcon } from '../../../components/ui/icon-sprite';
import { cn } from '../../../lib/utils';
import { useWishActions } from '../../../lib/wishlist';

/**
 * The heart (issue 48): saves the product to the wishlist or takes it out; pressed when saved. A visitor goes
 * to login and comes back with it saved. Part of the card: the sprite's heart, no icon of its own.
 */
export function HeartButton({
  product,
  className,
}: {
  product: { _id: string; title: string };
  className?: string;
}) {
  const wishes = useWishActions();
  const saved = wishes.saved(product._id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save to wishlist: ${product.title}`}
      onClick={() => wishes.toggle(product)}
      className={cn('heart', className)}
    >
      <SpriteIcon name="heart" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}
