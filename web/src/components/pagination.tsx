import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { useT } from '../i18n/i18n';

/** The pages to offer around the current one: first, last, neighbours, with gaps (null) between. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * Previous / numbered / Next controls for a paged list. `hrefFor` makes them real links (works without
 * JavaScript and for crawlers); otherwise `onPageChange` is called.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  renderLink,
  label,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange?: (page: number) => void;
  /** Renders a link to a page (e.g. a router <Link>); when given, controls are links. */
  renderLink?: (
    page: number,
    props: { className: string; children: React.ReactNode; 'aria-label': string; 'aria-current'?: 'page' },
  ) => React.ReactNode;
  /** The list's name for screen readers; 'Pagination' (in the page's language) when not given. */
  label?: string;
  className?: string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const control = (
    target: number,
    content: React.ReactNode,
    ariaLabel: string,
    current = false,
    disabled = false,
  ) => {
    const cls = cn(
      'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
      current ? 'border-brand bg-brand text-white' : 'border-neutral-300 bg-white hover:bg-neutral-100',
      disabled && 'pointer-events-none opacity-40',
    );
    if (renderLink && !disabled) {
      return renderLink(target, {
        className: cls,
        children: content,
        'aria-label': ariaLabel,
        ...(current ? { 'aria-current': 'page' as const } : {}),
      });
    }
    return (
      <Button
        variant="outline"
        className={cls}
        aria-label={ariaLabel}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </Button>
    );
  };
  return (
    <nav
      aria-label={label ?? t('Pagination')}
      className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}
    >
      {control(
        page - 1,
        <ChevronLeft className="size-4" aria-hidden="true" />,
        t('Previous page'),
        false,
        page <= 1,
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-neutral-500" aria-hidden="true">
            …
          </span>
        ) : (
          <span key={p}>{control(p, p, t('Page {page}', { page: p }), p === page)}</span>
        ),
      )}
      {control(
        page + 1,
        <ChevronRight className="size-4" aria-hidden="true" />,
        t('Next page'),
        false,
        page >= pageCount,
      )}
    </nav>
  );
}
