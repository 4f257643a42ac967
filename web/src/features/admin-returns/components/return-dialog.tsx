import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { paymentMethodLabel } from '../../../lib/payment-method';
import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import {
  CONDITION_TEXT,
  payoutText,
  RETURN_CONDITIONS,
  RETURN_NOTE_MAX,
  RETURN_REASON_TEXT,
  ReturnUpdateBody,
  type AdminReturn,
  type RefundPaymentMethod,
  type ReturnCondition,
  type ReturnUpdateInput,
} from '../../../../../common/contracts/returns';
import { formatINR } from '../../../../../common/money';
import { restockingPercent } from '../../../../../common/returns';
import { useConfirm } from '../../../components/confirm-dialog';
import { RefundMethodField } from '../../../components/refund-method-field';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePublicSettings } from '../../../lib/public-settings';
import { useUpdateReturn } from '../api/update-return';
import { REFUND_METHOD_TEXT, RefundStateBadge } from '../../../components/refund-state-badge';
import { ReturnStatusBadge } from './return-status';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
export const formatReturnDate = (iso: string) => dateTime.format(new Date(iso));

/** A percent as the owner reads it: "10%", "12.5%". */
export const percentText = (percent: number) => `${Number(percent.toFixed(2))}%`;

const linkClass =
  'rounded-sm font-medium text-orange-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-neutral-600">{label}</dt>
      <dd className="break-words text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

/** The step's frame: a heading, what to do, and the controls. */
function Step({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-3 rounded-md border border-orange-200 bg-orange-50 p-3 text-sm"
    >
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

type Changed = (ret: AdminReturn) => void;

/** Sends one step; the server's message is toasted either way. */
function useStep(ret: AdminReturn, onChanged: Changed) {
  const update = useUpdateReturn();
  async function send(body: ReturnUpdateInput, fallback: string) {
    try {
      const res = await update.mutateAsync({ id: ret._id, body });
      toast({ title: res.message });
      onChanged(res.data);
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, fallback) });
    }
  }
  return { send, busy: update.isPending };
}

