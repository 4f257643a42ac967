import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The first message for each of `fields` among a schema's issues (by the issue's first path key). */
export function issuesByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field) && !found[field]) found[field] = issue.message;
  }
  return found;
}

/**
 * A form the owner fills in within the order dialog (the cash collected, a refund): its title, its fields two
 * to a row, the button that sends it and Cancel, which is disabled while it is sent.
 */
export function InlineForm({
  id,
  title,
  onSubmit,
  submitLabel,
  submitIcon,
  submitClassName,
  busy,
  onCancel,
  children,
  after,
}: {
  /** The form's own id: its title is `${id}-title`. */
  id: string;
  title: ReactNode;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: ReactNode;
  submitIcon: ReactNode;
  submitClassName?: string;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
  /** After the buttons (a confirmation dialog). */
  after?: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void onSubmit(e)}
      className="grid min-w-0 gap-3 rounded-md border border-neutral-300 bg-white p-3"
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark" className={submitClassName} busy={busy} icon={submitIcon}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      {after}
    </form>
  );
}
