import * as React from 'react';
import { Label } from './label';
import { Input } from './input';

/** A labelled control with its error message tied to it by aria-describedby. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
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
  error,
  ...inputProps
}: { id: string; label: string; error?: string } & Omit<React.ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(a11y) => <Input {...a11y} {...inputProps} />}
    </FormField>
  );
}
