import { Trash2 } from 'lucide-react';
import type { ApiCartItem } from '../../../../../common/contracts/cart';
import { formatINR } from '../../../../../common/money';
import { Button } from '../../../components/ui/button';
import { LineThumb } from '../../../components/line-thumb';
import { linePrices, overStock } from '../../../lib/cart-prices';
import { quantityLimit } from '../../../../../common/cart-rules';
import QuantityField from '../../../components/quantity-field';
import { useLang, useT } from '../../../i18n/i18n';
import { englishOn, productTitle } from '../../../lib/product-title';

/**
 * One cart line: picture, title, unit price, the quantity (− and +, or typed: SPEC §5's limits, 1 to the
 * stock), Remove and the line's total.
 */
export function CartLine({
  item,
  onSetQuantity,
  onRefuse,
  onRemove,
}: {
  item: ApiCartItem;
  onSetQuantity: (quantity: number) => void;
  /** Why a quantity was not taken as it was (past the stock, below 1, not a whole number). */
  onRefuse: (message: string) => void;
  onRemove: () => void;
}) {
  const { unit, total } = linePrices(item);
  const t = useT();
  // The Hindi title on a Hindi page when the product has one (the cart's answer carries it), else the English.
  const lang = useLang();
  const title = productTitle(item, lang);
  return (
    <li className="flex gap-3 py-4">
      <LineThumb src={item.image} alt={title} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <p
            className="min-w-0 break-words text-sm font-medium leading-snug"
            lang={englishOn(lang, title, item.title)}
          >
            {title}
          </p>
          <p className="shrink-0 text-sm font-semibold tabular-nums">{formatINR(total)}</p>
        </div>
        <p className="text-xs text-neutral-600">
          {t('{price} each', { price: formatINR(unit) })}{' '}
          <span className="text-neutral-500">{t('· incl. GST')}</span>
        </p>
        {item.totalStock <= 0 ? (
          <p className="text-xs font-medium text-red-700">{t('Out of stock. Remove it to check out.')}</p>
        ) : overStock(item) ? (
          <p className="text-xs font-medium text-red-700">
            {t('Only {count} left. Lower the quantity to check out.', { count: item.totalStock })}
          </p>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-2">
          <QuantityField
            id={`cart-quantity-${item.productId}`}
            label={t('Quantity of {title}', { title })}
            value={item.quantity}
            max={quantityLimit(item.totalStock)}
            onChange={onSetQuantity}
            onRefuse={onRefuse}
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-neutral-600 hover:text-red-700"
            onClick={onRemove}
            aria-label={t('Remove {title}', { title })}
          >
            <Trash2 aria-hidden="true" />
            <span className="max-[379px]:sr-only">{t('Remove')}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
