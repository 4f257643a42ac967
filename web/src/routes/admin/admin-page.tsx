import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { cn } from '../../lib/utils';

/** The frame of every admin screen: the document title, an h1 with a short description, and actions. */
export function AdminPage({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn('mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:px-8', className)}
    >
      <PageTitle title={`${title} · Admin`} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="text-sm text-neutral-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A white panel with an optional heading, for a group of things on an admin screen. */
export function Panel({
  title,
  titleId,
  description,
  actions,
  children,
  className,
}: {
  title?: string;
  titleId?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cn(
        'grid min-w-0 grid-cols-1 content-start gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      {title ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <p className="text-sm text-neutral-600">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
