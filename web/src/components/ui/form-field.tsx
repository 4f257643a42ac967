import * as React from 'react';
import { Label } from './label';
import { Input } from './input';

/** A labelled control with its hint and error message tied to it by aria-describedby. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input with its error: FormField and Input together, for the common case. Every other
 * prop (type, autoComplete, placeholder, react-hook-form's register(...)) goes to the input.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  ...inputProps
}: { id: string; label: string; hint?: string; error?: string } & Omit<React.ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(a11y) => <Input {...a11y} {...inputProps} />}
    </FormField>
  );
}
