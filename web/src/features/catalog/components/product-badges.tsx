import type { ApiProduct } from '../../../../../common/contracts/catalog';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { productBadges, type ProductBadge } from '../../../lib/product-display';

const VARIANTS: Record<ProductBadge['kind'], BadgeVariant> = {
  'out-of-stock': 'default',
  'low-stock': 'warning',
  sale: 'brand',
  discount: 'success',
};

export function ProductBadges({
  product,
  className,
}: {
  product: Pick<ApiProduct, 'price' | 'salePrice' | 'cgstPercent' | 'sgstPercent' | 'totalStock'>;
  className?: string;
}) {
  const badges = productBadges(product);
  if (!badges.length) return null;
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {badges.map((b) => (
        <Badge key={b.kind} variant={VARIANTS[b.kind]}>
          {b.label}
        </Badge>
      ))}
    </div>
  );
}
