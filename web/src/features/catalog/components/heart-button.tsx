import { SpriteIcon } from '../../../components/ui/icon-sprite';
import { cn } from '../../../lib/utils';
import { useWishActions } from '../../../lib/wishlist';
import { useLang, useT } from '../../../i18n/i18n';
import { productTitle } from '../names';
import type { ProductTranslations } from '../../../../../common/translations';

/**
 * The heart (issue 48): saves the product to the wishlist or takes it out; pressed when saved. A visitor goes
 * to login and comes back with it saved. Part of the card: the sprite's heart, no icon of its own.
 */
export function HeartButton({
  product,
  className,
}: {
  product: { _id: string; title: string; translations?: ProductTranslations };
  className?: string;
}) {
  const wishes = useWishActions();
  const t = useT();
  const lang = useLang();
  const saved = wishes.saved(product._id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('Save to wishlist: {title}', { title: productTitle(product, lang) })}
      onClick={() => wishes.toggle(product)}
      className={cn('heart', className)}
    >
      <SpriteIcon name="heart" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}
