import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  AddressFields,
  MAX_ADDRESSES,
  MAX_ADDRESSES_MESSAGE,
  StateCode,
  type ApiAddress,
} from '../../../../../common/contracts/address';
import { stateForPincode } from '../../../../../common/gst/pincode-states';
import { GST_STATES } from '../../../../../common/gst/states';
import { GST_STATE_NAMES_HI } from '../../../../../common/gst/state-names-hi';
import { Button } from '../../../components/ui/button';
import { useDisabledReason, whatToAdd } from '../../../components/ui/disabled-reason';
import { FormField, RequiredLegend } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { msg, useLang, useT } from '../../../i18n/i18n';
import { knownMessage } from '../../../i18n/known-messages';
import { ADDRESS_FORM_MESSAGES } from '../address-messages';

/**
 * The form's own fields: the five of SPEC §3 with the server's rules (common/contracts/address.ts), and the
 * state or union territory, which decides CGST + SGST or IGST. The state is offered from the
 * pincode and may be corrected; left empty, the server takes it from the pincode.
 */
const AddressFormSchema = z.object({
  ...AddressFields,
  stateCode: z
    .union([z.literal(''), StateCode])
    .optional()
    .transform((code) => code || undefined),
});
type Values = z.input<typeof AddressFormSchema>;
type Checked = z.output<typeof AddressFormSchema>;
type FieldName = keyof Values;

const STATE_OPTIONS = [...GST_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
// On a Hindi page, the Hindi names in Hindi order (the values are the same codes).
const STATE_OPTIONS_HI = GST_STATES.map((s) => ({ code: s.code, name: GST_STATE_NAMES_HI[s.code] })).sort(
  (a, b) => a.name.localeCompare(b.name, 'hi'),
);

/**
 * The fields in the order they are shown; `required` are SPEC §5's five, each with what to add while it is
 * empty (said under the disabled button).
 */
const FIELDS: {
  name: FieldName;
  label: string;
  kind?: 'input' | 'textarea' | 'select';
  required?: string;
  wide?: boolean;
  input?: React.ComponentProps<'input'>;
}[] = [
  {
    name: 'address',
    label: msg('Address'),
    required: msg('the house number and street'),
    wide: true,
    input: { autoComplete: 'street-address', placeholder: msg('House no., street, area') },
  },
  {
    name: 'city',
    label: msg('City'),
    required: msg('the city'),
    input: { autoComplete: 'address-level2', placeholder: msg('City or town') },
  },
  {
    name: 'pincode',
    label: msg('Pincode'),
    required: msg('the pincode'),
    input: {
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      maxLength: 6,
      placeholder: msg('6-digit PIN code'),
    },
  },
  { name: 'stateCode', label: msg('State / UT'), kind: 'select' },
  {
    name: 'phone',
    label: msg('Phone'),
    required: msg('a phone number'),
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: msg('10-digit mobile number') },
  },
  {
    name: 'notes',
    label: msg('Notes'),
    required: msg('a landmark or delivery note'),
    wide: true,
    kind: 'textarea',
  },
];

const EMPTY: Values = { address: '', city: '', pincode: '', stateCode: '', phone: '', notes: '' };

const valuesOf = (a: ApiAddress): Values => ({
  address: a.address,
  city: a.city,
  pincode: a.pincode,
  stateCode: (a.stateCode ?? '') as Values['stateCode'],
  phone: a.phone,
  notes: a.notes,
});

/** What is still to be filled in (SPEC §5: every required field non-empty after trimming), in the form's order. */
export const addressMissing = (values: Partial<Values>): string[] =>
  FIELDS.flatMap((f) => (f.required && String(values[f.name] ?? '').trim() === '' ? [f.required] : []));

/** SPEC §5: every field non-empty after trimming, or submit stays disabled. */
export const addressComplete = (values: Partial<Values>) => addressMissing(values).length === 0;

export interface AddressFormProps {
  userId: string;
  /** The address being edited (edit mode), or null (add mode). */
  editing: ApiAddress | null;
  /** How many addresses the user has saved: in add mode, at most MAX_ADDRESSES (SPEC §9). */
  count: number;
  /** After a successful save; the caller goes back to add mode (SPEC §4). */
  onSaved?: (address: ApiAddress, mode: 'add' | 'edit') => void;
  /** Offers Cancel (leaving edit mode, or closing an add form opened on demand). */
  onCancel?: () => void;
  className?: string;
}

/**
 * SPEC §2/§4/§5 address form, the one used by checkout and the account (DESIGN convention 11): add mode,
 * or edit mode for the address whose Edit was clicked; back to an empty add form after a successful save.
 * With MAX_ADDRESSES saved, add mode says 'You can add max 3 addresses' instead of offering the fields.
 */
export function AddressForm(props: AddressFormProps) {
  // A new form per address edited (or for adding), so its fields start from that address.
  return <AddressFormBody key={props.editing?._id ?? 'add'} {...props} />;
}

