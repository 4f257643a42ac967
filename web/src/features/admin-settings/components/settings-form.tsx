import { useEffect, useId } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { RotateCcw, Save } from 'lucide-react';
import { Percent } from '../../../../../common/contracts/common';
import {
  DEFAULT_ORDER_MAILS,
  EstimatorConfigSchema,
  GSTIN_RE,
  OrderMailsSchema,
  type OrderMails,
  PRICE_SOURCES,
  SettingsBody,
} from '../../../../../common/contracts/settings';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { AdminSettings } from '../api/get-settings';
import { useUpdateAdminSettings } from '../api/update-settings';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryErrorsFromMessage,
  DeliveryFormSchema,
  deliveryToForm,
  type DeliveryFormValues,
} from './delivery-form';
import { DeliverySection } from './delivery-section';
import {
  DEFAULT_RETURNS_SETTINGS,
  returnsErrorsFromMessage,
  ReturnsFormSchema,
  returnsToForm,
  type ReturnsFormValues,
} from './returns-form';
import { ReturnsSection } from './returns-section';
import { OrderMailsSection } from './order-mails-section';
import {
  LowStockDigestFormSchema,
  LowStockDigestSection,
  lowStockDigestToForm,
  type LowStockDigestFormValues,
} from './low-stock-digest-section';

/** SPEC §8 settings messages. */
export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings',
  updateFailed: 'Failed to update settings',
  updated: 'Settings updated successfully',
} as const;

const PRICE_SOURCE_LABELS: Record<(typeof PRICE_SOURCES)[number], string> = {
  base: 'Base price (before GST)',
  sale: 'Sale price (incl. GST)',
  'lowest-tier': 'Lowest price tier',
  'highest-tier': 'Highest price tier',
};

const ESTIMATOR_FLAGS = [
  ['showSize', 'Show size'],
  ['showCapacity', 'Show capacity'],
  ['showHSN', 'Show HSN'],
  ['allowVariantSelect', 'Allow choosing a variant'],
] as const;

/** The form's values: rates as typed text, everything else as the API has it. */
export interface SettingsFormValues {
  companyName: string;
  companyAddress: string;
  gstNumber: string;
  cgstPercent: string;
  sgstPercent: string;
  invoiceNote: string;
  currency: 'INR';
  phone: string;
  whatsapp: string;
  email: string;
  estimatorConfig: z.output<typeof EstimatorConfigSchema>;
  /** The delivery rules (issue 28), numbers and lists as typed. */
  delivery: DeliveryFormValues;
  /** The cancellation and return policy (issue 29), numbers as typed. */
  returns: ReturnsFormValues;
  /** Which order mails are sent (issue 31). */
  orderMails: OrderMails;
  /** The owner's daily low-stock digest (issue 31), the hour and limit as typed. */
  lowStockDigest: LowStockDigestFormValues;
}

const Rate = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), `${field} must be a number with at most 2 decimals`)
    .refine((v) => Percent.safeParse(Number(v)).success, `${field} must be 0–100`);

/**
 * The form's own checks, from the server's contract (SettingsBody): the same lengths, phone and e-mail
 * rules and the GSTIN format, with the rates (SPEC §5: numeric, 0–100) checked as typed.
 */
const shape = SettingsBody.shape;
export const SettingsFormSchema = z.object({
  companyName: shape.companyName.unwrap(),
  companyAddress: shape.companyAddress.unwrap(),
  gstNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === '' || GSTIN_RE.test(v),
      'GST number must be a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
    ),
  cgstPercent: Rate('CGST'),
  sgstPercent: Rate('SGST'),
  invoiceNote: shape.invoiceNote.unwrap(),
  currency: z.literal('INR', { message: 'Only INR is supported' }),
  phone: shape.phone.unwrap(),
  whatsapp: shape.whatsapp.unwrap(),
  email: shape.email.unwrap(),
  estimatorConfig: EstimatorConfigSchema,
  delivery: DeliveryFormSchema,
  returns: ReturnsFormSchema,
  orderMails: OrderMailsSchema,
  lowStockDigest: LowStockDigestFormSchema,
});
export type SettingsFormInput = z.input<typeof SettingsFormSchema>;
export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

/** Settings as the form holds them: numbers as text, so an untouched form equals what was loaded. */
export function settingsToForm(s: AdminSettings): SettingsFormValues {
  return {
    companyName: s.companyName,
    companyAddress: s.companyAddress,
    gstNumber: s.gstNumber,
    cgstPercent: String(s.cgstPercent),
    sgstPercent: String(s.sgstPercent),
    invoiceNote: s.invoiceNote,
    currency: 'INR',
    phone: s.phone,
    whatsapp: s.whatsapp,
    email: s.email,
    estimatorConfig: { ...s.estimatorConfig },
    delivery: deliveryToForm(s.delivery ?? DEFAULT_DELIVERY_SETTINGS),
    returns: returnsToForm(s.returns ?? DEFAULT_RETURNS_SETTINGS),
    orderMails: { ...DEFAULT_ORDER_MAILS, ...s.orderMails },
    lowStockDigest: lowStockDigestToForm(s.lowStockDigest),
  };
}

/**
 * SPEC §2 settings form: Save is enabled only when something changed and nothing is loading; Reset
 * restores the loaded values. What is saved shows on the storefront at once (footer, contact page,
 * invoices) because the public settings reload.
 */
