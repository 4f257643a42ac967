import { useId, useRef, useState, type FormEvent } from 'react';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import {
  RETURN_REASONS,
  ReturnRequestBody,
  type ReturnReason,
  type ReturnsPolicy,
} from '../../../../../common/contracts/returns';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { useRequestReturn } from '../api/request-return';
import { useReturnPhotos } from './return-photos';
import { useT } from '../../../i18n/i18n';
import {
  PayoutStep,
  StoreCreditStep,
  ReturnLinesStep,
  ReturnNoteStep,
  ReturnPhotosStep,
  ReturnReasonStep,
  ReturnSummaryStep,
  type Payout,
  type PayoutField,
  type PayoutMethod,
  type Returnable,
} from './return-steps';

type Field = 'lines' | 'reason' | 'note' | PayoutField;
const PAYOUT_FIELDS: readonly string[] = ['upiId', 'accountNumber', 'ifsc'] satisfies PayoutField[];

/** The request's problems by field, the first for each (a payout field by its own name). */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const next: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const [top, inner] = issue.path;
    const field = top === 'payout' ? inner : top;
    if (
      (field === 'lines' ||
        field === 'reason' ||
        field === 'note' ||
        PAYOUT_FIELDS.includes(String(field))) &&
      !next[field as Field]
    )
      next[field as Field] = issue.message;
  }
  return next;
}

/**
 * The buyer's return request: which lines and how many, why, a note and up to three photos, then
 * a summary of the items' value and the restocking fees the policy allows before it is sent; sent as
 * multipart (the request as JSON in `data`, the images in `photos`). Part of the account's chunk: a lazy chunk
 * of its own would split the shop's first-load modules it shares (money) into more files.
 */
export function ReturnDialog({
  order,
  returnable,
  policy,
  onClose,
}: {
  order: ApiOrder;
  /** The lines that may still be returned, with how many and what one is worth. */
  returnable: Returnable[];
  policy: ReturnsPolicy;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const send = useRequestReturn();
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const photos = useReturnPhotos();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A cash order's refund is paid by transfer: where to is asked with the return, so the owner need not chase it.
  const cash = order.paymentMethod === 'cod';
  const [payoutMethod, setPayoutMethod] = useState<PayoutMethod>('upi');
  const [payout, setPayout] = useState<Payout>({ upiId: '', accountNumber: '', ifsc: '' });
  const [storeCredit, setStoreCredit] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const quantityOf = (line: Returnable) => quantities[line.productId] ?? 1;
  const picked = returnable
    .filter((l) => chosen[l.productId])
    .map((l) => ({ ...l, quantity: quantityOf(l) }));

  function toggle(productId: string, on: boolean) {
    setChosen((c) => ({ ...c, [productId]: on }));
    if (on) setErrors((e) => ({ ...e, lines: undefined }));
  }

  function setQuantity(productId: string, quantity: number) {
    setQuantities((q) => ({ ...q, [productId]: quantity }));
    // Choosing how many means returning it.
    toggle(productId, true);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = ReturnRequestBody.safeParse({
      lines: picked.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      reason: reason || undefined,
      note,
      storeCredit,
      // Store credit needs nowhere to send money.
      ...(cash && !storeCredit
        ? {
            payout:
              payoutMethod === 'upi'
                ? { method: 'upi', upiId: payout.upiId }
                : { method: 'bank', accountNumber: payout.accountNumber, ifsc: payout.ifsc },
          }
        : {}),
    });
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues);
      setErrors(next);
      const payoutWrong = (['upiId', 'accountNumber', 'ifsc'] as const).find((f) => next[f]);
      const first = next.lines
        ? document.getElementById(`${id}-line-${returnable[0]?.productId}`)
        : next.reason
          ? document.getElementById(`${id}-reason-${RETURN_REASONS[0]}`)
          : next.note
            ? noteRef.current
            : payoutWrong
              ? document.getElementById(`${id}-${payoutWrong}`)
              : null;
      first?.focus();
      return;
    }
    setErrors({});
    try {
      const res = await send.mutateAsync({
        orderId: order._id,
        body: parsed.data,
        photos: photos.list.map((p) => p.file),
      });
      toast({ title: res.message });
      onClose();
    } catch (error) {
      setFormError(errorMessage(error, t('Could not send the return request. Please try again.')));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('Return items')}</DialogTitle>
          <DialogDescription>
            {t(
              'Choose what to send back and why. The shop checks the request and tells you how to send the items.',
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid min-w-0 gap-5">
          <ReturnLinesStep
            id={id}
            order={order}
            returnable={returnable}
            chosen={chosen}
            quantityOf={quantityOf}
            error={errors.lines}
            onToggle={toggle}
            onQuantity={setQuantity}
          />
          <ReturnReasonStep
            id={id}
            reason={reason}
            error={errors.reason}
            onChange={(r) => {
              setReason(r);
              setErrors((e) => ({ ...e, reason: undefined }));
            }}
          />
          <ReturnNoteStep id={id} note={note} error={errors.note} noteRef={noteRef} onChange={setNote} />
          <ReturnPhotosStep
            id={id}
            photos={photos.list}
            problems={photos.problems}
            full={photos.full}
            fileInput={photos.fileInput}
            onAdd={photos.add}
            onRemove={photos.remove}
          />
          <StoreCreditStep id={id} checked={storeCredit} onChange={setStoreCredit} />
          {cash && !storeCredit ? (
            <PayoutStep
              id={id}
              method={payoutMethod}
              payout={payout}
              errors={errors}
              onMethod={setPayoutMethod}
              onPayout={setPayout}
            />
          ) : null}
          <ReturnSummaryStep id={id} order={order} policy={policy} picked={picked} />

          {formError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {formError}
            </p>
          ) : null}

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={send.isPending}>
                {t('Cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" busy={send.isPending}>
              {send.isPending ? t('Sending request…') : t('Request return')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
