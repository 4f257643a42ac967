import type { ReactNode } from 'react';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      {children ? <p className="mt-2 text-sm text-neutral-700">{children}</p> : null}
    </div>
  );
}
