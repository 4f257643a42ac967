import { useEffect, useId, useState } from 'react';
import { FormField, RequiredLegend } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useIssueGiftCard } from '../api/giftcards';
import {
  emptyGiftCardForm,
  firstExpiryDate,
  formToGiftCardInput,
  giftCardFieldOfMessage,
  giftCardFormErrors,
  type GiftCardFieldErrors,
  type GiftCardFormValues,
} from '../giftcard-rules';
import type { IssuedGiftCard } from '../types';

/**
 * Issue a gift card (issue 47): the amount (₹1–₹10,000), the day it expires (a year from today by default, never
 * sooner), the recipient's name, their e-mail (the code is mailed there) and a message. Checked as the owner
 * issues it, each problem on its field; the server's refusal too.
 */
export function GiftCardForm({
  onIssued,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  onIssued: (card: IssuedGiftCard) => void;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [initial] = useState(() => emptyGiftCardForm(new Date()));
  const [values, setValues] = useState<GiftCardFormValues>(initial);
  const [errors, setErrors] = useState<GiftCardFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const issue = useIssueGiftCard();
  const id = useId();
  const f = (name: string) => `${id}-${name}`;

  useEffect(() => {
    onDirtyChange?.(JSON.stringify(values) !== JSON.stringify(initial));
  }, [values, initial, onDirtyChange]);

  function set<K extends keyof GiftCardFormValues>(key: K, value: GiftCardFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (issue.isPending) return;
    const found = giftCardFormErrors(values, new Date());
    const first = Object.keys(found)[0];
    setErrors(found);
    setFormError(null);
    if (first) {
      document.getElementById(f(first))?.focus();
      return;
    }
    try {
      const res = await issue.mutateAsync(formToGiftCardInput(values));
      onIssued(res.data);
      onDone();
    } catch (error) {
      const message = errorMessage(error, 'Could not issue the card. Please try again.');
      const field = giftCardFieldOfMessage(message);
      if (field) {
        setErrors({ [field]: message });
        document.getElementById(f(field))?.focus();
      } else setFormError(message);
    }
  }

  const text = (name: keyof GiftCardFormValues) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex min-h-0 flex-1 flex-col"
      aria-label="Issue a gift card"
    >
      {/* Fields scrolled to (a tap, a focus) stop above the sticky buttons, never under them (WCAG 2.4.11). */}
      <div className="grid min-w-0 grid-cols-1 gap-5 pb-6 [&_:is(input,textarea)]:scroll-mb-24">
        <RequiredLegend />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id={f('amount')}
            label="Amount (₹)"
            required
            hint="From ₹1 to ₹10,000."
            error={errors.amount}
          >
            {(a11y) => <Input {...a11y} {...text('amount')} inputMode="decimal" autoComplete="off" />}
          </FormField>
          <FormField
            id={f('expiresOn')}
            label="Valid until"
            required
            hint="A year from today at the soonest; the card works to the end of that day (India time)."
            error={errors.expiresOn}
          >
            {(a11y) => (
              <Input {...a11y} {...text('expiresOn')} type="date" min={firstExpiryDate(new Date())} />
            )}
          </FormField>
          <FormField id={f('recipientName')} label="Recipient's name" required error={errors.recipientName}>
            {(a11y) => <Input {...a11y} {...text('recipientName')} autoComplete="off" maxLength={100} />}
          </FormField>
          <FormField
            id={f('recipientEmail')}
            label="Recipient's e-mail"
            hint="The code is mailed here. Blank: give it to them yourself."
            error={errors.recipientEmail}
          >
            {(a11y) => (
              <Input
                {...a11y}
                {...text('recipientEmail')}
                type="email"
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
        </div>
        <FormField
          id={f('message')}
          label="Message"
          hint="Goes in the mail. At most 500 characters."
          error={errors.message}
        >
          {(a11y) => <Textarea {...a11y} {...text('message')} rows={3} maxLength={500} />}
        </FormField>
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {formError}
          </p>
        ) : null}
      </div>
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-auto flex justify-end gap-2 border-t border-neutral-200 bg-white px-6 py-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={issue.isPending}>
          {issue.isPending ? 'Issuing…' : 'Issue card'}
        </Button>
      </div>
    </form>
  );
}
