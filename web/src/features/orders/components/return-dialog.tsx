import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
} from 'react';
import { X } from 'lucide-react';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import {
  PAYOUT_METHODS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_TEXT,
  RETURN_REASONS,
  ReturnRequestBody,
  type OrderActions,
  type ReturnReason,
  type ReturnsPolicy,
} from '../../../../../common/contracts/returns';
import { formatINR } from '../../../../../common/money';
import { LineThumb } from '../../../components/line-thumb';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useRequestReturn } from '../api/request-return';
import { businessDaysText, restockingText } from '../aftercare-text';

/** The photos a return accepts (the server sniffs them again), each at most 5 MB like every upload. */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

type Returnable = OrderActions['returnable'][number];
type Field = 'lines' | 'reason' | 'note' | PayoutField;
type PayoutField = 'upiId' | 'accountNumber' | 'ifsc';
const PAYOUT_FIELDS: readonly string[] = ['upiId', 'accountNumber', 'ifsc'] satisfies PayoutField[];

interface Photo {
  key: number;
  file: File;
  /** An object URL for the thumbnail ('' where the browser has none). */
  url: string;
}

/** Items value of a return: the sum of unit value × quantity, counted in paise (rupees out). */
export function itemsValue(lines: { unitValue: number; quantity: number }[]): number {
  return lines.reduce((paise, l) => paise + Math.round(l.unitValue * 100) * l.quantity, 0) / 100;
}

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The buyer's return request (issue 29): which lines and how many, why, a note and up to three photos, then
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
  const id = useId();
  const send = useRequestReturn();
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A cash order's refund is paid by transfer: where to is asked with the return, so the owner need not chase it.
  const cash = order.paymentMethod === 'cod';
  const [payoutMethod, setPayoutMethod] = useState<(typeof PAYOUT_METHODS)[number]>('upi');
  const [payout, setPayout] = useState({ upiId: '', accountNumber: '', ifsc: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const nextKey = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  // The thumbnails' object URLs are let go when the dialog closes.
  const shown = useRef<Photo[]>([]);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => shown.current.forEach((p) => revoke(p.url)), []);

  // After a photo is removed, the file input (back when three were attached) takes the focus.
  const focusInput = useRef(false);
  useEffect(() => {
    if (!focusInput.current) return;
    focusInput.current = false;
    fileInput.current?.focus();
  }, [photos]);

  const titleOf = (productId: string) =>
    order.cartItems.find((l) => l.productId === productId)?.title ?? 'Item';
  const imageOf = (productId: string) => order.cartItems.find((l) => l.productId === productId)?.image ?? '';
  const quantityOf = (line: Returnable) => quantities[line.productId] ?? 1;
  const picked = returnable
    .filter((l) => chosen[l.productId])
    .map((l) => ({ ...l, quantity: quantityOf(l) }));
  const value = itemsValue(picked);

  function toggle(productId: string, on: boolean) {
    setChosen((c) => ({ ...c, [productId]: on }));
    if (on) setErrors((e) => ({ ...e, lines: undefined }));
  }

  function setQuantity(productId: string, quantity: number) {
    setQuantities((q) => ({ ...q, [productId]: quantity }));
    // Choosing how many means returning it.
    toggle(productId, true);
  }

  function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problems: string[] = [];
    const next = [...photos];
    for (const file of files) {
      if (!RETURN_PHOTO_TYPES.includes(file.type)) {
        problems.push(`${file.name} is not a JPEG, PNG or WebP image.`);
      } else if (file.size > RETURN_PHOTO_MAX_BYTES) {
        problems.push(`${file.name} is larger than 5 MB.`);
      } else if (next.length >= RETURN_PHOTOS_MAX) {
        problems.push(`At most ${RETURN_PHOTOS_MAX} photos can be attached; ${file.name} was left out.`);
      } else {
        nextKey.current += 1;
        next.push({ key: nextKey.current, file, url: objectUrl(file) });
      }
    }
    setPhotos(next);
    setPhotoProblems(problems);
  }

  function removePhoto(photo: Photo) {
    revoke(photo.url);
    setPhotos((ps) => ps.filter((p) => p.key !== photo.key));
    setPhotoProblems([]);
    focusInput.current = true;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = ReturnRequestBody.safeParse({
      lines: picked.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      reason: reason || undefined,
      note,
      ...(cash
        ? {
            payout:
              payoutMethod === 'upi'
                ? { method: 'upi', upiId: payout.upiId }
                : { method: 'bank', accountNumber: payout.accountNumber, ifsc: payout.ifsc },
          }
        : {}),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
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
        photos: photos.map((p) => p.file),
      });
      toast({ title: res.message });
      onClose();
    } catch (error) {
      setFormError(errorMessage(error, 'Could not send the return request. Please try again.'));
    }
  }

  const full = photos.length >= RETURN_PHOTOS_MAX;

  return (
    <Dialog open onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Return items</DialogTitle>
          <DialogDescription>
            Choose what to send back and why. The shop checks the request and tells you how to send the items.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid min-w-0 gap-5">
          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={errors.lines ? `${id}-lines-error` : undefined}
          >
            <legend className="mb-2 text-sm font-semibold">Items to return</legend>
            <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
              {returnable.map((line) => {
                const title = titleOf(line.productId);
                const checkId = `${id}-line-${line.productId}`;
                const qtyId = `${id}-qty-${line.productId}`;
                return (
                  <li
                    key={line.productId}
                    className="flex flex-wrap items-center gap-3 p-3"
                    data-testid="return-line"
                  >
                    <Checkbox
                      id={checkId}
                      checked={!!chosen[line.productId]}
                      onCheckedChange={(on) => toggle(line.productId, on === true)}
                    />
                    <LineThumb src={imageOf(line.productId)} alt="" className="size-12" />
                    <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
                      <Label htmlFor={checkId} className="break-words leading-snug">
                        {title}
                      </Label>
                      <p className="text-xs text-neutral-600">
                        {formatINR(line.unitValue)} each · up to {line.quantity}
                      </p>
                    </div>
                    <div className="grid w-24 gap-1">
                      <Label htmlFor={qtyId} className="text-xs">
                        Quantity
                      </Label>
                      <NativeSelect
                        id={qtyId}
                        aria-label={`Quantity of ${title} to return`}
                        value={quantityOf(line)}
                        onChange={(e) => setQuantity(line.productId, Number(e.target.value))}
                      >
                        {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                  </li>
                );
              })}
            </ul>
            {errors.lines ? (
              <p id={`${id}-lines-error`} className="text-sm text-red-700">
                {errors.lines}
              </p>
            ) : null}
          </fieldset>

          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <legend className="mb-2 text-sm font-semibold">Reason</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {RETURN_REASONS.map((r) => (
                <label
                  key={r}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                    reason === r
                      ? 'border-brand ring-2 ring-brand/30'
                      : 'border-neutral-200 hover:border-neutral-400',
                  )}
                >
                  <input
                    id={`${id}-reason-${r}`}
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r);
                      setErrors((e) => ({ ...e, reason: undefined }));
                    }}
                    aria-invalid={errors.reason ? true : undefined}
                    className="size-5 shrink-0 accent-brand"
                  />
                  {RETURN_REASON_TEXT[r]}
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id={`${id}-reason-error`} className="text-sm text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>

          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>Note (optional)</Label>
            <Textarea
              ref={noteRef}
              id={`${id}-note`}
              value={note}
              maxLength={RETURN_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={[`${id}-note-count`, errors.note ? `${id}-note-error` : '']
                .filter(Boolean)
                .join(' ')}
              placeholder="What is wrong with the items?"
            />
            <p id={`${id}-note-count`} className="text-xs text-neutral-600">
              {note.length} of {RETURN_NOTE_MAX} characters
            </p>
            {errors.note ? (
              <p id={`${id}-note-error`} className="text-sm text-red-700">
                {errors.note}
              </p>
            ) : null}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={`${id}-photos`}>Photos (optional, up to {RETURN_PHOTOS_MAX})</Label>
            <p id={`${id}-photos-hint`} className="text-xs text-neutral-600">
              JPEG, PNG or WebP, at most 5 MB each. Photos of damage help the shop decide quickly.
            </p>
            {photos.length ? (
              <ul className="flex flex-wrap gap-3" aria-label="Attached photos">
                {photos.map((photo, i) => (
                  <li key={photo.key} className="relative">
                    {photo.url ? (
                      <img
                        src={photo.url}
                        alt={`Photo ${i + 1}: ${photo.file.name}`}
                        className="size-20 rounded-md border border-neutral-200 object-cover"
                      />
                    ) : (
                      <span className="flex size-20 items-center justify-center break-all rounded-md border border-neutral-200 p-1 text-center text-xs">
                        {photo.file.name}
                      </span>
                    )}
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      className="absolute -right-2 -top-2 size-8 rounded-full"
                      aria-label={`Remove photo ${photo.file.name}`}
                      onClick={() => removePhoto(photo)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {full ? (
              <p className="text-sm text-neutral-700">
                {RETURN_PHOTOS_MAX} photos attached: remove one to choose another.
              </p>
            ) : (
              <div className="flex items-center gap-2">
                <input
                  ref={fileInput}
                  id={`${id}-photos`}
                  type="file"
                  accept={RETURN_PHOTO_TYPES.join(',')}
                  multiple
                  onChange={addPhotos}
                  aria-describedby={[`${id}-photos-hint`, photoProblems.length ? `${id}-photos-error` : '']
                    .filter(Boolean)
                    .join(' ')}
                  className="min-w-0 max-w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:text-sm file:font-medium hover:file:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                />
              </div>
            )}
            {photoProblems.length ? (
              <ul id={`${id}-photos-error`} role="alert" className="grid gap-1 text-sm text-red-700">
                {photoProblems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </div>

          {cash ? (
            <fieldset className="grid min-w-0 gap-3" data-testid="return-payout">
              <legend className="mb-1 text-sm font-semibold">Where should we send your refund?</legend>
              <p className="text-xs text-neutral-600">
                You paid in cash, so the shop sends the refund by UPI or bank transfer.
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                {PAYOUT_METHODS.map((m) => (
                  <label
                    key={m}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                      payoutMethod === m
                        ? 'border-brand ring-2 ring-brand/30'
                        : 'border-neutral-200 hover:border-neutral-400',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-payout`}
                      value={m}
                      checked={payoutMethod === m}
                      onChange={() => setPayoutMethod(m)}
                      className="size-5 shrink-0 accent-brand"
                    />
                    {m === 'upi' ? 'UPI id' : 'Bank account'}
                  </label>
                ))}
              </div>
              {payoutMethod === 'upi' ? (
                <PayoutInput
                  id={`${id}-upiId`}
                  label="UPI id"
                  placeholder="name@okbank"
                  autoComplete="off"
                  value={payout.upiId}
                  error={errors.upiId}
                  onChange={(v) => setPayout((p) => ({ ...p, upiId: v }))}
                />
              ) : (
                <div className="grid gap-3 sm:grid-cols-2">
                  <PayoutInput
                    id={`${id}-accountNumber`}
                    label="Account number"
                    inputMode="numeric"
                    autoComplete="off"
                    value={payout.accountNumber}
                    error={errors.accountNumber}
                    onChange={(v) => setPayout((p) => ({ ...p, accountNumber: v }))}
                  />
                  <PayoutInput
                    id={`${id}-ifsc`}
                    label="IFSC"
                    placeholder="SBIN0001234"
                    autoComplete="off"
                    autoCapitalize="characters"
                    value={payout.ifsc}
                    error={errors.ifsc}
                    onChange={(v) => setPayout((p) => ({ ...p, ifsc: v }))}
                  />
                </div>
              )}
            </fieldset>
          ) : null}

          <section
            aria-labelledby={`${id}-summary`}
            className="grid gap-2 rounded-lg bg-neutral-50 p-4 text-sm"
            data-testid="return-summary"
          >
            <h3 id={`${id}-summary`} className="font-semibold">
              Summary
            </h3>
            <p className="flex flex-wrap justify-between gap-x-3">
              <span>
                Items value ({picked.reduce((n, l) => n + l.quantity, 0)}{' '}
                {picked.reduce((n, l) => n + l.quantity, 0) === 1 ? 'item' : 'items'})
              </span>{' '}
              <strong className="tabular-nums" data-testid="return-items-value">
                {formatINR(value)}
              </strong>
            </p>
            <p className="text-neutral-700">{restockingText(policy)}</p>
            <p className="text-neutral-700">
              {order.paymentMethod === 'cod'
                ? 'Once the shop receives and checks the items, it refunds you by UPI or bank transfer'
                : 'Once the shop receives and checks the items, the refund reaches your original payment method'}{' '}
              within {businessDaysText(policy.refundDays)}.
            </p>
          </section>

          {formError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {formError}
            </p>
          ) : null}

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={send.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" busy={send.isPending}>
              {send.isPending ? 'Sending request…' : 'Request return'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One field of the refund's destination: labelled, required, its error tied to it. */
function PayoutInput({
  id,
  label,
  value,
  error,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
} & Pick<ComponentProps<'input'>, 'placeholder' | 'inputMode' | 'autoComplete' | 'autoCapitalize'>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        spellCheck={false}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
