import { Loader2 } from 'lucide-react';
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
    <Button type="submit" size="lg" className="w-full" disabled={disabled ?? busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
