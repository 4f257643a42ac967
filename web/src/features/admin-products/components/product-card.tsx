import { Pencil, Trash2 } from 'lucide-react';
import { LOW_STOCK_BELOW, type AdminProduct } from '../../../../../common/contracts/admin';
import { formatINR } from '../../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/** Stock as SPEC §4 words it: Out Of Stock at 0, 'Only N items left' below 10. */
export function StockBadge({ stock }: { stock: number }) {
  if (stock <= 0) return <Badge variant="danger">Out Of Stock</Badge>;
  if (stock < LOW_STOCK_BELOW) return <Badge variant="warning">Only {stock} items left</Badge>;
  return <Badge variant="outline">{stock} in stock</Badge>;
}

/** One product of the admin grid: image, title, category, brand, prices, stock, fragile, Edit and Delete. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
  deleting,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-white">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            loading="lazy"
            className="size-full object-contain p-2"
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          <StockBadge stock={product.totalStock} />
          {product.fragile ? <Badge variant="warning">Fragile</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-neutral-100 p-2.5 sm:gap-2 sm:p-3">
        <h3 className="line-clamp-2 break-words text-sm font-semibold leading-snug" title={product.title}>
          {product.title}
        </h3>
        <p
          className="truncate text-xs text-neutral-600"
          title={`${product.category} › ${product.subcategory}`}
        >
          {product.category} › {product.subcategory}
        </p>
        <p className="truncate text-xs text-neutral-600">
          {product.brand ? `Brand: ${product.brand}` : 'No brand'}
        </p>
        <dl className="mt-auto flex flex-wrap justify-between gap-x-3 gap-y-1 text-xs">
          <div>
            {/* The base price (SPEC §3), named so that it does not read as a price struck through for a sale. */}
            <dt className="text-neutral-600">Price before tax</dt>
            <dd className="tabular-nums">{formatINR(product.price)}</dd>
          </div>
          <div>
            <dt className="text-neutral-600">Sale price (incl. GST)</dt>
            <dd className="font-semibold tabular-nums text-neutral-900">{formatINR(product.salePrice)}</dd>
          </div>
        </dl>
        <div className="flex gap-1.5 pt-1 sm:gap-2">
          <Button
            variant="outline"
            size="sm"
            className="flex-1 px-2"
            onClick={onEdit}
            aria-label={`Edit ${product.title}`}
          >
            <Pencil aria-hidden="true" /> <span className="max-[419px]:sr-only">Edit</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 px-2 text-red-700 hover:bg-red-50"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`Delete ${product.title}`}
          >
            <Trash2 aria-hidden="true" /> <span className="max-[419px]:sr-only">Delete</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
