import { Star } from 'lucide-react';
import { cn } from '../lib/utils';
import { formatRating } from '../lib/product-display';
import { useT } from '../i18n/i18n';

/** A 1–5 star average drawn with partly filled stars; read out as 'Rated 4.25 out of 5'. */
export function Stars({
  value,
  className,
  size = 'sm',
}: {
  value: number;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const v = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const icon = size === 'sm' ? 'size-3.5' : 'size-5';
  return (
    <span
      role="img"
      aria-label={t('Rated {rating} out of 5', { rating: formatRating(v) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, v - i));
        return (
          <span key={i} className={cn('relative inline-block', icon)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-neutral-300', icon)} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={cn('fill-amber-500 text-amber-500', icon)} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
