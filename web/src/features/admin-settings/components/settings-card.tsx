import type { ReactNode } from 'react';

/** The frame of each card of the settings form. */
export const CARD =
  'grid min-w-0 grid-cols-1 gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5';

/** A titled group of fields inside a card, with its hint. */
export function Group({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3 border-t border-neutral-200 pt-4">
      <legend className="float-left mb-1 w-full text-base font-semibold">{legend}</legend>
      {hint ? <p className="text-xs text-neutral-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}
