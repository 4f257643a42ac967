import { useId, useState, type RefObject } from 'react';
import { formatINR } from '../../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { normaliseCode, type CodeCheck } from '../discount-code';
import { msg, useT } from '../../../i18n/i18n';

const WORDS = {
  // The discount's buttons keep their words alone; the gift card's say whose they are (both boxes show at once).
  discount: {
    title: msg('Discount'),
    label: msg('Discount code'),
    empty: msg('Enter a discount code'),
    apply: undefined,
    remove: undefined,
  },
  giftCard: {
    title: msg('Giftcard'),
    label: msg('Gift card number'),
    empty: msg('Enter a gift card number'),
    apply: { apply: msg('Apply gift card'), retry: msg('Try again gift card') },
    remove: msg('Remove gift card'),
  },
} as const;

/**
 * Checkout's Discount box (issue 46): the buyer types a code and presses Apply; the server prices the order
 * with it. Applied, the box shows the code and the amount off, with Remove; refused, the server's reason
 * ("This code has expired", "Add ₹28 more to use this code") is announced and tied to the input. Only the
 * server decides: nothing here works out a discount.
 */
export function DiscountBox({
  applied,
  check,
  onApply,
  onRemove,
  onRetry,
  inputRef,
  kind = 'discount',
  amountDue,
}: {
  /** The code the buyer applied (as sent), or null. */
  applied: string | null;
  check: CodeCheck;
  onApply: (code: string) => void;
  onRemove: () => void;
  onRetry: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The Discount box, or the Giftcard box (issue 47: the same box, its own words). */
  kind?: 'discount' | 'giftCard';
  /** A gift card applied: what is left to pay after it, rupees. */
  amountDue?: number;
}) {
  const t = useT();
  const words = WORDS[kind];
  const id = useId();
  const inputId = `${id}-code`;
  const messageId = `${id}-message`;
  const [draft, setDraft] = useState(applied ?? '');
  const [empty, setEmpty] = useState(false);
  const [open, setOpen] = useState(applied !== null);

  const refused = check.state === 'refused';
  // A code that could not be checked is tried again with the same button.
  const retry = check.state === 'failed' && normaliseCode(draft) === applied;
  const applyText = retry ? t('Try again') : t('Apply');
  const applyLabel = words.apply ? t(retry ? words.apply.retry : words.apply.apply) : undefined;
  const invalid = refused || empty;
  const isApplied = check.state === 'applied';

  function remove() {
    onRemove();
    setDraft('');
    setEmpty(false);
    inputRef?.current?.focus();
  }

  function apply() {
    const code = normaliseCode(draft);
    if (!code) {
      setEmpty(true);
      inputRef?.current?.focus();
      return;
    }
    setEmpty(false);
    setDraft(code);
    if (code === applied) onRetry();
    else onApply(code);
  }

  const message = empty ? (
    t(words.empty)
  ) : check.state === 'refused' ? (
    check.message
  ) : check.state === 'applied' ? (
    kind === 'giftCard' ? (
      amountDue !== undefined ? (
        t('Gift card applied: {amount}, {due} left to pay', {
          amount: formatINR(check.amount),
          due: formatINR(amountDue),
        })
      ) : (
        t('Gift card applied: {amount}', { amount: formatINR(check.amount) })
      )
    ) : (
      <>
        <span className="font-semibold">{check.code}</span>{' '}
        {t('applied: {amount} off', { amount: formatINR(check.amount) })}
      </>
    )
  ) : check.state === 'checking' ? (
    applied ? (
      t('Checking {code}…', { code: applied })
    ) : (
      t('Checking the code…')
    )
  ) : check.state === 'waiting' ? (
    applied ? (
      t('{code} is checked once you choose an address.', { code: applied })
    ) : (
      t('The code is checked once you choose an address.')
    )
  ) : check.state === 'failed' ? (
    t('Could not check the code. Please try again.')
  ) : null;

  return (
    <details
      open={open || refused}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      className="group rounded-md border border-neutral-200 bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand [&::-webkit-details-marker]:hidden">
        <span>
          {t(words.title)}
          {isApplied ? (
            <span className="ml-2 font-normal text-green-800">
              {t('{what} applied', { what: kind === 'giftCard' ? formatINR(check.amount) : check.code })}
            </span>
          ) : null}
        </span>
        <span
          aria-hidden="true"
          className="text-lg leading-none text-neutral-500 transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="grid gap-2 border-t border-neutral-200 p-3">
        <Label htmlFor={inputId}>{t(words.label)}</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setEmpty(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (!isApplied) apply();
              }
            }}
            readOnly={isApplied}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={kind === 'giftCard' ? 24 : 40}
            placeholder={t('Enter code')}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? messageId : undefined}
            className={
              isApplied
                ? 'min-w-0 uppercase placeholder:normal-case bg-neutral-50'
                : 'min-w-0 uppercase placeholder:normal-case'
            }
          />
          {isApplied ? (
            <Button
              variant="outline"
              className="shrink-0"
              onClick={remove}
              aria-label={words.remove ? t(words.remove) : undefined}
            >
              {t('Remove')}
            </Button>
          ) : null}
          {!isApplied ? (
            <Button
              variant="dark"
              className="shrink-0"
              busy={check.state === 'checking'}
              onClick={apply}
              aria-label={applyLabel}
            >
              {applyText}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p
            id={messageId}
            role={invalid ? 'alert' : 'status'}
            className={
              invalid
                ? 'text-sm font-medium text-red-700'
                : isApplied
                  ? 'text-sm text-green-800'
                  : 'text-sm text-neutral-700'
            }
          >
            {message}
          </p>
          {applied !== null && !isApplied ? (
            // Not applied (refused, not checked yet): the buyer may go on without it.
            <Button variant="link" size="sm" className="h-auto min-h-6 p-0" onClick={remove}>
              {t('Remove code')}
            </Button>
          ) : null}
        </div>
      </div>
    </details>
  );
}