/** requested → approve (an optional note to the buyer) or reject (a note is needed). */
function DecideStep({ ret, onChanged }: { ret: AdminReturn; onChanged: Changed }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [acting, setActing] = useState<'approved' | 'rejected' | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const { send, busy } = useStep(ret, onChanged);

  async function decide(status: 'approved' | 'rejected') {
    const parsed = ReturnUpdateBody.safeParse({ status, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the note');
      noteRef.current?.focus();
      return;
    }
    setError(undefined);
    setActing(status);
    await send(
      parsed.data,
      status === 'approved' ? 'Failed to approve the return' : 'Failed to reject the return',
    );
    setActing(null);
  }

  return (
    <Step title="Next step: approve or reject">
      <p className="text-neutral-800">
        Approve to ask the customer to send the items back; reject with the reason, which the customer
        receives by e-mail.
      </p>
      <FormField
        id={`${id}-note`}
        label="Note to the customer"
        hint={`Optional to approve; needed to reject (3 to ${RETURN_NOTE_MAX} characters).`}
        error={error}
      >
        {(a11y) => (
          <Textarea
            {...a11y}
            ref={noteRef}
            rows={3}
            maxLength={RETURN_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="dark"
          busy={acting === 'approved'}
          disabled={busy}
          icon={<Check aria-hidden="true" />}
          onClick={() => void decide('approved')}
        >
          Approve
        </Button>
        <Button
          variant="outline"
          className="text-red-700 hover:bg-red-50"
          busy={acting === 'rejected'}
          disabled={busy}
          icon={<X aria-hidden="true" />}
          onClick={() => void decide('rejected')}
        >
          Reject
        </Button>
      </div>
    </Step>
  );
}

interface LineState {
  condition: ReturnCondition | '';
  restock: boolean;
}

/** approved → the goods arrived: each line's condition (its restocking fee) and whether it goes back to stock. */
function ReceiveStep({ ret, onChanged }: { ret: AdminReturn; onChanged: Changed }) {
  const id = useId();
  const policy = usePublicSettings().returns;
  const [lines, setLines] = useState<Record<string, LineState>>(() =>
    Object.fromEntries(ret.lines.map((l) => [l.productId, { condition: '', restock: true }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { send, busy } = useStep(ret, onChanged);

  const setLine = (productId: string, next: Partial<LineState>) =>
    setLines((all) => ({ ...all, [productId]: { ...all[productId]!, ...next } }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const l of ret.lines)
      if (!lines[l.productId]?.condition) missing[l.productId] = 'Please choose this item’s condition';
    setErrors(missing);
    const first = ret.lines.find((l) => missing[l.productId]);
    if (first) {
      document.getElementById(`${id}-${first.productId}-condition`)?.focus();
      return;
    }
    const parsed = ReturnUpdateBody.safeParse({
      status: 'received',
      lines: ret.lines.map((l) => ({
        productId: l.productId,
        condition: lines[l.productId]!.condition,
        restock: lines[l.productId]!.restock,
      })),
    });
    if (!parsed.success) {
      toast({ variant: 'destructive', title: parsed.error.issues[0]?.message ?? 'Please check each item' });
      return;
    }
    await send(parsed.data, 'Failed to mark the return received');
  }

  return (
    <Step title="Next step: mark received">
      <p className="text-neutral-800">
        When the parcel arrives, set each item’s condition: it decides the restocking fee kept from the
        refund. Faulty or wrong items are refunded in full.
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3">
        {ret.lines.map((l) => {
          const state = lines[l.productId]!;
          const fieldId = `${id}-${l.productId}`;
          const fee = state.condition ? restockingPercent(state.condition, policy) : null;
          const error = errors[l.productId];
          return (
            <fieldset
              key={l.productId}
              className="grid min-w-0 gap-3 rounded-md border border-neutral-300 bg-white p-3 sm:grid-cols-[1fr_auto] sm:items-end"
              data-return-line={l.productId}
            >
              <legend className="px-1 text-sm font-medium break-words">
                {l.title} <span className="text-neutral-600">× {l.quantity}</span>
              </legend>
              <div className="grid min-w-0 gap-2">
                <Label htmlFor={`${fieldId}-condition`}>
                  Condition <span className="sr-only">of {l.title}</span>
                </Label>
                <NativeSelect
                  id={`${fieldId}-condition`}
                  value={state.condition}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${fieldId}-fee${error ? ` ${fieldId}-error` : ''}`}
                  onChange={(e) => {
                    const condition = e.target.value as ReturnCondition | '';
                    setLine(l.productId, { condition, restock: condition !== 'faulty' });
                    if (condition) setErrors(({ [l.productId]: _gone, ...rest }) => rest);
                  }}
                >
                  <option value="" disabled>
                    Choose the condition…
                  </option>
                  {RETURN_CONDITIONS.map((c) => {
                    const p = restockingPercent(c, policy);
                    return (
                      <option key={c} value={c}>
                        {CONDITION_TEXT[c]} ({p > 0 ? `${percentText(p)} fee` : 'no fee'})
                      </option>
                    );
                  })}
                </NativeSelect>
                <p id={`${fieldId}-fee`} className="text-xs text-neutral-600">
                  {fee === null
                    ? 'The fee shows once you choose.'
                    : fee > 0
                      ? `Restocking fee: ${percentText(fee)}`
                      : 'No restocking fee: refunded in full.'}
                </p>
                {error ? (
                  <p id={`${fieldId}-error`} className="text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
              <div className="flex min-h-10 items-center gap-2">
                <Checkbox
                  id={`${fieldId}-restock`}
                  checked={state.restock}
                  onCheckedChange={(checked) => setLine(l.productId, { restock: checked === true })}
                />
                <Label htmlFor={`${fieldId}-restock`}>
                  Back to stock <span className="sr-only">({l.title})</span>
                </Label>
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" variant="dark" busy={busy}>
            Mark received
          </Button>
        </div>
      </form>
    </Step>
  );
}

/**
 * received → the refund: through PhonePe for an online order, or for cash on delivery a UPI or bank transfer
 * the owner makes first and records here with its reference; or store credit for either, at once. What the
 * customer asked for is chosen first.
 */
function RefundStep({ ret, onChanged }: { ret: AdminReturn; onChanged: Changed }) {
  const id = useId();
  const cod = ret.paymentMethod === 'cod';
  const amount = formatINR(ret.refundAmount ?? 0);
  // The way the customer asked to be paid: store credit, or where they gave a payout.
  const [method, setMethod] = useState<RefundPaymentMethod>(
    ret.storeCredit ? 'storeCredit' : cod ? (ret.payout?.method ?? 'upi') : 'provider',
  );
  const transfer = method === 'upi' || method === 'bank';
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const referenceRef = useRef<HTMLInputElement>(null);
  const { confirm, dialog } = useConfirm();
  const { send, busy } = useStep(ret, onChanged);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = transfer
      ? { status: 'refunded' as const, method, reference }
      : { status: 'refunded' as const, method };
    const parsed = ReturnUpdateBody.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the reference');
      referenceRef.current?.focus();
      return;
    }
    setError(undefined);
    const ok = await confirm({
      title: `Refund ${amount} to ${ret.customerName}?`,
      description:
        method === 'storeCredit'
          ? `${amount} goes at once to a gift card in the customer’s name (or the card they paid with), and they get the code by e-mail. A credit note is issued for it.`
          : transfer
            ? `Record that you paid ${amount} by ${REFUND_METHOD_TEXT[method]} (reference ${reference.trim()}). A credit note is issued for it.`
            : `${amount} is sent back through PhonePe to the account the customer paid from. A credit note is issued once it completes.`,
      confirmLabel: transfer ? 'Record refund' : 'Refund',
    });
    if (!ok) return;
    await send(parsed.data, 'Failed to refund the return');
  }

  return (
    <Step title={`Next step: refund ${amount}`}>
      {ret.storeCredit ? (
        <p className="rounded-md bg-white p-2 font-medium text-neutral-900" data-testid="asked-store-credit">
          The customer asked for store credit.
        </p>
      ) : null}
      {cod && ret.payout && transfer ? (
        <p className="rounded-md bg-white p-2 text-neutral-900" data-testid="payout-step">
          Pay to: <strong className="break-all font-mono">{payoutText(ret.payout)}</strong>
        </p>
      ) : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <RefundMethodField
            id={`${id}-method`}
            cod={cod}
            value={method}
            onChange={setMethod}
            hintClassName="text-neutral-700"
          />
          {transfer ? (
            <TextField
              ref={referenceRef}
              id={`${id}-reference`}
              label="Transfer reference (UTR)"
              hint="4 to 40 letters, digits, spaces, - / _"
              error={error}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          ) : null}
        </div>
        <div>
          <Button type="submit" variant="dark" busy={busy}>
            {method === 'storeCredit'
              ? `Refund ${amount} as store credit`
              : transfer
                ? `Refund ${amount}`
                : 'Refund through PhonePe'}
          </Button>
        </div>
      </form>
      {dialog}
    </Step>
  );
}

/** The lines sent back, with each one's condition, fee and refund once received. */
function Lines({ ret }: { ret: AdminReturn }) {
  const received = ret.lines.some((l) => l.condition !== null);
  return (
    <section aria-labelledby="return-lines" className="grid gap-2">
      <h3 id="return-lines" className="font-semibold">
        Items ({ret.lines.length})
      </h3>
      <ul className="grid divide-y divide-neutral-100 rounded-md border border-neutral-200">
        {ret.lines.map((l) => (
          <li key={l.productId} className="flex min-w-0 gap-3 p-3 text-sm">
            {l.image ? (
              <img
                src={l.image}
                alt=""
                className="size-12 shrink-0 rounded border border-neutral-100 bg-white object-contain"
              />
            ) : null}
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="break-words font-medium">{l.title}</p>
              <p className="text-neutral-700">Quantity {l.quantity}</p>
              {l.condition ? (
                <p className="text-neutral-700">
                  {CONDITION_TEXT[l.condition]} ·{' '}
                  {l.feePercent ? `fee ${percentText(l.feePercent)}` : 'no fee'} ·{' '}
                  {l.restock ? 'back to stock' : 'not restocked'}
                </p>
              ) : null}
            </div>
            {l.refundAmount !== null ? (
              <p className="shrink-0 text-right tabular-nums">
                <span className="block text-xs text-neutral-600">Refund</span>
                {formatINR(l.refundAmount)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {received && ret.refundAmount !== null ? (
        <p className="flex justify-end gap-3 text-sm font-semibold">
          <span>Total refund</span>
          <span className="tabular-nums" data-testid="return-refund-total">
            {formatINR(ret.refundAmount)}
          </span>
        </p>
      ) : null}
    </section>
  );
}

/** A refunded return's refund: its state, the bank's reference and the credit note. */
function RefundFacts({ ret }: { ret: AdminReturn }) {
  const r = ret.refund;
  if (!r) return null;
  return (
    <section aria-labelledby="return-refund" className="grid gap-2 rounded-md border border-neutral-200 p-3">
      <h3 id="return-refund" className="font-semibold">
        Refund
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Amount">{formatINR(r.amount)}</Fact>
        <Fact label="State">
          <RefundStateBadge state={r.state} />
        </Fact>
        <Fact label="Paid by">{REFUND_METHOD_TEXT[r.method]}</Fact>
        <Fact label="UTR">{r.utr ? <span className="font-mono">{r.utr}</span> : '—'}</Fact>
        <Fact label="Credit note">{r.creditNoteNumber ?? '—'}</Fact>
        {r.settledAt ? <Fact label="Settled">{formatReturnDate(r.settledAt)}</Fact> : null}
      </dl>
      {r.state === 'failed' ? (
        <p role="note" className="rounded-md bg-red-50 p-2 text-sm text-red-900">
          {r.failureReason ?? 'The refund failed.'}{' '}
          {r.retried ? 'It was tried again.' : 'Retry it from the order’s details.'}
        </p>
      ) : null}
    </section>
  );
}

function Body({ ret, onChanged }: { ret: AdminReturn; onChanged: Changed }) {
  return (
    <div className="grid min-w-0 gap-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Order">
          <Link to={paths.admin.orders.href({ order: ret.orderId })} className={linkClass}>
            <span className="tabular-nums">{ret.orderNumber}</span>
            <span className="sr-only">: open order {ret.orderNumber}</span>
          </Link>
        </Fact>
        <Fact label="Status">
          <ReturnStatusBadge status={ret.status} />
        </Fact>
        <Fact label="Requested">{formatReturnDate(ret.createdAt)}</Fact>
        <Fact label="Customer">
          {ret.customerName}
          <span className="block break-all text-xs text-neutral-600">{ret.customerEmail}</span>
        </Fact>
        <Fact label="Payment">
          {paymentMethodLabel(ret.paymentMethod)} · {formatINR(ret.orderTotal)}
        </Fact>
        <Fact label="Reason">{RETURN_REASON_TEXT[ret.reason]}</Fact>
        {ret.payout ? (
          <Fact label="Refund to">
            <span className="break-all font-mono" data-testid="payout">
              {payoutText(ret.payout)}
            </span>
          </Fact>
        ) : null}
      </dl>

      <section aria-labelledby="return-note" className="grid gap-1 text-sm">
        <h3 id="return-note" className="font-semibold">
          The customer’s note
        </h3>
        {ret.note ? (
          <p className="whitespace-pre-line break-words rounded-md bg-neutral-50 p-3">{ret.note}</p>
        ) : (
          <p className="text-neutral-600">No note.</p>
        )}
      </section>

      {ret.photos.length > 0 ? (
        <section aria-labelledby="return-photos" className="grid gap-2">
          <h3 id="return-photos" className="font-semibold">
            Photos ({ret.photos.length})
          </h3>
          <ul className="flex flex-wrap gap-2">
            {ret.photos.map((src, i) => (
              <li key={src}>
                <a
                  href={src}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                >
                  <img
                    src={src}
                    alt={`Photo ${i + 1} from the customer (opens full size in a new tab)`}
                    className="size-24 rounded-md border border-neutral-200 bg-white object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Lines ret={ret} />

      {ret.ownerNote ? (
        <section aria-labelledby="return-owner-note" className="grid gap-1 text-sm">
          <h3 id="return-owner-note" className="font-semibold">
            {ret.status === 'rejected' ? 'Why it was rejected' : 'Your note to the customer'}
          </h3>
          <p className="whitespace-pre-line break-words rounded-md bg-neutral-50 p-3">{ret.ownerNote}</p>
        </section>
      ) : null}

      {ret.status === 'requested' ? (
        <DecideStep ret={ret} onChanged={onChanged} />
      ) : ret.status === 'approved' ? (
        <ReceiveStep ret={ret} onChanged={onChanged} />
      ) : ret.status === 'received' ? (
        <RefundStep ret={ret} onChanged={onChanged} />
      ) : ret.status === 'refunded' ? (
        <RefundFacts ret={ret} />
      ) : null}
    </div>
  );
}

/**
 * One return request: the customer's photos, note and lines, and the owner's next step by its
 * status: approve or reject, mark received with each line's condition, refund; then the refund's facts.
 * `onChanged` gets the server's answer after each step, so the dialog shows the next one.
 */
export function ReturnDialog({
  ret,
  onClose,
  onChanged,
}: {
  ret: AdminReturn | null;
  onClose: () => void;
  onChanged: Changed;
}) {
  return (
    <Dialog open={ret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Return request</DialogTitle>
          <DialogDescription className="break-all font-mono text-xs">{ret?._id}</DialogDescription>
        </DialogHeader>
        {ret ? <Body key={`${ret._id}-${ret.status}`} ret={ret} onChanged={onChanged} /> : null}
      </DialogContent>
    </Dialog>
  );
}
