import { useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { onlyQuantityMessage } from '../../../common/cart-rules';
import { readQuantity } from '../../../common/quantity';
import { Button } from './ui/button';
import { cn } from '../lib/utils';
import { msg, useT } from '../i18n/i18n';

/**
 * Why a typed quantity is refused (common/quantity.ts's words), translated where shown; past the stock is
 * worded here with its number (common/cart-rules onlyQuantityMessage). Plain lookups rather than
 * i18n/known-messages' patterns: this field is on the browsing pages' first load.
 */
const REFUSALS: readonly string[] = [
  msg('Quantity must be a number'),
  msg('Quantity must be a whole number'),
  msg('Quantity must be at least 1'),
];

/**
 * A quantity, stepped with − and + or typed (90 metres of cable is one entry, not 89 taps): SPEC §5's limits,
 * at least 1 (− is disabled there) and at most `max` (+ refused with 'Only N quantity can be added for this
 * item'). What is typed is committed on Enter or when the field is left, never per keystroke; a typed value
 * past a limit is pinned to it and `onRefuse` says why, one that is no quantity goes back with its reason.
 */
export default function QuantityField({
  id,
  label,
  value,
  max,
  onChange,
  onRefuse,
  unit,
  disabled = false,
  className,
}: {
  id: string;
  /** The group's and the field's accessible name ('Quantity', 'Quantity of House Wire'). */
  label: string;
  value: number;
  /** The stock, at most the cart's cap (quantityLimit). */
  max: number;
  onChange: (quantity: number) => void;
  onRefuse: (message: string) => void;
  /** What one unit is, as the product says it ('per metre'), shown beside the field. */
  unit?: string | null;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT();
  // What is being typed; null while the field shows the value it was given.
  const [draft, setDraft] = useState<string | null>(null);
  const tooMany = () => t('Only {n} quantity can be added for this item', { n: max });
  const refuse = (message: string) =>
    onRefuse(
      REFUSALS.includes(message) ? t(message) : message === onlyQuantityMessage(max) ? tooMany() : message,
    );

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const { quantity, message } = readQuantity(draft, max);
    if (message) refuse(message);
    if (quantity !== null && quantity !== value) onChange(quantity);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  }

  function increase() {
    if (value + 1 > max) onRefuse(tooMany());
    else onChange(value + 1);
  }

  const unitId = `${id}-unit`;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="group"
        aria-label={label}
        className="inline-flex items-center rounded-md border border-neutral-300 bg-white"
      >
        <Button
          variant="ghost"
          size="icon"
          className="size-9 rounded-r-none"
          onClick={() => onChange(value - 1)}
          disabled={disabled || value <= 1}
          aria-label={t('Decrease quantity')}
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-label={label}
          aria-describedby={unit ? unitId : undefined}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="qty-input"
        />
        <Button
          variant="ghost"
          size="icon"
          className="size-9 rounded-l-none"
          onClick={increase}
          disabled={disabled}
          aria-label={t('Increase quantity')}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {unit ? (
        <span id={unitId} className="text-sm text-neutral-600">
          {unit}
        </span>
      ) : null}
    </div>
  );
}
