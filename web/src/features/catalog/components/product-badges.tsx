import type { ApiProduct } from '../../../../../common/contracts/catalog';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { productBadges, productPrices, type ProductBadge } from '../../../lib/product-display';
import { useT } from '../../../i18n/i18n';

const VARIANTS: Record<ProductBadge['kind'], BadgeVariant> = {
  'out-of-stock': 'default',
  'low-stock': 'warning',
  sale: 'brand',
  discount: 'success',
};

type Badged = Pick<ApiProduct, 'price' | 'salePrice' | 'cgstPercent' | 'sgstPercent' | 'totalStock'>;

export function ProductBadges({ product, className }: { product: Badged; className?: string }) {
  const t = useT();
  const badges = productBadges(product);
  if (!badges.length) return null;
  // The badge in the page's language: lib/product-display's English label, its figure put into the words.
  const words = (b: ProductBadge): string => {
    switch (b.kind) {
      case 'out-of-stock':
        return t('Out Of Stock');
      case 'sale':
        return t('Sale');
      case 'low-stock':
        return t('Only {count} items left', { count: product.totalStock });
      case 'discount':
        return t('{percent}% off', { percent: productPrices(product).discount });
    }
  };
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {badges.map((b) => (
        <Badge key={b.kind} variant={VARIANTS[b.kind]}>
          {words(b)}
        </Badge>
      ))}
    </div>
  );
}
