import { useId, useState, type ReactNode } from 'react';
import { Calculator, Check } from 'lucide-react';
import type { BulkPriceReport } from '../../../../../common/contracts/catalog-io';
import { MAX_PRICE_RUPEES } from '../../../../../common/contracts/common';
import { formatINR } from '../../../../../common/money';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/use-toast';
import { useAdminCategories } from '../../../lib/admin-categories';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { refusedReport, useBulkPrice } from '../api/catalog-io';
import {
  describeChange,
  EMPTY_BULK_FORM,
  plural,
  toBulkBody,
  type BulkFormErrors,
  type BulkFormValues,
} from './catalog-io-rules';
import { Count, LongList } from './import-preview';

/** A row of radio buttons as one labelled group. */
function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium leading-none text-neutral-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2 text-sm has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand',
              value === o.value ? 'border-brand bg-orange-50' : 'border-neutral-300 hover:border-neutral-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="size-4 shrink-0 accent-brand"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What the change does beyond the sale prices listed (as the server does it). */
export const BULK_PRICE_NOTE =
  'The prices of each product’s variants and its quantity price tiers change by the same rule. ' +
  `A price of ₹0 stays ₹0, and no price may go above ${formatINR(MAX_PRICE_RUPEES)}. ` +
  'The price before GST is worked out again from the new sale price.';

