import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** The frame of the payment result pages: a centred card with the icon, heading, text and actions. */
export function PaymentResult({
  tone,
  icon,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'failure';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="grid justify-items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-5 py-10 text-center shadow-sm sm:px-10">
        <div
          className={cn(
            'flex size-20 items-center justify-center rounded-full',
            tone === 'success' ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700',
          )}
        >
          {icon}
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <div className="max-w-sm text-neutral-700">{children}</div>
        <div className="mt-2 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {actions}
        </div>
      </div>
    </section>
  );
}
