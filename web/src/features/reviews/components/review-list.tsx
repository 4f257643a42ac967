import { useEffect } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/states';
import { toast } from '../../../components/ui/use-toast';
import { useReviews } from '../api/get-reviews';
import { Stars } from '../../../components/stars';
import { dateFormat, DAY_MONTH_YEAR } from '../../../../../common/date-format';
import { useLang, useT } from '../../../i18n/i18n';

/** A product's reviews, newest first; SPEC §8 'Failed to load reviews' when they cannot be loaded. */
export function ReviewList({ productId }: { productId: string }) {
  const { data, isPending, isError, refetch } = useReviews(productId);
  const t = useT();
  // A review's date as the page's language writes it: '5 Mar 2026', '5 मार्च 2026' (Latin digits in both).
  const reviewDate = dateFormat(useLang(), DAY_MONTH_YEAR);

  useEffect(() => {
    if (isError) toast({ title: t('Failed to load reviews'), variant: 'destructive' });
  }, [isError, t]);

  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">{t('Loading reviews…')}</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (isError) return <ErrorState title={t('Failed to load reviews')} onRetry={() => void refetch()} />;
  if (!data.data.length)
    return (
      <p className="text-sm text-neutral-600">{t('No reviews yet. Be the first to review this product.')}</p>
    );
  return (
    <ul className="grid gap-3">
      {data.data.map((r) => (
        <li key={r._id} className="rounded-lg border border-neutral-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">{r.userName}</p>
            <time dateTime={r.createdAt} className="text-xs text-neutral-600">
              {reviewDate.format(new Date(r.createdAt))}
            </time>
          </div>
          <Stars value={r.reviewValue} className="mt-1" />
          <p className="mt-1.5 whitespace-pre-line break-words text-sm text-neutral-800">{r.reviewMessage}</p>
        </li>
      ))}
    </ul>
  );
}
