import { memo } from 'react';
import { Plus } from 'lucide-react';
import type { EstimatorProduct } from '../../../../../common/contracts/catalog';
import { formatINR } from '../../../../../common/money';
import { SmartImage } from '../../../components/smart-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { sourcePrice, type PriceSource } from '../estimator-rules';
import { useFirstRows } from './use-first-rows';
import { productTitle } from '../../../lib/product-title';
import { useLang, useT } from '../../../i18n/i18n';

/** One product of the picker: picture, name, brand, the price a line would start at, stock, Add. */
function ProductRow({
  product,
  source,
  onAdd,
}: {
  product: EstimatorProduct;
  source: PriceSource;
  onAdd: (product: EstimatorProduct) => void;
}) {
  const t = useT();
  const name = productTitle(product, useLang());
  return (
    <li className="picker-row flex items-center gap-3 px-3 py-2.5">
      <SmartImage
        src={product.image}
        alt=""
        width={48}
        height={48}
        small
        className="size-12 shrink-0 rounded-md border border-neutral-200 bg-white object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium leading-snug text-neutral-900" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-neutral-600">
          {[product.brand, product.subcategory].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold tabular-nums">{formatINR(sourcePrice(product, source))}</span>
          <span className="text-xs text-neutral-600">{t('incl. GST')}</span>
          {product.totalStock <= 0 ? <Badge variant="warning">{t('Out of stock')}</Badge> : null}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        onClick={() => onAdd(product)}
        aria-label={t('Add {title} to the estimate', { title: name })}
      >
        <Plus aria-hidden="true" /> {t('Add')}
      </Button>
    </li>
  );
}

/**
 * The products of the current filters and search (SPEC §9: at most 300), each added with one tap; the first
 * rows with the page, the rest once it has started (useFirstRows).
 */
export const ProductList = memo(function ProductList({
  products,
  source,
  onAdd,
}: {
  products: EstimatorProduct[];
  source: PriceSource;
  onAdd: (product: EstimatorProduct) => void;
}) {
  const shown = useFirstRows(products);
  return (
    <ul className="max-h-[24rem] divide-y divide-neutral-100 overflow-y-auto overscroll-contain">
      {shown.map((p) => (
        <ProductRow key={p._id} product={p} source={source} onAdd={onAdd} />
      ))}
    </ul>
  );
});
