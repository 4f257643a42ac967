import type { ChangeEvent, ComponentProps, RefObject } from 'react';
import { X } from 'lucide-react';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import {
  PAYOUT_METHODS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type OrderActions,
  type ReturnReason,
  type ReturnsPolicy,
} from '../../../../../common/contracts/returns';
import { formatINR } from '../../../../../common/money';
import { LineThumb } from '../../../components/line-thumb';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { businessDaysText, restockingText, RETURN_REASON_WORDS } from '../aftercare-text';
import { useT } from '../../../i18n/i18n';
import { RETURN_PHOTO_TYPES, type Photo } from './return-photos';

export type Returnable = OrderActions['returnable'][number];
export type PayoutField = 'upiId' | 'accountNumber' | 'ifsc';
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export interface Payout {
  upiId: string;
  accountNumber: string;
  ifsc: string;
}

/** Items value of a return: the sum of unit value × quantity, counted in paise (rupees out). */
export function itemsValue(lines: { unitValue: number; quantity: number }[]): number {
  return lines.reduce((paise, l) => paise + Math.round(l.unitValue * 100) * l.quantity, 0) / 100;
}

/** Which lines to return and how many of each; choosing a quantity chooses the line. */
export function ReturnLinesStep({
  id,
  order,
  returnable,
  chosen,
  quantityOf,
  error,
  onToggle,
  onQuantity,
}: {
  id: string;
  order: ApiOrder;
  returnable: Returnable[];
  chosen: Record<string, boolean>;
  quantityOf: (line: Returnable) => number;
  error: string | undefined;
  onToggle: (productId: string, on: boolean) => void;
  onQuantity: (productId: string, quantity: number) => void;
}) {
  const t = useT();
  const titleOf = (productId: string) =>
    order.cartItems.find((l) => l.productId === productId)?.title ?? t('Item');
  const imageOf = (productId: string) => order.cartItems.find((l) => l.productId === productId)?.image ?? '';
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-lines-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold">{t('Items to return')}</legend>
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
                onCheckedChange={(on) => onToggle(line.productId, on === true)}
              />
              <LineThumb src={imageOf(line.productId)} alt="" className="size-12" />
              <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
                <Label htmlFor={checkId} className="break-words leading-snug">
                  {title}
                </Label>
                <p className="text-xs text-neutral-600">
                  {t('{price} each · up to {count}', {
                    price: formatINR(line.unitValue),
                    count: line.quantity,
                  })}
                </p>
              </div>
              <div className="grid w-24 gap-1">
                <Label htmlFor={qtyId} className="text-xs">
                  {t('Quantity')}
                </Label>
                <NativeSelect
                  id={qtyId}
                  aria-label={t('Quantity of {title} to return', { title })}
                  value={quantityOf(line)}
                  onChange={(e) => onQuantity(line.productId, Number(e.target.value))}
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
      {error ? (
        <p id={`${id}-lines-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Why the items go back, one of the policy's reasons. */
export function ReturnReasonStep({
  id,
  reason,
  error,
  onChange,
}: {
  id: string;
  reason: ReturnReason | '';
  error: string | undefined;
  onChange: (reason: ReturnReason) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-reason-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold">{t('Reason')}</legend>
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
              onChange={() => onChange(r)}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand"
            />
            {t(RETURN_REASON_WORDS[r])}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-reason-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The buyer's note, with how much of it is left. */
export function ReturnNoteStep({
  id,
  note,
  error,
  noteRef,
  onChange,
}: {
  id: string;
  note: string;
  error: string | undefined;
  noteRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (note: string) => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-note`}>{t('Note (optional)')}</Label>
      <Textarea
        ref={noteRef}
        id={`${id}-note`}
        value={note}
        maxLength={RETURN_NOTE_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-note-count`, error ? `${id}-note-error` : ''].filter(Boolean).join(' ')}
        placeholder={t('What is wrong with the items?')}
      />
      <p id={`${id}-note-count`} className="text-xs text-neutral-600">
        {t('{count} of {max} characters', { count: note.length, max: RETURN_NOTE_MAX })}
      </p>
      {error ? (
        <p id={`${id}-note-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Up to three photos, each shown as it is attached, with what was refused and why. */
export function ReturnPhotosStep({
  id,
  photos,
  problems,
  full,
  fileInput,
  onAdd,
  onRemove,
}: {
  id: string;
  photos: Photo[];
  /** What was refused, and why. */
  problems: string[];
  full: boolean;
  fileInput: RefObject<HTMLInputElement | null>;
  onAdd: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (photo: Photo) => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-photos`}>
        {t('Photos (optional, up to {max})', { max: RETURN_PHOTOS_MAX })}
      </Label>
      <p id={`${id}-photos-hint`} className="text-xs text-neutral-600">
        {t('JPEG, PNG or WebP, at most 5 MB each. Photos of damage help the shop decide quickly.')}
      </p>
      {photos.length ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('Attached photos')}>
          {photos.map((photo, i) => (
            <li key={photo.key} className="relative">
              {photo.url ? (
                <img
                  src={photo.url}
                  alt={t('Photo {number}: {name}', { number: i + 1, name: photo.file.name })}
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
                aria-label={t('Remove photo {name}', { name: photo.file.name })}
                onClick={() => onRemove(photo)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-neutral-700">
          {t('{max} photos attached: remove one to choose another.', { max: RETURN_PHOTOS_MAX })}
        </p>
      ) : (
        <div className="flex items-center gap-2">
          <input
            ref={fileInput}
            id={`${id}-photos`}
            type="file"
            accept={RETURN_PHOTO_TYPES.join(',')}
            multiple
            onChange={onAdd}
            aria-describedby={[`${id}-photos-hint`, problems.length ? `${id}-photos-error` : '']
              .filter(Boolean)
              .join(' ')}
            className="min-w-0 max-w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:text-sm file:font-medium hover:file:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          />
        </div>
      )}
      {problems.length ? (
        <ul id={`${id}-photos-error`} role="alert" className="grid gap-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Where a cash order's refund goes: a UPI id or a bank account. */
export function PayoutStep({
  id,
  method,
  payout,
  errors,
  onMethod,
  onPayout,
}: {
  id: string;
  method: PayoutMethod;
  payout: Payout;
  errors: Partial<Record<PayoutField, string>>;
  onMethod: (method: PayoutMethod) => void;
  onPayout: (update: (payout: Payout) => Payout) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-3" data-testid="return-payout">
      <legend className="mb-1 text-sm font-semibold">{t('Where should we send your refund?')}</legend>
      <p className="text-xs text-neutral-600">
        {t('You paid in cash, so the shop sends the refund by UPI or bank transfer.')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PAYOUT_METHODS.map((m) => (
          <label
            key={m}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
              method === m
                ? 'border-brand ring-2 ring-brand/30'
                : 'border-neutral-200 hover:border-neutral-400',
            )}
          >
            <input
              type="radio"
              name={`${id}-payout`}
              value={m}
              checked={method === m}
              onChange={() => onMethod(m)}
              className="size-5 shrink-0 accent-brand"
            />
            {m === 'upi' ? t('UPI id') : t('Bank account')}
          </label>
        ))}
      </div>
      {method === 'upi' ? (
        <PayoutInput
          id={`${id}-upiId`}
          label={t('UPI id')}
          placeholder="name@okbank"
          autoComplete="off"
          value={payout.upiId}
          error={errors.upiId}
          onChange={(v) => onPayout((p) => ({ ...p, upiId: v }))}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <PayoutInput
            id={`${id}-accountNumber`}
            label={t('Account number')}
            inputMode="numeric"
            autoComplete="off"
            value={payout.accountNumber}
            error={errors.accountNumber}
            onChange={(v) => onPayout((p) => ({ ...p, accountNumber: v }))}
          />
          <PayoutInput
            id={`${id}-ifsc`}
            label="IFSC"
            placeholder="SBIN0001234"
            autoComplete="off"
            autoCapitalize="characters"
            value={payout.ifsc}
            error={errors.ifsc}
            onChange={(v) => onPayout((p) => ({ ...p, ifsc: v }))}
          />
        </div>
      )}
    </fieldset>
  );
}

/** What the request comes to: the items' value, the restocking fees the policy allows, when the refund comes. */
export function ReturnSummaryStep({
  id,
  order,
  policy,
  picked,
}: {
  id: string;
  order: ApiOrder;
  policy: ReturnsPolicy;
  picked: (Returnable & { quantity: number })[];
}) {
  const t = useT();
  const value = itemsValue(picked);
  const count = picked.reduce((n, l) => n + l.quantity, 0);
  return (
    <section
      aria-labelledby={`${id}-summary`}
      className="grid gap-2 rounded-lg bg-neutral-50 p-4 text-sm"
      data-testid="return-summary"
    >
      <h3 id={`${id}-summary`} className="font-semibold">
        {t('Summary')}
      </h3>
      <p className="flex flex-wrap justify-between gap-x-3">
        <span>{count === 1 ? t('Items value (1 item)') : t('Items value ({count} items)', { count })}</span>{' '}
        <strong className="tabular-nums" data-testid="return-items-value">
          {formatINR(value)}
        </strong>
      </p>
      <p className="text-neutral-700">{restockingText(policy, t)}</p>
      <p className="text-neutral-700">
        {order.paymentMethod === 'cod'
          ? t(
              'Once the shop receives and checks the items, it refunds you by UPI or bank transfer within {days}.',
              {
                days: businessDaysText(policy.refundDays, t),
              },
            )
          : t(
              'Once the shop receives and checks the items, the refund reaches your original payment method within {days}.',
              { days: businessDaysText(policy.refundDays, t) },
            )}
      </p>
    </section>
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

/** The buyer may ask for the refund as store credit: a gift card in their name, at once, instead of the way they paid. */
export function StoreCreditStep({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="grid min-w-0 gap-1" data-testid="return-store-credit">
      <label
        htmlFor={`${id}-store-credit`}
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium',
          checked ? 'border-brand ring-2 ring-brand/30' : 'border-neutral-200 hover:border-neutral-400',
        )}
      >
        <input
          id={`${id}-store-credit`}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-store-credit-hint`}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 shrink-0 accent-brand"
        />
        {t('Refund as store credit (instant)')}
      </label>
      <p id={`${id}-store-credit-hint`} className="text-xs text-neutral-600">
        {t(
          'Once the shop refunds, the money is on a gift card in your name at once, to spend in this shop; its code comes by e-mail. Otherwise it goes back the way you paid.',
        )}
      </p>
    </div>
  );
}
