import { memo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { OrderMailKind } from '../../../../../common/contracts/settings';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { CARD } from './settings-card';
import type { SettingsFormInput, SettingsFormOutput } from './settings-form-schema';

type FormControl = Control<SettingsFormInput, unknown, SettingsFormOutput>;

/** Each order mail, as the owner reads it. */
export const ORDER_MAIL_LABELS: [OrderMailKind, string, string][] = [
  ['confirmed', 'Order confirmed', 'A cash-on-delivery order you confirm: it is being prepared.'],
  ['inProcess', 'Being prepared', 'A paid order you move to In Process.'],
  ['shipped', 'Shipped', 'With the courier, the tracking number (AWB) and the Track link.'],
  ['delivered', 'Delivered', 'When you mark the order delivered.'],
  ['rejected', 'Rejected', 'With the reason you give, if any.'],
  [
    'ownerNewOrder',
    'New order (to you)',
    'To the shop’s e-mail above, when an order is paid online or placed for cash on delivery.',
  ],
];

/**
 * The "Order e-mails" card of Settings: a switch per mail the shop sends at each status change,
 * and the owner's new-order mail. Saved as `orderMails` with the rest of the form. Memoised on the form's
 * (stable) control: each switch's Controller follows its own value, so typing elsewhere does not redraw the card.
 */
export const OrderMailsSection = memo(function OrderMailsSection({ control }: { control: FormControl }) {
  return (
    <fieldset className={CARD}>
      <legend className="float-left mb-1 w-full text-lg font-semibold">Order e-mails</legend>
      <p className="text-sm text-neutral-600">
        The e-mails the customer gets when you change an order’s status, and the one you get for a new order.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {ORDER_MAIL_LABELS.map(([key, label, hint]) => (
          <Controller
            key={key}
            control={control}
            name={`orderMails.${key}`}
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Switch
                  id={`order-mail-${key}`}
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-describedby={`order-mail-${key}-hint`}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`order-mail-${key}`}>{label}</Label>
                  <p id={`order-mail-${key}-hint`} className="text-xs text-neutral-600">
                    {hint}
                  </p>
                </div>
              </div>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
});
