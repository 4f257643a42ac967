import { Minus, Plus, Trash2 } from 'lucide-react';
import type { ApiCartItem } from '../../../../../common/contracts/cart';
import { formatINR } from '../../../../../common/money';
import { Button } from '../../../components/ui/button';
import { LineThumb } from '../../../components/line-thumb';
import { canDecrease, linePrices, overStock } from '../../../lib/cart-rules';

/** One cart line: picture, title, unit price, − quantity +, Remove and the line's total. */
export function CartLine({
  item,
  onIncrease,
  onDecrease,
  onRemove,
}: {
  item: ApiCartItem;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}) {
  const { unit, total } = linePrices(item);
  return (
    <li className="flex gap-3 py-4">
      <LineThumb src={item.image} alt={item.title} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="line-clamp-2 min-w-0 break-words text-sm font-medium leading-snug">{item.title}</p>
          <p className="shrink-0 text-sm font-semibold tabular-nums">{formatINR(total)}</p>
        </div>
        <p className="text-xs text-neutral-600">
          {formatINR(unit)} each <span className="text-neutral-500">· incl. GST</span>
        </p>
        {item.totalStock <= 0 ? (
          <p className="text-xs font-medium text-red-700">Out of stock. Remove it to check out.</p>
        ) : overStock(item) ? (
          <p className="text-xs font-medium text-red-700">
            Only {item.totalStock} left. Lower the quantity to check out.
          </p>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-2">
          <div
            role="group"
            aria-label={`Quantity of ${item.title}`}
            className="inline-flex items-center rounded-md border border-neutral-300"
          >
            <Button
              variant="ghost"
              size="icon"
              className="size-9 rounded-r-none"
              onClick={onDecrease}
              disabled={!canDecrease(item)}
              aria-label="Decrease quantity"
            >
              <Minus aria-hidden="true" />
            </Button>
            <output
              className="min-w-9 px-1 text-center text-sm font-semibold tabular-nums"
              aria-live="polite"
            >
              {item.quantity}
            </output>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 rounded-l-none"
              onClick={onIncrease}
              aria-label="Increase quantity"
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="text-neutral-600 hover:text-red-700"
            onClick={onRemove}
            aria-label={`Remove ${item.title}`}
          >
            <Trash2 aria-hidden="true" />
            <span className="max-[379px]:sr-only">Remove</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
