import { useHydrated } from '../client-only';
import { Button } from './button';
import { useDisabledReason } from './disabled-reason';

/**
 * A full-width submit button that shows a spinner and its busy label while the request runs. Disabled until
 * the page is hydrated: a form sent before its script runs would go as a plain GET, with the password in the
 * address bar and the server's logs (and with the default button disabled, Enter sends nothing either).
 * `missing` disables it too, and says under it what is still to be filled in (useDisabledReason).
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  missing,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  missing?: string | null;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const why = useDisabledReason(missing);
  return (
    <>
      <Button
        busy={busy}
        type="submit"
        size="lg"
        className="w-full"
        disabled={Boolean(disabled) || Boolean(missing) || !hydrated}
        aria-describedby={why.describedBy}
      >
        {busy ? busyLabel : children}
      </Button>
      {why.note}
    </>
  );
}
