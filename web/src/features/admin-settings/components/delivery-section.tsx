import { Controller, get } from 'react-hook-form';
import { DELIVERY_METHODS, DELIVERY_ZONES } from '../../../../../common/contracts/delivery';
import { GST_STATES } from '../../../../../common/gst/states';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { METHOD_LABELS, ZONE_LABELS } from './delivery-form';
import { CARD, Group } from './settings-card';
import type { SettingsFormApi as Form } from './settings-form-schema';

/** A money input in rupees (tax included), as typed. */
const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
const whole = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;

/** A checkbox with its label, the whole row clickable. */
function CheckRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-10 items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(c) => onChange(c === true)} />
      <Label htmlFor={id} className="cursor-pointer py-2 font-normal">
        {label}
      </Label>
    </div>
  );
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);

/**
 * The Delivery and Cash on delivery cards of Settings: every figure of the shop's delivery
 * policy, which checkout, the cart, the pincode check, the Shipping & Delivery page and the Terms read.
 */
export function DeliverySection({ form }: { form: Form }) {
  const errors = form.formState.errors.delivery;
  const error = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;

  return (
    <>
      <fieldset className={CARD}>
        <legend className="float-left mb-1 w-full text-lg font-semibold">Delivery</legend>
        <p className="text-sm text-neutral-600">
          What delivery costs and where it goes. Checkout, the cart, the Shipping &amp; Delivery page and the
          Terms all use these figures. Amounts are in rupees, tax included.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            id="delivery-free-above"
            label="Free delivery above (₹)"
            hint="Standard delivery is free when the goods are worth more than this."
            error={error('freeAbove')}
            {...money}
            {...form.register('delivery.freeAbove')}
          />
          <TextField
            id="delivery-standard-fee"
            label="Standard fee (₹)"
            hint="Below the free threshold, outside the local area."
            error={error('standardFee')}
            {...money}
            {...form.register('delivery.standardFee')}
          />
          <TextField
            id="delivery-local-fee"
            label="Local fee (₹)"
            hint="Below the free threshold, within the local area."
            error={error('localFee')}
            {...money}
            {...form.register('delivery.localFee')}
          />
        </div>
        <FormField
          id="delivery-local-pincodes"
          label="Local area pincodes"
          hint="Pincodes, or their first digits (411 is all of Pune), separated by commas or spaces. Empty: the city of the shop address’s pincode."
          error={error('localPincodes')}
        >
          {(a) => (
            <Textarea
              {...a}
              rows={2}
              className="min-h-16 font-mono"
              spellCheck={false}
              inputMode="numeric"
              placeholder="411, 412105"
              {...form.register('delivery.localPincodes')}
            />
          )}
        </FormField>

        <Group legend="Express delivery" hint="City: the local area. State: the rest of the shop’s state.">
          <div className="grid gap-4 sm:grid-cols-3">
            {DELIVERY_ZONES.map((zone) => (
              <TextField
                key={zone}
                id={`delivery-express-${zone}`}
                label={`Express fee, ${ZONE_LABELS[zone]} (₹)`}
                error={error(`expressFee.${zone}`)}
                {...money}
                {...form.register(`delivery.expressFee.${zone}`)}
              />
            ))}
          </div>
        </Group>

        <Group
          legend="Delivery estimates"
          hint="Business days (Monday–Saturday) after the order’s day: the earliest and the latest. Checkout shows them as dates."
        >
          {/* Focusable, so the table can be scrolled sideways by keyboard on a phone; relative, so the hidden labels
              (sr-only, absolutely placed) scroll with it instead of widening the page. */}
          <div
            className="relative min-w-0 overflow-x-auto rounded-md border border-neutral-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            tabIndex={0}
            role="region"
            aria-label="Delivery estimates in business days"
          >
            <table className="w-full min-w-[30rem] text-sm">
              <caption className="sr-only">
                Delivery estimates in business days, earliest to latest, by method and zone
              </caption>
              <thead className="bg-neutral-50 text-left">
                <tr className="border-b border-neutral-200">
                  <td className="px-3 py-2" />
                  {DELIVERY_ZONES.map((zone) => (
                    <th key={zone} scope="col" className="px-3 py-2 font-semibold">
                      {ZONE_LABELS[zone]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {DELIVERY_METHODS.map((method) => (
                  <tr key={method} className="border-b border-neutral-100 align-top last:border-0">
                    <th scope="row" className="px-3 py-3 text-left font-semibold">
                      {METHOD_LABELS[method]}
                    </th>
                    {DELIVERY_ZONES.map((zone) => {
                      const id = `delivery-days-${method}-${zone}`;
                      const message =
                        error(`days.${method}.${zone}.min`) ??
                        error(`days.${method}.${zone}.max`) ??
                        error(`days.${method}.${zone}`);
                      const a11y = {
                        'aria-invalid': message ? true : undefined,
                        'aria-describedby': message ? `${id}-error` : undefined,
                      };
                      const where = `${METHOD_LABELS[method]} to ${ZONE_LABELS[zone]}`;
                      return (
                        <td key={zone} className="px-3 py-2">
                          <div className="flex items-center gap-1.5">
                            <label htmlFor={`${id}-min`} className="sr-only">
                              {where}: earliest business day
                            </label>
                            <Input
                              id={`${id}-min`}
                              className="w-16 px-2 text-center"
                              {...whole}
                              max={60}
                              {...a11y}
                              {...form.register(`delivery.days.${method}.${zone}.min`)}
                            />
                            <span aria-hidden="true">–</span>
                            <label htmlFor={`${id}-max`} className="sr-only">
                              {where}: latest business day
                            </label>
                            <Input
                              id={`${id}-max`}
                              className="w-16 px-2 text-center"
                              {...whole}
                              max={60}
                              {...a11y}
                              {...form.register(`delivery.days.${method}.${zone}.max`)}
                            />
                          </div>
                          {message ? (
                            <p id={`${id}-error`} className="mt-1 max-w-40 text-xs text-red-700">
                              {message}
                            </p>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Group>

        <Group legend="Fragile packaging">
          <div className="max-w-xs">
            <TextField
              id="delivery-fragile-fee"
              label="Fragile packaging fee (₹)"
              hint="Once per order with a fragile product (glass, sanitaryware). Mark products or categories fragile in their forms."
              error={error('fragileFee')}
              {...money}
              {...form.register('delivery.fragileFee')}
            />
          </div>
        </Group>

        <Group legend="Where we do not deliver">
          <Controller
            control={form.control}
            name="delivery.blockedStates"
            render={({ field }) => (
              <fieldset
                className="grid min-w-0 gap-2"
                aria-describedby={error('blockedStates') ? 'delivery-blocked-states-error' : undefined}
              >
                <legend className="mb-1 text-sm font-medium text-neutral-800">
                  States not served{' '}
                  <span className="font-normal text-neutral-600">
                    {field.value.length ? `(${field.value.length} chosen)` : '(none)'}
                  </span>
                </legend>
                <div className="grid max-h-64 grid-cols-1 gap-x-4 overflow-y-auto rounded-md border border-neutral-200 px-3 py-1 sm:grid-cols-2 lg:grid-cols-3">
                  {GST_STATES.map((s) => (
                    <CheckRow
                      key={s.code}
                      id={`delivery-blocked-state-${s.code}`}
                      label={s.name}
                      checked={field.value.includes(s.code)}
                      onChange={(on) => field.onChange(toggle(field.value, s.code, on))}
                    />
                  ))}
                </div>
                {error('blockedStates') ? (
                  <p id="delivery-blocked-states-error" className="text-sm text-red-700">
                    {error('blockedStates')}
                  </p>
                ) : null}
              </fieldset>
            )}
          />
          <FormField
            id="delivery-blocked-pincodes"
            label="Pincodes not served"
            hint="Pincodes, or their first digits, separated by commas or spaces."
            error={error('blockedPincodes')}
          >
            {(a) => (
              <Textarea
                {...a}
                rows={2}
                className="min-h-16 font-mono"
                spellCheck={false}
                inputMode="numeric"
                placeholder="744, 682555"
                {...form.register('delivery.blockedPincodes')}
              />
            )}
          </FormField>
          <FormField
            id="delivery-blocked-message"
            label="Message shown there"
            hint="What a buyer with such an address reads at checkout and in the pincode check."
            error={error('blockedMessage')}
          >
            {(a) => (
              <Textarea {...a} rows={2} maxLength={300} {...form.register('delivery.blockedMessage')} />
            )}
          </FormField>
        </Group>
      </fieldset>

      <fieldset className={CARD}>
        <legend className="float-left mb-1 w-full text-lg font-semibold">Cash on delivery</legend>
        <Controller
          control={form.control}
          name="delivery.cod.enabled"
          render={({ field }) => (
            <div className="flex min-h-11 flex-wrap items-center gap-3">
              <Switch
                id="delivery-cod-enabled"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby="delivery-cod-enabled-hint"
              />
              <Label htmlFor="delivery-cod-enabled" className="cursor-pointer">
                Cash on delivery
              </Label>
              <p id="delivery-cod-enabled-hint" className="basis-full text-xs text-neutral-600">
                {field.value
                  ? 'On: checkout offers cash on delivery, with its fee, where the rules below allow it (a buyer confirms their e-mail address before their first cash order). The pincode check, the Shipping & Delivery page and the Terms say so.'
                  : 'Off: checkout offers online payment only, and the pincode check and the policy pages do not mention cash on delivery. Cash orders already placed are still delivered and collected.'}
              </p>
            </div>
          )}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            id="delivery-cod-fee"
            label="Cash-on-delivery fee (₹)"
            error={error('cod.fee')}
            {...money}
            {...form.register('delivery.cod.fee')}
          />
          <TextField
            id="delivery-cod-max-order"
            label="Largest order (₹)"
            hint="The order’s total, charges included."
            error={error('cod.maxOrder')}
            {...money}
            {...form.register('delivery.cod.maxOrder')}
          />
          <TextField
            id="delivery-cod-max-open"
            label="Open unpaid cash orders per account"
            error={error('cod.maxOpen')}
            {...whole}
            max={50}
            {...form.register('delivery.cod.maxOpen')}
          />
        </div>
        <Controller
          control={form.control}
          name="delivery.cod.zones"
          render={({ field }) => (
            <fieldset
              className="grid min-w-0 gap-1"
              aria-describedby={error('cod.zones') ? 'delivery-cod-zones-error' : undefined}
            >
              <legend className="mb-1 text-sm font-medium text-neutral-800">Offered in</legend>
              <div className="flex flex-wrap gap-x-6">
                {DELIVERY_ZONES.map((zone) => (
                  <CheckRow
                    key={zone}
                    id={`delivery-cod-zone-${zone}`}
                    label={ZONE_LABELS[zone]}
                    checked={field.value.includes(zone)}
                    onChange={(on) => field.onChange(toggle(field.value, zone, on))}
                  />
                ))}
              </div>
              {error('cod.zones') ? (
                <p id="delivery-cod-zones-error" className="text-sm text-red-700">
                  {error('cod.zones')}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      </fieldset>
    </>
  );
}
