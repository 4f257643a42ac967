import { useId, useState } from 'react';
import { formatINR } from '../../../../../common/money';
import { ErrorState } from '../../../components/states';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAdminGiftCard, useUpdateGiftCard } from '../api/giftcards';
import { adjustmentProblem, entryText, giftCardDayText, giftCardWhenText } from '../giftcard-rules';
import type { AdminGiftCardDetail } from '../types';
import { GiftCardStateBadge } from './giftcard-state';

/** The rupees of an entry, signed: "+₹500.00", "−₹120.00". */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatINR(Math.abs(amount))}`;

function Adjust({ card }: { card: AdminGiftCardDetail }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'note'; message: string } | null>(null);
  const update = useUpdateGiftCard();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const problem = adjustmentProblem(amount, note, card.balance);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-${problem.field}`)?.focus();
      return;
    }
    try {
      await update.mutateAsync({
        id: card._id,
        body: { adjustment: { amount: Number(amount.trim()), note: note.trim() } },
      });
      toast({ title: `Balance adjusted by ${signed(Number(amount.trim()))}` });
      setAmount('');
      setNote('');
    } catch (err) {
      const message = errorMessage(err, 'Could not adjust the balance');
      setError({ field: /note/i.test(message) ? 'note' : 'amount', message });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Adjust the balance"
      className="grid gap-3"
    >
      <h3 className="text-base font-semibold">Adjust the balance</h3>
      <div className="grid items-start gap-3 sm:grid-cols-[10rem_1fr]">
        <FormField
          id={`${id}-amount`}
          label="Rupees"
          hint="A minus sign takes off."
          error={error?.field === 'amount' ? error.message : undefined}
        >
          {(a11y) => (
            <Input
              {...a11y}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          id={`${id}-note`}
          label="Note"
          hint="Why: kept in the ledger. At most 200 characters."
          error={error?.field === 'note' ? error.message : undefined}
        >
          {(a11y) => (
            <Input {...a11y} value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" variant="outline" busy={update.isPending}>
          Adjust
        </Button>
      </div>
    </form>
  );
}

function Detail({ card }: { card: AdminGiftCardDetail }) {
  const update = useUpdateGiftCard();
  async function toggle() {
    try {
      await update.mutateAsync({ id: card._id, body: { active: !card.active } });
      toast({
        title: card.active ? `Card ending ${card.last4} disabled` : `Card ending ${card.last4} enabled`,
      });
    } catch (err) {
      toast({ variant: 'destructive', title: errorMessage(err, 'Could not change the card') });
    }
  }
  return (
    <div className="grid min-w-0 gap-6">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-neutral-600">Balance</dt>
        <dd className="font-semibold tabular-nums">{formatINR(card.balance)}</dd>
        <dt className="text-neutral-600">Issued for</dt>
        <dd className="tabular-nums">{formatINR(card.initial)}</dd>
        <dt className="text-neutral-600">State</dt>
        <dd>
          <GiftCardStateBadge state={card.state} />
        </dd>
        <dt className="text-neutral-600">Valid until</dt>
        <dd>{giftCardDayText(card.expiresAt)}</dd>
        <dt className="text-neutral-600">Recipient</dt>
        <dd className="min-w-0 break-words">
          {card.recipientName || (card.source === 'storeCredit' ? 'Store credit' : '—')}
          {card.recipientEmail ? (
            <span className="block break-all text-neutral-600">{card.recipientEmail}</span>
          ) : null}
        </dd>
        <dt className="text-neutral-600">Last used</dt>
        <dd>{card.lastUsedAt ? giftCardWhenText(card.lastUsedAt) : 'Never'}</dd>
      </dl>
      {card.message ? (
        <p className="whitespace-pre-line border-l-2 border-neutral-200 pl-3 text-sm text-neutral-700">
          {card.message}
        </p>
      ) : null}
      <div>
        <Button variant="outline" onClick={() => void toggle()} busy={update.isPending}>
          {card.active ? 'Disable card' : 'Enable card'}
        </Button>
        <p className="mt-1 text-xs text-neutral-600">
          {card.active
            ? 'A disabled card cannot pay; its balance stays.'
            : 'Enabled again, it can pay until it expires.'}
        </p>
      </div>
      <Adjust card={card} />
      <section aria-labelledby="gift-card-ledger" className="grid gap-2">
        <h3 id="gift-card-ledger" className="text-base font-semibold">
          Ledger
        </h3>
        <ol className="grid gap-2" aria-label="Ledger entries, newest first">
          {card.entries.map((e) => (
            <li
              key={e._id}
              className="grid grid-cols-[1fr_auto] gap-x-3 rounded-md border border-neutral-200 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words font-medium">{entryText(e)}</span>
              <span className={`text-right tabular-nums ${e.amount < 0 ? 'text-red-800' : 'text-green-800'}`}>
                {signed(e.amount)}
              </span>
              <span className="text-neutral-600">{giftCardWhenText(e.createdAt)}</span>
              <span className="text-right tabular-nums text-neutral-600">= {formatINR(e.balanceAfter)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** One card opened: its balance, state and ledger; disable or enable it; adjust its balance with a note. */
export function GiftCardDetailSheet({ cardId, onClose }: { cardId: string | null; onClose: () => void }) {
  const query = useAdminGiftCard(cardId);
  const card = query.data;
  return (
    <Sheet open={cardId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" className="w-full max-w-none gap-5 overflow-y-auto sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>{card ? `Gift card ending ${card.last4}` : 'Gift card'}</SheetTitle>
          <SheetDescription>Every change of its balance, newest first.</SheetDescription>
        </SheetHeader>
        {query.isError && !card ? (
          <ErrorState
            title="Failed to load the card"
            message={errorMessage(query.error, 'Please try again.')}
            onRetry={() => void query.refetch()}
          />
        ) : !card ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading the card…</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <Detail card={card} />
        )}
      </SheetContent>
    </Sheet>
  );
}
