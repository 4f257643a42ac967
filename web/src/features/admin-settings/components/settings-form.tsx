import { useEffect, useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { AdminSettings } from '../api/get-settings';
import { useUpdateAdminSettings } from '../api/update-settings';
import { deliveryErrorsFromMessage } from './delivery-form';
import { DeliverySection } from './delivery-section';
import { CompanySection, EstimatorSection, TaxSection } from './general-sections';
import { LowStockDigestSection } from './low-stock-digest-section';
import { OrderMailsSection } from './order-mails-section';
import { returnsErrorsFromMessage } from './returns-form';
import { ReturnsSection } from './returns-section';
import { SearchSynonymsSection } from './search-synonyms-section';
import {
  SettingsFormSchema,
  settingsToForm,
  type SettingsFormInput,
  type SettingsFormOutput,
} from './settings-form-schema';

/** SPEC §8 settings messages. */
export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings',
  updateFailed: 'Failed to update settings',
  updated: 'Settings updated successfully',
} as const;

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
  const { isDirty, isSubmitting } = form.formState;
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
      <CompanySection form={form} />
      <TaxSection form={form} />
      <EstimatorSection form={form} />

      <DeliverySection form={form} />
      <ReturnsSection form={form} />

      <OrderMailsSection control={form.control} />
      <LowStockDigestSection form={form} />
      <SearchSynonymsSection form={form} />

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
