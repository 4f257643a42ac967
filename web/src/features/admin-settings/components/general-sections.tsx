import { Controller } from 'react-hook-form';
import { PRICE_SOURCES } from '../../../../../common/contracts/settings';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { CARD } from './settings-card';
import type { SettingsFormApi as Form } from './settings-form-schema';

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

/** The Company card: the name, GSTIN, address and contacts that invoices and the storefront show. */
export function CompanySection({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <fieldset className={CARD}>
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
      <FormField id="settings-company-address" label="Company address" error={errors.companyAddress?.message}>
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
  );
}

/** The Tax and invoices card: the default GST rates, the currency and the invoice's note. */
export function TaxSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <fieldset className={CARD}>
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
  );
}

/** The Estimator card: what the estimator shows and the price it starts from. */
export function EstimatorSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <fieldset className={CARD}>
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
  );
}
