import { useRef, useState, type FormEvent } from 'react';

/**
 * What a form needs of its contract (a zod schema of common/contracts): described by shape, so that this module,
 * and a page whose form uses it, does not load zod.
 */
export interface FormContract<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A field's first message, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A small form of text fields checked by the server's own contract, loaded when it is first needed: on the first
 * focus in the form, or at the latest when it is sent. Login and register use it, so their first load carries no
 * zod or form library (issue 49: 36 KiB, about 0.2 s of a phone's first paint on slow 4G); the rules stay in one
 * place, the schema the API checks the same body with.
 *
 * As react-hook-form does for the other forms: the fields are uncontrolled (what is typed before hydration stays),
 * the form is checked when it is sent, then again at each change until it passes; the first field with a message
 * takes the focus; `onValid` gets the contract's output (trimmed, lower-cased…), and `submitting` holds until it
 * settles.
 */
export function useContractForm<T>(loadContract: () => Promise<FormContract<T>>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const sent = useRef(false);
  const contract = useRef<Promise<FormContract<T>> | null>(null);
  const load = () => (contract.current ??= loadContract());

  /** The form's values checked: the contract's output, or the first field with a message, the messages shown. */
  async function check(form: HTMLFormElement): Promise<{ values: T } | { invalid: string }> {
    const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const result = (await load()).safeParse(values);
    if (result.success) {
      setErrors({});
      return { values: result.data };
    }
    const next: FieldErrors = {};
    for (const issue of result.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    return { invalid: Object.keys(next)[0]! };
  }

  return {
    errors,
    submitting,
    /** The form element's props: its handlers, and noValidate (the contract's messages, not the browser's). */
    formProps: (onValid: (values: T) => Promise<void>) => ({
      noValidate: true,
      onFocus: () => void load(),
      onChange: (event: FormEvent<HTMLFormElement>) => {
        if (sent.current) void check(event.currentTarget);
      },
      onSubmit: async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (submitting) return;
        const form = event.currentTarget;
        sent.current = true;
        setSubmitting(true);
        try {
          const checked = await check(form);
          if ('values' in checked) await onValid(checked.values);
          else (form.elements.namedItem(checked.invalid) as HTMLElement | null)?.focus();
        } finally {
          setSubmitting(false);
        }
      },
    }),
  };
}
