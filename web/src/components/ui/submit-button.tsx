import { Button } from './button';

/** A full-width submit button that shows a spinner and its busy label while the request runs. */
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
  return (
    <Button busy={busy} type="submit" size="lg" className="w-full" disabled={disabled ?? busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
