import { useId } from 'react';
import { translate, type Translate } from '../../i18n/i18n';

/**
 * The shop's one pattern for a button that stays disabled until something is filled in: one line under it
 * says what is still missing ("Add a landmark or delivery note"), and the button points at that line with
 * aria-describedby, so a screen reader reading the button hears why it cannot be pressed.
 *
 *   const why = useDisabledReason(missing);   // null once nothing is missing
 *   <Button disabled={busy || !!missing} aria-describedby={why.describedBy}>Add address</Button>
 *   {why.note}
 */
export function useDisabledReason(reason: string | null | undefined) {
  const id = useId();
  return {
    /** For the button: the line's id while there is a reason. */
    describedBy: reason ? id : undefined,
    /** The line itself, or nothing once the button may be pressed. */
    note: reason ? <DisabledReason id={id}>{reason}</DisabledReason> : null,
  };
}

/** The line under a disabled button saying why it is disabled. */
export function DisabledReason({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} data-disabled-reason="" className="text-sm text-neutral-700">
      {children}
    </p>
  );
}

const english: Translate = (text, vars) => translate({}, text, vars);

/**
 * "Add the city and a landmark or delivery note": what is still to be filled in, as one sentence, or null
 * when nothing is. Each item is what to add, with its article ('the city', 'a phone number'). A storefront form
 * passes its page's `t`, its items marked with msg(), and gets the sentence in the page's language; the admin's
 * forms leave it out (English).
 */
export function whatToAdd(missing: readonly string[], t: Translate = english): string | null {
  if (missing.length === 0) return null;
  const items = missing.map((item) => t(item));
  const list =
    items.length === 1
      ? items[0]
      : t('{first} and {last}', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
  return t('Add {list}', { list });
}
