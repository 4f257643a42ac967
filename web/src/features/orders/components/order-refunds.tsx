import { useId } from 'react';
import { Download } from 'lucide-react';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import type { ApiRefund } from '../../../../../common/contracts/returns';
import { formatINR } from '../../../../../common/money';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { creditNoteUrl } from '../api/invoice-url';
import {
  CONDITION_WORDS,
  percentText,
  REFUND_METHOD_TEXT,
  refundStateText,
  RETURN_REASON_WORDS,
  RETURN_STATUS_TEXT,
} from '../aftercare-text';
import { useLang, useT } from '../../../i18n/i18n';
import { formatOrderDate } from '../format';

/** Every credit note of the order (one per refund, cancellation or rejection), the first alone for older answers. */
export function creditNotesOf(order: ApiOrder): { number: string }[] {
  if (order.creditNotes) return order.creditNotes;
  return order.creditNote ? [order.creditNote] : [];
}

/** One download link per credit note, named by its number. */
export function CreditNoteLinks({ order }: { order: ApiOrder }) {
  const t = useT();
  return creditNotesOf(order).map((note) => (
    <a
      key={note.number}
      href={creditNoteUrl(order._id, note.number)}
      download
      className={buttonVariants({ variant: 'outline' })}
    >
      <Download aria-hidden="true" />
      {t('Credit note {number}', { number: note.number })}
    </a>
  ));
}

const STATE_TONE: Record<ApiRefund['state'], string> = {
  requested: 'border-neutral-300 bg-white text-neutral-800',
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  completed: 'border-green-700 bg-green-700 text-white',
  failed: 'border-red-700 bg-red-700 text-white',
};

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="mb-2 text-sm font-semibold text-neutral-950">
      {children}
    </h3>
  );
}

/** The money given back on this order: how much, how, where it stands, when, and its credit note. */
export function RefundsSection({ order }: { order: ApiOrder }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const refunds = order.refunds ?? [];
  if (!refunds.length) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{t('Refunds')}</Heading>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {refunds.map((r) => (
          <li key={r.merchantRefundId} className="grid gap-1 p-3 text-sm" data-testid="refund">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <strong className="font-semibold tabular-nums">{formatINR(r.amount)}</strong>
              <span
                className={cn(
                  'max-w-full break-words rounded-md border px-2 py-0.5 text-xs font-medium',
                  STATE_TONE[r.state],
                )}
                data-testid="refund-state"
              >
                {refundStateText(r, t)}
              </span>
            </div>
            <p className="text-neutral-600">
              {t(REFUND_METHOD_TEXT[r.method])} ·{' '}
              {r.state === 'completed' && r.settledAt
                ? t('refunded on {date}', { date: formatOrderDate(r.settledAt, lang) })
                : t('started on {date}', { date: formatOrderDate(r.createdAt, lang) })}
            </p>
            {r.method === 'storeCredit' ? (
              <p className="text-neutral-700">
                {t(
                  'On a gift card in your name, to spend in this shop: its code or new balance came by e-mail.',
                )}
              </p>
            ) : r.giftCardAmount > 0 ? (
              <p className="text-neutral-700">
                {t('{amount} of it went back to the gift card you paid with, at once.', {
                  amount: formatINR(r.giftCardAmount),
                })}
              </p>
            ) : null}
            {r.creditNoteNumber ? (
              <p className="text-neutral-700">
                {t('Credit note')}{' '}
                <a
                  href={creditNoteUrl(order._id, r.creditNoteNumber)}
                  download
                  className="break-all font-medium text-orange-800 underline underline-offset-2 hover:text-orange-950"
                >
                  {r.creditNoteNumber}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The buyer's return requests on this order: where each stands, what was asked back and why, and the refund. */
export function ReturnsSection({ order }: { order: ApiOrder }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const returns = order.returns ?? [];
  if (!returns.length) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{t('Returns')}</Heading>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {returns.map((ret) => (
          <li key={ret._id} className="grid gap-2 p-3 text-sm" data-testid="return">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="text-neutral-600">
                {t('Requested on {date}', { date: formatOrderDate(ret.createdAt, lang) })}
              </span>
              <strong className="font-semibold" data-testid="return-status">
                {t(RETURN_STATUS_TEXT[ret.status])}
              </strong>
            </div>
            <ul className="grid gap-1">
              {ret.lines.map((line) => (
                <li key={line.productId} className="flex flex-wrap justify-between gap-x-3">
                  <span className="min-w-0 break-words">
                    {line.quantity} × {line.title}
                    {line.condition ? (
                      <span className="text-neutral-600">
                        {' '}
                        · {t(CONDITION_WORDS[line.condition])}
                        {line.feePercent
                          ? t(', fee {percent}', { percent: percentText(line.feePercent) })
                          : ''}
                      </span>
                    ) : null}
                  </span>
                  {line.refundAmount !== null ? (
                    <span className="tabular-nums text-neutral-700">{formatINR(line.refundAmount)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="text-neutral-700">
              {t('Reason: {reason}', { reason: t(RETURN_REASON_WORDS[ret.reason]) })}
            </p>
            {ret.ownerNote ? (
              <p className="break-words rounded-md bg-neutral-50 p-2 text-neutral-800">
                <span className="font-medium">{t('Note from the shop:')}</span> {ret.ownerNote}
              </p>
            ) : null}
            {ret.refundAmount !== null ? (
              <p className="flex flex-wrap justify-between gap-x-3 font-medium">
                <span>{t('Refund')}</span> <span className="tabular-nums">{formatINR(ret.refundAmount)}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