function AddressFormBody({ userId, editing, count, onSaved, onCancel, className }: AddressFormProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const form = useForm<Values, unknown, Checked>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });
  const watched = useWatch({ control: form.control });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || add.isPending || update.isPending;
  const atLimit = !editing && count >= MAX_ADDRESSES;
  const headingId = `${id}-heading`;
  const missing = whatToAdd(addressMissing(watched), t);
  const why = useDisabledReason(missing);

  // A changed pincode brings its state, unless the shopper picked one themselves (a saved address keeps
  // its state, a correction included, until its pincode changes).
  const pincode = watched.pincode ?? '';
  const fromPincode = stateForPincode(pincode);
  const lastPincode = useRef(pincode);
  const [stateByHand, setStateByHand] = useState(false);
  useEffect(() => {
    if (pincode === lastPincode.current) return;
    lastPincode.current = pincode;
    if (fromPincode && !stateByHand) form.setValue('stateCode', fromPincode.code);
  }, [pincode, fromPincode, stateByHand, form]);
  const stateHint =
    /^\d{6}$/.test(pincode.trim()) && !fromPincode && !watched.stateCode
      ? t('We could not tell the state from this pincode. Please choose it.')
      : undefined;

  const fieldError = (message?: string) => message && knownMessage(t, ADDRESS_FORM_MESSAGES, message);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        const res = await update.mutateAsync({ userId, addressId: editing._id, values });
        toast({ title: res.message || t('Address updated successfully') });
        onSaved?.(res.data, 'edit');
      } else {
        if (count >= MAX_ADDRESSES) {
          toast({
            title: knownMessage(t, ADDRESS_FORM_MESSAGES, MAX_ADDRESSES_MESSAGE),
            variant: 'destructive',
          });
          return;
        }
        const res = await add.mutateAsync({ ...values, userId });
        toast({ title: res.message || t('Address added successfully') });
        form.reset(EMPTY);
        setStateByHand(false);
        onSaved?.(res.data, 'add');
      }
    } catch (error) {
      toast({
        title: errorMessage(error, t('Could not save the address. Please try again.')),
        variant: 'destructive',
      });
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-neutral-200 bg-white p-4 sm:p-5', className)}
    >
      <h3 id={headingId} className="text-base font-semibold">
        {editing ? t('Edit address') : t('Add a new address')}
      </h3>
      {atLimit ? (
        <div
          role="status"
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{knownMessage(t, ADDRESS_FORM_MESSAGES, MAX_ADDRESSES_MESSAGE)}</p>
          <p className="mt-1">{t('Edit or delete a saved address to use a different one.')}</p>
        </div>
      ) : (
        <form className="mt-2 grid gap-4 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
          <RequiredLegend className="sm:col-span-2" />
          {FIELDS.map((field, index) => {
            const fieldId = `${id}-${field.name}`;
            return (
              <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
                <FormField
                  id={fieldId}
                  label={t(field.label)}
                  required={!!field.required}
                  error={
                    fieldError(errors[field.name]?.message) ??
                    (field.name === 'stateCode' ? stateHint : undefined)
                  }
                >
                  {(a11y) =>
                    field.kind === 'select' ? (
                      <NativeSelect
                        {...a11y}
                        autoComplete="address-level1"
                        {...form.register(field.name, {
                          onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                            setStateByHand(e.target.value !== '');
                          },
                        })}
                      >
                        <option value="">{t('Choose state or union territory')}</option>
                        {(lang === 'hi' ? STATE_OPTIONS_HI : STATE_OPTIONS).map((state) => (
                          <option key={state.code} value={state.code}>
                            {state.name}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : field.kind === 'textarea' ? (
                      <Textarea
                        {...a11y}
                        rows={2}
                        className="min-h-16"
                        placeholder={t('Landmark, floor, or when to deliver')}
                        {...form.register(field.name)}
                      />
                    ) : (
                      <Input
                        {...a11y}
                        {...field.input}
                        placeholder={field.input?.placeholder && t(field.input.placeholder)}
                        // An opened form starts at its first field, which also scrolls it into view.
                        autoFocus={!!onCancel && index === 0}
                        {...form.register(field.name)}
                      />
                    )
                  }
                </FormField>
              </div>
            );
          })}
          {/*
           * Add address, what it waits for right under it, then Cancel: the order a phone shows and the keyboard
           * follows from the last field. Wider screens show Cancel first, in the row.
           */}
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button
              busy={busy}
              type="submit"
              disabled={busy || missing !== null}
              aria-describedby={why.describedBy}
            >
              {editing ? t('Save address') : t('Add address')}
            </Button>
            {why.note ? <div className="sm:basis-full sm:text-right">{why.note}</div> : null}
            {onCancel ? (
              <Button variant="outline" className="sm:order-first" onClick={onCancel} disabled={busy}>
                {t('Cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
