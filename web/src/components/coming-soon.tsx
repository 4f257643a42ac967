import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A screen whose full version is built in its own issue: a clear heading and what the screen will do. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6 flex items-start gap-3 rounded-lg border border-dashed border-neutral-300 bg-neutral-50 p-5 text-neutral-700">
        <Construction className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
        <div className="grid gap-2">
          <p className="font-medium text-neutral-900">This screen is coming soon.</p>
          {children ? <div className="text-sm">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
