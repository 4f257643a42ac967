import { useHydrated } from '../client-only';
import { Button } from './button';

/**
 * A full-width submit button that shows a spinner and its busy label while the request runs. Disabled until
 * the page is hydrated: a form sent before its script runs would go as a plain GET, with the password in the
 * address bar and the server's logs (and with the default button disabled, Enter sends nothing either).
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button busy={busy} type="submit" size="lg" className="w-full" disabled={Boolean(disabled) || !hydrated}>
      {busy ? busyLabel : children}
    </Button>
  );
}
