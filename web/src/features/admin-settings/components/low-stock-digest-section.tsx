import { Controller } from 'react-hook-form';
import { MAX_LOW_STOCK_BELOW } from '../../../../../common/contracts/settings';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { CARD } from './settings-card';
import type { SettingsFormApi as Form } from './settings-form-schema';

/** 0 → "00:00 (midnight)", 13 → "13:00 (1 pm)". */
const hourLabel = (h: number) =>
  `${String(h).padStart(2, '0')}:00 (${h === 0 ? 'midnight' : h === 12 ? 'noon' : h < 12 ? `${h} am` : `${h - 12} pm`})`;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The "Low-stock digest" card of Settings: on or off, the hour (India time) from which the day's
 * mail goes to the shop's e-mail, and the stock under which a product is listed. Saved with the rest of the form.
 */
export function LowStockDigestSection({ form }: { form: Form }) {
  const errors = form.formState.errors.lowStockDigest;
  return (
    <fieldset className={CARD}>
      <legend className="float-left mb-1 w-full text-lg font-semibold">Low-stock digest</legend>
      <p className="text-sm text-neutral-600">
        Once a day, an e-mail to the shop’s e-mail above listing the products running low, with their stock
        and what each sold in the last 30 days. No e-mail on a day when nothing is low.
      </p>
      <Controller
        control={form.control}
        name="lowStockDigest.enabled"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Switch
              id="low-stock-digest-enabled"
              checked={field.value}
              onCheckedChange={(on) => field.onChange(on)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            <Label htmlFor="low-stock-digest-enabled">Send the daily low-stock e-mail</Label>
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="low-stock-digest-hour"
          label="Send at (India time)"
          hint="Sent once a day at this hour, or soon after."
          error={errors?.hour?.message}
        >
          {(a) => (
            <NativeSelect {...a} {...form.register('lowStockDigest.hour')}>
              {HOURS.map((h) => (
                <option key={h} value={String(h)}>
                  {hourLabel(h)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <TextField
          id="low-stock-digest-below"
          label="Low when fewer than (units)"
          hint={`A product with fewer units than this in stock is listed: 1 to ${MAX_LOW_STOCK_BELOW}.`}
          type="number"
          min={1}
          max={MAX_LOW_STOCK_BELOW}
          step={1}
          inputMode="numeric"
          error={errors?.below?.message}
          {...form.register('lowStockDigest.below')}
        />
      </div>
    </fieldset>
  );
}
