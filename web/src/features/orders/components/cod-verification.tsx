import { useState, type FormEvent, type Ref } from 'react';
import { MailCheck } from 'lucide-react';
import { CodVerifyBody, COD_MESSAGES } from '../../../../../common/contracts/orders';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSendCodCode, useVerifyCodCode } from '../api/cod-verification';
import { msg, useT } from '../../../i18n/i18n';
import { knownMessage } from '../../../i18n/known-messages';
import { CHECKOUT_MESSAGES } from '../checkout-messages';

export const CODE_NOT_SENT = msg('Could not send the code. Please try again.');
export const CODE_NOT_CHECKED = msg('Could not check the code. Please try again.');

/**
 * Before an account's first cash-on-delivery order: the buyer asks for a 6-digit code by e-mail
 * (the password reset's one-time code) and types it here. Once the server has confirmed it, `onVerified`
 * runs (checkout prices the order again, and the preview then says the account is verified). The code may be
 * sent again. `refused` says why checkout stopped (the order was placed before confirming).
 */
export function CodVerification({
  email,
  onVerified,
  codeRef,
  refused = false,
}: {
  /** The account's e-mail address, where the code goes. */
  email: string;
  onVerified: () => void;
  codeRef?: Ref<HTMLInputElement>;
  refused?: boolean;
}) {
  const t = useT();
  const send = useSendCodCode();
  const verify = useVerifyCodCode();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSend() {
    try {
      const answer = await send.mutateAsync();
      setSent(true);
      toast({ title: answer.message });
    } catch (e) {
      toast({ title: errorMessage(e, t(CODE_NOT_SENT)), variant: 'destructive' });
    }
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    const parsed = CodVerifyBody.safeParse({ code });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter the 6-digit code from the e-mail';
      setError(knownMessage(t, CHECKOUT_MESSAGES, message));
      return;
    }
    setError(null);
    try {
      const answer = await verify.mutateAsync(parsed.data.code);
      toast({ title: answer.message });
      onVerified();
    } catch (e) {
      setError(errorMessage(e, t(CODE_NOT_CHECKED)));
    }
  }

  return (
    <section
      aria-labelledby="cod-verify-heading"
      className="grid gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <h3 id="cod-verify-heading" className="flex items-center gap-2 text-base font-semibold">
        <MailCheck className="size-5 shrink-0" aria-hidden="true" />
        {t('Confirm your e-mail')}
      </h3>
      <p>
        {t('Before your first cash-on-delivery order, please confirm your e-mail address.')}{' '}
        {t('We send a 6-digit code to')} <strong className="break-words font-semibold">{email}</strong>.
      </p>
      {refused ? (
        <p role="alert" className="font-medium text-red-800">
          {knownMessage(t, CHECKOUT_MESSAGES, COD_MESSAGES.verify)}
        </p>
      ) : null}
      <div>
        <Button variant="outline" busy={send.isPending} onClick={() => void onSend()}>
          {sent ? t('Send a new code') : t('Send code')}
        </Button>
      </div>
      <form noValidate onSubmit={(e) => void onConfirm(e)} className="flex flex-wrap items-start gap-3">
        <div className="w-full max-w-48">
          <TextField
            id="cod-code"
            label={t('6-digit code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            className="font-mono tracking-widest"
            value={code}
            ref={codeRef}
            error={error ?? undefined}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
              if (error) setError(null);
            }}
          />
        </div>
        <Button type="submit" variant="dark" busy={verify.isPending} className="sm:mt-6">
          {t('Confirm')}
        </Button>
      </form>
    </section>
  );
}
