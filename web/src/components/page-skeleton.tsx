import { Skeleton } from './ui/skeleton';

/** A page body placeholder while a lazily loaded screen arrives. */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-4/6" />
    </div>
  );
}
