import type { ReactNode } from 'react';
import { AlertTriangle, Search } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { useT } from '../i18n/i18n';

/** Nothing to show: says so, and what to do next (a link or button as `action`). */
export function EmptyState({
  title,
  children,
  action,
  icon,
  className,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-neutral-300 bg-neutral-50 px-5 py-10 text-center',
        className,
      )}
    >
      {icon ?? <Search className="size-10 text-neutral-400" aria-hidden="true" />}
      <p className="text-base font-semibold text-neutral-900">{title}</p>
      {children ? <div className="max-w-md text-sm text-neutral-600">{children}</div> : null}
      {action}
    </div>
  );
}

/** A load failed: the message, and Try again when the caller can retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  className,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-5 py-8 text-center',
        className,
      )}
    >
      <AlertTriangle className="size-8 text-red-700" aria-hidden="true" />
      <p className="font-semibold text-red-900">{title ?? t('Something went wrong')}</p>
      {message ? <p className="max-w-md text-sm text-red-900">{message}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('Try again')}
        </Button>
      ) : null}
    </div>
  );
}
