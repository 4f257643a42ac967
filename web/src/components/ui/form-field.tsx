import * as React from 'react';
import { Label } from './label';
import { Input } from './input';
import { cn } from '../../lib/utils';
import { useT } from '../../i18n/i18n';

/**
 * "* marks a required field": the legend of the asterisks, once at the top of a form whose fields are marked
 * `required`. The asterisk itself is hidden from screen readers, which hear aria-required on the control.
 */
export function RequiredLegend({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={cn('text-xs text-neutral-600', className)}>
      <span aria-hidden="true" className="font-semibold text-red-700">
        *
      </span>{' '}
      {t('marks a required field')}
    </p>
  );
}

/** A label's mark of a required field: shown, but not read (the control says aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 font-semibold text-red-700">
      *
    </span>
  );
}

/**
 * A labelled control with its hint and error message tied to it by aria-describedby. `required` marks the
 * label with an asterisk (see RequiredLegend) and the control with aria-required.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (props: {
    id: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      {required ? (
        // The mark stays outside the label, so the label (and the control's name) is the field's name alone.
        <div className="flex items-baseline">
          <Label htmlFor={id}>{label}</Label>
          <RequiredMark />
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
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
  required,
  ...inputProps
}: { id: string; label: string; hint?: string; error?: string } & Omit<React.ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      {(a11y) => <Input {...a11y} {...inputProps} />}
    </FormField>
  );
}