/** The preview of a bulk change: N matched, N changing, each sale price old → new, and what stops it. */
export function BulkPricePreview({ report }: { report: BulkPriceReport }) {
  return (
    <div className="grid min-w-0 gap-3">
      <dl className="grid grid-cols-3 gap-2" aria-label="Preview counts">
        <Count label="Matched" value={report.matched} />
        <Count label="Changing" value={report.changed} tone="good" />
        <Count label="With errors" value={report.errors.length} tone="bad" />
      </dl>
      {report.errors.length > 0 ? (
        <section className="grid gap-2" aria-label="Products that stop the change">
          <h3 className="text-sm font-semibold">Products that stop the change</h3>
          <p className="text-sm text-neutral-700">Nothing is changed while any product has an error.</p>
          <LongList
            label="Products that stop the change"
            items={report.errors}
            total={report.errors.length}
            restLabel="errors"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
            render={(e) => (
              <li key={e.id} className="break-words">
                {e.title}: {e.message}
              </li>
            )}
          />
        </section>
      ) : null}
      {report.changes.length > 0 ? (
        <section className="grid min-w-0 gap-2" aria-label="New sale prices">
          <h3 className="text-sm font-semibold">New sale prices</h3>
          <p className="text-sm text-neutral-700">{BULK_PRICE_NOTE}</p>
          <Table aria-label="New sale prices">
            <TableHeader>
              <TableRow>
                <TableHead className="px-2 sm:px-3">Product</TableHead>
                <TableHead className="px-2 text-right sm:px-3">Now</TableHead>
                <TableHead className="px-2 text-right sm:px-3">New</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.changes.map((c) => (
                <TableRow key={c.id}>
                  <TableCell className="break-words px-2 sm:px-3">{c.title}</TableCell>
                  <TableCell className="whitespace-nowrap px-2 text-right tabular-nums text-neutral-600 sm:px-3">
                    {formatINR(c.from)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap px-2 text-right font-semibold tabular-nums sm:px-3">
                    {formatINR(c.to)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {report.changed > report.changes.length ? (
            <p className="text-sm text-neutral-700">
              and {(report.changed - report.changes.length).toLocaleString('en-IN')} more (only the first{' '}
              {report.changes.length.toLocaleString('en-IN')} are listed)
            </p>
          ) : null}
        </section>
      ) : report.matched === 0 ? (
        <p className="text-sm text-neutral-700">No product matches this choice.</p>
      ) : report.errors.length > 0 ? null : (
        <p className="text-sm text-neutral-700">
          No price moves: after rounding, every price stays as it is.
        </p>
      )}
    </div>
  );
}

/**
 * "Change prices": raise or lower the sale prices of a category, a brand or a search by a percent
 * or by rupees, rounded to the rupee or to ₹0.50; a preview first, then "Apply to N products".
 */
export function BulkPriceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const categories = useAdminCategories('category');
  const brands = useAdminCategories('brand');
  const mutation = useBulkPrice();
  const [values, setValues] = useState<BulkFormValues>(EMPTY_BULK_FORM);
  const [errors, setErrors] = useState<BulkFormErrors>({});
  const [preview, setPreview] = useState<{
    report: BulkPriceReport;
    key: string;
    values: BulkFormValues;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'preview' | 'apply' | null>(null);

  const keyOf = (v: BulkFormValues) => JSON.stringify(toBulkBody(v, true));
  const current = preview !== null && preview.key === keyOf(values);

  function set<K extends keyof BulkFormValues>(name: K, value: BulkFormValues[K]) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({
      ...e,
      ...(name === 'value' || name === 'unit' || name === 'direction' ? { value: undefined } : {}),
      ...(name === 'category' || name === 'brand' || name === 'search' ? { filter: undefined } : {}),
    }));
  }

  function reset() {
    setValues(EMPTY_BULK_FORM);
    setErrors({});
    setPreview(null);
    setFailure(null);
  }

  async function submit(dryRun: boolean) {
    const checked = toBulkBody(values, dryRun);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(dryRun ? 'preview' : 'apply');
    try {
      const report = await mutation.mutateAsync(checked.body);
      if (dryRun) {
        setPreview({ report, key: keyOf(values), values });
      } else if (report.written) {
        toast({ title: `Changed the price of ${plural(report.changed, 'product')}` });
        reset();
        onOpenChange(false);
      } else {
        setPreview({ report, key: keyOf(values), values });
        setFailure('Nothing was changed. Please check the preview.');
      }
    } catch (error) {
      const refused = refusedReport<BulkPriceReport>(error);
      if (refused) setPreview({ report: refused, key: keyOf(values), values });
      setFailure(
        errorMessage(
          error,
          dryRun
            ? 'The preview could not be made. Please try again.'
            : 'The prices could not be changed. Please try again.',
        ),
      );
    } finally {
      setPending(null);
    }
  }

  const report = preview?.report;
  const applicable = current && !!report && report.changed > 0 && report.errors.length === 0;
  const percent = values.unit === 'percent';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending === 'apply') return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl" aria-describedby={`${id}-desc`}>
        <DialogHeader>
          <DialogTitle>Change prices</DialogTitle>
          <DialogDescription id={`${id}-desc`}>
            Raise or lower the sale prices of many products at once. You see every new price before anything
            changes.
          </DialogDescription>
        </DialogHeader>

        <form
          className="grid min-w-0 gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(true);
          }}
        >
          <fieldset
            className="grid min-w-0 gap-3"
            aria-describedby={errors.filter ? `${id}-filter-error` : undefined}
          >
            <legend className="mb-1 text-sm font-semibold">Which products</legend>
            <div className="grid min-w-0 gap-3 sm:grid-cols-3">
              <FormField id={`${id}-category`} label="Category">
                {(a11y) => (
                  <NativeSelect
                    {...a11y}
                    aria-invalid={errors.filter ? true : undefined}
                    value={values.category}
                    onChange={(e) => set('category', e.target.value)}
                  >
                    <option value="">Any category</option>
                    {(categories.data ?? []).map((c) => (
                      <option key={c._id} value={c.name}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField id={`${id}-brand`} label="Brand">
                {(a11y) => (
                  <NativeSelect
                    {...a11y}
                    aria-invalid={errors.filter ? true : undefined}
                    value={values.brand}
                    onChange={(e) => set('brand', e.target.value)}
                  >
                    <option value="">Any brand</option>
                    {(brands.data ?? []).map((c) => (
                      <option key={c._id} value={c.name}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField id={`${id}-search`} label="Title contains">
                {(a11y) => (
                  <Input
                    {...a11y}
                    type="search"
                    maxLength={200}
                    aria-invalid={errors.filter ? true : undefined}
                    placeholder="e.g. wire"
                    value={values.search}
                    onChange={(e) => set('search', e.target.value)}
                  />
                )}
              </FormField>
            </div>
            {errors.filter ? (
              <p id={`${id}-filter-error`} className="text-sm text-red-700">
                {errors.filter}
              </p>
            ) : null}
          </fieldset>

          <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
            <Choice
              legend="Raise or lower"
              name={`${id}-direction`}
              value={values.direction}
              onChange={(v) => set('direction', v)}
              options={[
                { value: 'raise', label: 'Raise' },
                { value: 'lower', label: 'Lower' },
              ]}
            />
            <Choice
              legend="By"
              name={`${id}-unit`}
              value={values.unit}
              onChange={(v) => set('unit', v)}
              options={[
                { value: 'percent', label: 'Percent' },
                { value: 'rupees', label: 'Rupees' },
              ]}
            />
            <FormField
              id={`${id}-value`}
              label={percent ? 'Percent (%)' : 'Rupees (₹)'}
              hint={
                percent
                  ? values.direction === 'raise'
                    ? 'e.g. 8 for an 8 % rise; at most 500'
                    : 'e.g. 5 for a 5 % cut; at most 90'
                  : 'Added to or taken from each sale price'
              }
              error={errors.value}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.value}
                  onChange={(e) => set('value', e.target.value)}
                />
              )}
            </FormField>
            <Choice
              legend="Round"
              name={`${id}-rounding`}
              value={values.rounding}
              onChange={(v) => set('rounding', v)}
              options={[
                { value: 'rupee', label: 'To the rupee' },
                { value: 'half', label: 'To ₹0.50' },
              ]}
            />
          </div>
          {/* Enter in a field previews (the form's submit); the buttons are in the footer below. */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </form>

        {failure ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}

        {report ? (
          <section
            className="grid min-w-0 gap-2 border-t border-neutral-200 pt-4"
            aria-label="Preview"
            aria-live="polite"
          >
            <h2 className="text-base font-semibold">Preview: {describeChange(preview.values)}</h2>
            {current ? null : (
              <p className="text-sm text-amber-800">
                You changed the choices: preview again to see their prices.
              </p>
            )}
            <BulkPricePreview report={report} />
          </section>
        ) : null}

        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={pending === 'apply'}
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button
            type="button"
            variant={applicable ? 'outline' : 'default'}
            icon={<Calculator aria-hidden="true" />}
            busy={pending === 'preview'}
            disabled={pending !== null}
            onClick={() => void submit(true)}
          >
            {report ? 'Preview again' : 'Preview'}
          </Button>
          {report ? (
            <Button
              type="button"
              icon={<Check aria-hidden="true" />}
              busy={pending === 'apply'}
              disabled={!applicable || pending !== null}
              onClick={() => void submit(false)}
            >
              {report.changed > 0 ? `Apply to ${plural(report.changed, 'product')}` : 'Apply'}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
