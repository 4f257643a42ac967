import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ExternalLink, RefreshCw, Undo2 } from 'lucide-react';
import type { AdminOrder } from '../../../../../common/contracts/admin';
import {
  AdminRefundBody,
  type ApiRefund,
  type RefundPaymentMethod,
} from '../../../../../common/contracts/returns';
import { formatINR } from '../../../../../common/money';
import { useConfirm } from '../../../components/confirm-dialog';
import { REFUND_METHOD_TEXT, RefundStateBadge } from '../../../components/refund-state-badge';
import { RefundMethodField } from '../../../components/refund-method-field';
import { Button, buttonVariants } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRefundOrder, useRetryRefund } from '../api/refund-order';
import { InlineForm, issuesByField } from './inline-form';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Why the refund was made, as the owner reads it (an outside refund is what Mark refunded recorded). */
const reasonText = (refund: Pick<ApiRefund, 'method' | 'reason'>) => {
  const { reason } = refund;
  if (refund.method === 'outside') return 'marked refunded';
  return reason === 'cancelled'
    ? 'order cancelled'
    : reason === 'returned'
      ? 'return'
      : reason === 'refunded'
        ? 'refund by the shop'
        : reason;
};

function RefundItem({ order, refund }: { order: AdminOrder; refund: ApiRefund }) {
  const retry = useRetryRefund();
  const canRetry = refund.state === 'failed' && !refund.retried;

  async function onRetry() {
    try {
      const res = await retry.mutateAsync({ id: order._id, merchantRefundId: refund.merchantRefundId });
      toast({ title: res.message });
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to retry the refund') });
    }
  }

  return (
    <li
      className="grid min-w-0 gap-1 p-3 text-sm"
      data-refund-id={refund.merchantRefundId}
      data-refund-state={refund.state}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{formatINR(refund.amount)}</span>
        <RefundStateBadge state={refund.state} />
        <span className="text-neutral-700">
          {REFUND_METHOD_TEXT[refund.method]} · {reasonText(refund)}
        </span>
      </div>
      <p className="text-xs text-neutral-600">
        {dateTime.format(new Date(refund.createdAt))}
        {refund.settledAt ? ` · settled ${dateTime.format(new Date(refund.settledAt))}` : ''}
        <span className="break-all"> · ref. {refund.merchantRefundId}</span>
      </p>
      {refund.giftCardAmount > 0 && refund.method !== 'storeCredit' ? (
        <p className="text-neutral-800">
          {formatINR(refund.giftCardAmount)} of it went back to the gift card that paid the order.
        </p>
      ) : null}
      {refund.utr || refund.creditNoteNumber ? (
        <p className="text-neutral-800">
          {refund.utr ? (
            <>
              UTR <span className="font-mono">{refund.utr}</span>
            </>
          ) : null}
          {refund.utr && refund.creditNoteNumber ? ' · ' : null}
          {refund.creditNoteNumber ? `Credit note ${refund.creditNoteNumber}` : null}
        </p>
      ) : null}
      {refund.state === 'failed' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 flex-1 text-red-800">
            {refund.failureReason ?? 'The refund failed.'}
            {refund.retried ? ' Tried again.' : ''}
          </p>
          {canRetry ? (
            <Button
              size="sm"
              variant="outline"
              busy={retry.isPending}
              icon={<RefreshCw aria-hidden="true" />}
              onClick={() => void onRetry()}
            >
              Retry <span className="sr-only">the refund of {formatINR(refund.amount)}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

type Field = 'amount' | 'reference';

/**
 * The owner's refund of part or all of what is left: through PhonePe for an online order; for cash on
 * delivery a UPI or bank transfer the owner made, recorded with its reference. Asks before it is sent.
 */
function RefundForm({
  order,
  refundable,
  onCancel,
}: {
  order: AdminOrder;
  refundable: number;
  onCancel: () => void;
}) {
  const id = useId();
  const cod = order.paymentMethod === 'cod';
  const [amount, setAmount] = useState(String(refundable));
  const [method, setMethod] = useState<RefundPaymentMethod>(cod ? 'upi' : 'provider');
  const transfer = method === 'upi' || method === 'bank';
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const refund = useRefundOrder();
  const { confirm, dialog } = useConfirm();

  useEffect(() => amountRef.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = amount.trim();
    const parsed = AdminRefundBody.safeParse({
      amount: typed === '' ? undefined : Number(typed),
      method,
      ...(transfer ? { reference } : {}),
    });
    const next: Partial<Record<Field, string>> = parsed.success
      ? {}
      : issuesByField(parsed.error.issues, ['amount', 'reference'] as const);
    if (parsed.success && parsed.data.amount < 1) next.amount = 'A refund must be at least ₹1';
    else if (parsed.success && parsed.data.amount > refundable)
      next.amount = `At most ${formatINR(refundable)} is left to refund`;
    setErrors(next);
    if (next.amount || next.reference || !parsed.success) {
      (next.amount ? amountRef.current : referenceRef.current)?.focus();
      return;
    }
    const body = parsed.data;
    const money = formatINR(body.amount);
    const ok = await confirm({
      title: `Refund ${money} for order ${order.orderNumber}?`,
      description:
        body.method === 'storeCredit'
          ? `${money} goes at once to a gift card in the customer’s name (or the card they paid with), and they get the code by e-mail. A credit note is issued for it.`
          : transfer
            ? `Record that you paid ${money} to the customer by ${REFUND_METHOD_TEXT[body.method]} (reference ${body.reference}). A credit note is issued for it.`
            : `${money} goes back through PhonePe to the account the customer paid from. A credit note is issued once it completes.`,
      confirmLabel: `Refund ${money}`,
    });
    if (!ok) return;
    try {
      const res = await refund.mutateAsync({ id: order._id, ...body });
      toast({ title: res.message });
      onCancel();
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, 'Failed to refund the order') });
    }
  }

  return (
    <InlineForm
      id={id}
      title="Make a refund"
      onSubmit={onSubmit}
      submitLabel="Review refund"
      submitIcon={<Undo2 aria-hidden="true" />}
      busy={refund.isPending}
      onCancel={onCancel}
      after={dialog}
    >
      <TextField
        ref={amountRef}
        id={`${id}-amount`}
        label="Amount to refund (₹)"
        hint={`Up to ${formatINR(refundable)}, at least ₹1.`}
        error={errors.amount}
        type="number"
        inputMode="decimal"
        min={1}
        max={refundable}
        step="0.01"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <RefundMethodField id={`${id}-method`} cod={cod} value={method} onChange={setMethod} />
      {transfer ? (
        <TextField
          ref={referenceRef}
          id={`${id}-reference`}
          label="Transfer reference (UTR)"
          hint="Pay the customer first, then enter the transfer’s reference."
          error={errors.reference}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      ) : null}
    </InlineForm>
  );
}

/**
 * The order's refunds: each one's amount, method, state, UTR, credit note and failure, with Retry
 * on a failed one not yet tried again; the simulator's test page while one is pending; and a refund of what
 * is left once the order is paid.
 */
export function RefundsSection({ order }: { order: AdminOrder }) {
  const refunds = order.refunds ?? [];
  const refundable = order.refundable ?? 0;
  const canRefund = refundable > 0 && order.paymentStatus === 'paid';
  const [refunding, setRefunding] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const open = refunds.some((r) => r.state === 'pending' || r.state === 'requested');
  if (refunds.length === 0 && !canRefund) return null;

  return (
    <section aria-labelledby="order-refunds" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="order-refunds" className="font-semibold">
          Refunds
        </h3>
        {canRefund ? (
          <p className="text-sm text-neutral-700">Left to refund: {formatINR(refundable)}</p>
        ) : null}
      </div>
      {refunds.length > 0 ? (
        <ul
          aria-label="Refunds of this order"
          className="grid divide-y divide-neutral-100 rounded-md border border-neutral-200"
        >
          {refunds.map((r) => (
            <RefundItem key={r.merchantRefundId} order={order} refund={r} />
          ))}
        </ul>
      ) : null}
      {order.refundTestUrl && open ? (
        <p className="text-sm">
          <a
            href={order.refundTestUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" /> Open the test refund page{' '}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {canRefund ? (
        <div>
          <Button
            ref={toggle}
            variant="outline"
            icon={<Undo2 aria-hidden="true" />}
            aria-expanded={refunding}
            onClick={() => setRefunding(true)}
          >
            Make a refund
          </Button>
        </div>
      ) : null}
      {canRefund && refunding ? (
        <RefundForm
          order={order}
          refundable={refundable}
          onCancel={() => {
            setRefunding(false);
            toggle.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
