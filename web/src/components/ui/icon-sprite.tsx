import { Eye, Heart, ShoppingCart, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

/**
 * Icons a page draws dozens of times (every product card has Quick view's eye and Add to Cart's cart): drawn
 * once in the shop's frame as symbols and used by reference, 60-odd bytes instead of 200–330 each time (issue
 * 30: 4 KB of home's first HTML, 11 KB of a listing's), and the wishlist's heart. Outside the shop's frame a
 * reference draws nothing.
 */
const SPRITE = { eye: Eye, cart: ShoppingCart, heart: Heart } satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The symbols, once per page (routes/shop/shop-frame.tsx). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(SPRITE).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          {/* fill="inherit": the reference's fill shows through (a saved heart is filled: `fill-current`). */}
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the sprite's icons, sized and coloured like any lucide icon (the `.icon` class, a size class). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cn('icon', className)} aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
