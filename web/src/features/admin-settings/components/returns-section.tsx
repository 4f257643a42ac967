import { get } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import type { ReturnsField } from './returns-form';
import { CARD, Group } from './settings-card';
import type { SettingsFormApi as Form } from './settings-form-schema';

const whole = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
const percent = { type: 'number', min: 0, max: 50, step: '0.01', inputMode: 'decimal' } as const;

const FEES = [
  ['unopened', 'Unopened, sealed packaging (%)'],
  ['opened', 'Opened but unused (%)'],
  ['damagedPackaging', 'Damaged or missing packaging (%)'],
] as const;

/**
 * The Returns & cancellations card of Settings: the cancellation and return windows, the
 * restocking fees by condition and the refund's business days, which the Refund & Return page, the Refund &
 * Cancellation page and the Terms state. Saved as `returns`, whole, with the rest of the form.
 */
export function ReturnsSection({ form }: { form: Form }) {
  const errors = form.formState.errors.returns;
  const error = (path: ReturnsField): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;

  return (
    <fieldset className={CARD}>
      <legend className="float-left mb-1 w-full text-lg font-semibold">Returns &amp; cancellations</legend>
      <p className="text-sm text-neutral-600">
        How long customers may cancel and return, what a return costs them and how soon refunds arrive. The
        Refund &amp; Return page, the Refund &amp; Cancellation page and the Terms all state these figures. A
        cancelled or refunded paid order does not give its discount code's use back; an unpaid order that ends
        does.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="returns-cancel-hours"
          label="Cancellation window (hours)"
          hint="Hours after ordering, while the order is not dispatched: 0 to 72. 0: orders cannot be cancelled once placed."
          error={error('cancelWithinHours')}
          {...whole}
          max={72}
          {...form.register('returns.cancelWithinHours')}
        />
        <TextField
          id="returns-return-days"
          label="Return window (days)"
          hint="Days after delivery: 0 to 90. 0: the shop does not accept returns (faulty or wrong items are still replaced or refunded)."
          error={error('returnWithinDays')}
          {...whole}
          max={90}
          {...form.register('returns.returnWithinDays')}
        />
      </div>

      <Group
        legend="Restocking fees"
        hint="The percent of a returned item’s price the shop keeps, by the item’s condition: 0 to 50, at most 2 decimals. A faulty or wrong item is always refunded in full."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {FEES.map(([key, label]) => (
            <TextField
              key={key}
              id={`returns-fee-${key}`}
              label={label}
              error={error(`restockingPercent.${key}`)}
              {...percent}
              {...form.register(`returns.restockingPercent.${key}`)}
            />
          ))}
        </div>
      </Group>

      <Group
        legend="Refund time"
        hint="Business days for a refund to reach the customer after a cancellation or a received return: 1 to 30, the earliest and the latest (the same for one figure)."
      >
        <div className="grid gap-4 sm:max-w-lg sm:grid-cols-2">
          <TextField
            id="returns-refund-min"
            label="Earliest refund (business days)"
            error={error('refundDays.min')}
            {...whole}
            min={1}
            max={30}
            {...form.register('returns.refundDays.min')}
          />
          <TextField
            id="returns-refund-max"
            label="Latest refund (business days)"
            error={error('refundDays.max')}
            {...whole}
            min={1}
            max={30}
            {...form.register('returns.refundDays.max')}
          />
        </div>
      </Group>
    </fieldset>
  );
}