export function SettingsForm({ settings, loading }: { settings: AdminSettings; loading: boolean }) {
  const update = useUpdateAdminSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: settingsToForm(settings),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const statusId = useId();
  const busy = loading || isSubmitting || update.isPending;

  // New settings from the server (after a save, or a reload) become the values Reset goes back to.
  useEffect(() => {
    form.reset(settingsToForm(settings));
  }, [settings, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await update.mutateAsync({
        ...values,
        cgstPercent: Number(values.cgstPercent),
        sgstPercent: Number(values.sgstPercent),
      });
      toast({ title: res.message || SETTINGS_MESSAGES.updated });
    } catch (error) {
      // A delivery or return policy figure the server refused shows by its field too.
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, message] of Object.entries(deliveryErrorsFromMessage(error.message))) {
          form.setError(`delivery.${field}` as Path<SettingsFormInput>, { message });
        }
        for (const [field, message] of Object.entries(returnsErrorsFromMessage(error.message))) {
          form.setError(`returns.${field}` as Path<SettingsFormInput>, { message });
        }
      }
      toast({
        variant: 'destructive',
        title: SETTINGS_MESSAGES.updateFailed,
        description: errorMessage(error, '') || undefined,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Site settings">
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
        <legend className="float-left mb-1 w-full text-lg font-semibold">Company</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id="settings-company-name"
            label="Company name"
            error={errors.companyName?.message}
            maxLength={200}
            {...form.register('companyName')}
          />
          <TextField
            id="settings-gst-number"
            label="GST number (GSTIN)"
            error={errors.gstNumber?.message}
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="27AAPFU0939F1ZV"
            className="font-mono uppercase"
            {...form.register('gstNumber')}
          />
        </div>
        <FormField
          id="settings-company-address"
          label="Company address"
          error={errors.companyAddress?.message}
        >
          {(a) => <Textarea {...a} rows={3} maxLength={1000} {...form.register('companyAddress')} />}
        </FormField>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            id="settings-phone"
            label="Phone"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            placeholder="+91 20 2553 1234"
            {...form.register('phone')}
          />
          <TextField
            id="settings-whatsapp"
            label="WhatsApp number"
            type="tel"
            autoComplete="off"
            error={errors.whatsapp?.message}
            placeholder="+91 98765 43210"
            {...form.register('whatsapp')}
          />
          <TextField
            id="settings-email"
            label="E-mail"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            placeholder="hello@example.in"
            {...form.register('email')}
          />
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
        <legend className="float-left mb-1 w-full text-lg font-semibold">Tax and invoices</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="settings-cgst"
            label="CGST %"
            type="number"
            min={0}
            max={100}
            step="0.01"
            inputMode="decimal"
            error={errors.cgstPercent?.message}
            {...form.register('cgstPercent')}
          />
          <TextField
            id="settings-sgst"
            label="SGST %"
            type="number"
            min={0}
            max={100}
            step="0.01"
            inputMode="decimal"
            error={errors.sgstPercent?.message}
            {...form.register('sgstPercent')}
          />
          <FormField id="settings-currency" label="Currency">
            {(a) => (
              <NativeSelect {...a} {...form.register('currency')}>
                <option value="INR">INR (₹, Indian rupee)</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        <p className="text-xs text-neutral-600">The rates apply to products that have none of their own.</p>
        <FormField id="settings-invoice-note" label="Invoice note" error={errors.invoiceNote?.message}>
          {(a) => (
            <Textarea
              {...a}
              rows={3}
              maxLength={2000}
              placeholder="Printed at the foot of every invoice"
              {...form.register('invoiceNote')}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
        <legend className="float-left mb-1 w-full text-lg font-semibold">Estimator</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ESTIMATOR_FLAGS.map(([key, text]) => (
            <Controller
              key={key}
              control={form.control}
              name={`estimatorConfig.${key}`}
              render={({ field }) => (
                <div className="flex items-center gap-3">
                  <Checkbox
                    id={`settings-${key}`}
                    checked={field.value}
                    onCheckedChange={(c) => field.onChange(c === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                  <Label htmlFor={`settings-${key}`}>{text}</Label>
                </div>
              )}
            />
          ))}
        </div>
        <div className="max-w-sm">
          <FormField
            id="settings-price-source"
            label="Price the estimator starts from"
            error={errors.estimatorConfig?.priceSource?.message}
          >
            {(a) => (
              <NativeSelect {...a} {...form.register('estimatorConfig.priceSource')}>
                {PRICE_SOURCES.map((p) => (
                  <option key={p} value={p}>
                    {PRICE_SOURCE_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </fieldset>

      <DeliverySection form={form} />
      <ReturnsSection form={form} />

      <OrderMailsSection control={form.control} />
      <LowStockDigestSection form={form} />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-neutral-200 bg-white/95 py-3 pl-4 pr-20 backdrop-blur sm:-mx-6 sm:pl-6 sm:pr-24 lg:-mx-8 lg:pl-8">
        {/* While nothing has changed, this line is why Save is disabled (the shop's disabled-reason pattern). */}
        <p id={statusId} className="mr-auto text-sm text-neutral-600" role="status">
          {isDirty ? 'You have unsaved changes.' : 'No changes to save.'}
        </p>
        <Button
          variant="outline"
          onClick={() => form.reset(settingsToForm(settings))}
          disabled={!isDirty || busy}
        >
          <RotateCcw aria-hidden="true" /> Reset
        </Button>
        <Button
          busy={update.isPending}
          icon={<Save aria-hidden="true" />}
          type="submit"
          disabled={!isDirty || busy}
          aria-describedby={isDirty ? undefined : statusId}
        >
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
