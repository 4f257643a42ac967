import { useCallback, useRef, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/utils';
import { useAutoAdvance, usePauseOnHoverAndFocus } from '../lib/use-auto-advance';
import { useT } from '../i18n/i18n';

/**
 * A horizontal row that scrolls (touch, trackpad, or its labelled arrows), optionally by itself every
 * `autoScrollMs` (one item, back to the start at the end), pausing on hover and focus and standing still
 * under prefers-reduced-motion. Children are the row's <li> items.
 */
export function ScrollRow({
  label,
  children,
  autoScrollMs,
  className,
  listClassName,
}: {
  /** What the row holds, for the arrows' labels ('categories'). */
  label: string;
  children: ReactNode;
  autoScrollMs?: number;
  className?: string;
  listClassName?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const { paused, handlers } = usePauseOnHoverAndFocus();
  const t = useT();

  const scrollByItems = useCallback((direction: 1 | -1, page = true) => {
    const el = list.current;
    if (!el) return;
    const item = el.querySelector('li');
    const step = page ? el.clientWidth * 0.9 : (item?.getBoundingClientRect().width ?? 160) + 12;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (direction === 1 && atEnd && !page) el.scrollTo({ left: 0, behavior: smooth ? 'smooth' : 'auto' });
    else el.scrollBy({ left: direction * step, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  const autoNext = useCallback(() => scrollByItems(1, false), [scrollByItems]);
  useAutoAdvance(autoNext, autoScrollMs ?? 0, paused || !autoScrollMs);

  return (
    <div className={cn('relative', className)} {...handlers}>
      <button
        type="button"
        aria-label={t('Scroll {label} left', { label })}
        onClick={() => scrollByItems(-1)}
        className="scroll-arrow -left-3"
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <ul
        ref={list}
        role="list"
        className={cn(
          'flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin] motion-reduce:scroll-auto',
          listClassName,
        )}
      >
        {children}
      </ul>
      <button
        type="button"
        aria-label={t('Scroll {label} right', { label })}
        onClick={() => scrollByItems(1)}
        className="scroll-arrow -right-3"
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
