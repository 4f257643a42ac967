import { useEffect, useId, useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, RequiredLegend } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useAdminCategories } from '../../../lib/admin-categories';
import { errorMessage } from '../../../lib/api-client';
import { useAddDiscount, useUpdateDiscount } from '../api/discounts';
import {
  discountFormErrors,
  discountToForm,
  EMPTY_DISCOUNT_FORM,
  fieldOfMessage,
  formToDiscountInput,
  PERCENT_MAX,
  PERCENT_MIN,
  type DiscountFieldErrors,
  type DiscountFormValues,
} from '../discount-rules';
import type { AdminDiscount, DiscountKind } from '../types';

const KIND_TEXT: Record<DiscountKind, string> = {
  percent: 'Percent off',
  amount: 'Rupees off',
  freeDelivery: 'Free standard delivery',
};

/**
 * Add or edit a discount code (issue 46): only the code, its kind and its value are needed; every other
 * term left blank means none (no minimum, no dates, no limits, every product). Dates are typed in India time.
 * Checked as the owner saves it, each problem on its field; the server's refusal too.
 */
export function DiscountForm({
  discount,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  discount: AdminDiscount | null;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [initial] = useState(() => (discount ? discountToForm(discount) : EMPTY_DISCOUNT_FORM));
  const [values, setValues] = useState<DiscountFormValues>(initial);
  const [errors, setErrors] = useState<DiscountFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddDiscount();
  const update = useUpdateDiscount();
  const busy = add.isPending || update.isPending;
  const id = useId();
  const f = (name: string) => `${id}-${name}`;

  useEffect(() => {
    onDirtyChange?.(JSON.stringify(values) !== JSON.stringify(initial));
  }, [values, initial, onDirtyChange]);

  function set<K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = discountFormErrors(values);
    const first = Object.keys(found)[0];
    setErrors(found);
    setFormError(null);
    if (first) {
      document.getElementById(f(first))?.focus();
      return;
    }
    const body = formToDiscountInput(values);
    try {
      const res = discount
        ? await update.mutateAsync({ id: discount._id, body })
        : await add.mutateAsync(body);
      toast({ title: res.message || (discount ? 'Discount code saved' : 'Discount code added') });
      onDone();
    } catch (error) {
      const message = errorMessage(error, 'Could not save the code. Please try again.');
      const field = fieldOfMessage(message);
      if (field) {
        setErrors({ [field]: message });
        document.getElementById(f(field))?.focus();
      } else setFormError(message);
    }
  }

  const text = (name: keyof DiscountFormValues) => ({
    value: values[name] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(name, e.target.value as never),
  });
  const kind = values.kind;

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={discount ? `Edit code ${discount.code}` : 'Add discount code'}
    >
      <div className="grid min-w-0 grid-cols-1 gap-5 pb-6">
        <RequiredLegend />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id={f('code')}
            label="Code"
            required
            hint="4 to 20 letters and digits; buyers may type it in any case."
            error={errors.code}
          >
            {(a11y) => (
              <Input
                {...a11y}
                {...text('code')}
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                className="uppercase"
              />
            )}
          </FormField>
          <FormField id={f('kind')} label="Kind" required>
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={kind}
                onChange={(e) => {
                  set('kind', e.target.value as DiscountKind);
                  setErrors((er) => ({ ...er, value: undefined, maxDiscount: undefined }));
                }}
              >
                {(Object.keys(KIND_TEXT) as DiscountKind[]).map((k) => (
                  <option key={k} value={k}>
                    {KIND_TEXT[k]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {kind === 'freeDelivery' ? (
            <p className="text-sm text-neutral-700 sm:col-span-2">
              Standard delivery is free with this code, whatever the order&apos;s value.
            </p>
          ) : (
            <FormField
              id={f('value')}
              label={kind === 'percent' ? 'Percent off' : 'Rupees off (₹)'}
              required
              hint={kind === 'percent' ? `A whole percent from ${PERCENT_MIN} to ${PERCENT_MAX}.` : undefined}
              error={errors.value}
            >
              {(a11y) => <Input {...a11y} {...text('value')} inputMode="decimal" autoComplete="off" />}
            </FormField>
          )}
          {kind === 'percent' ? (
            <FormField
              id={f('maxDiscount')}
              label="Largest discount (₹)"
              hint="Blank: no cap."
              error={errors.maxDiscount}
            >
              {(a11y) => <Input {...a11y} {...text('maxDiscount')} inputMode="decimal" autoComplete="off" />}
            </FormField>
          ) : null}
          <FormField
            id={f('minOrder')}
            label="Minimum order (₹)"
            hint="Goods before delivery. Blank: no minimum."
            error={errors.minOrder}
          >
            {(a11y) => <Input {...a11y} {...text('minOrder')} inputMode="decimal" autoComplete="off" />}
          </FormField>
        </div>

        <fieldset className="grid items-start gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">When (India time)</legend>
          <FormField id={f('startsAt')} label="Starts" hint="Blank: from now." error={errors.startsAt}>
            {(a11y) => <Input {...a11y} {...text('startsAt')} type="datetime-local" />}
          </FormField>
          <FormField id={f('endsAt')} label="Ends" hint="Blank: no end." error={errors.endsAt}>
            {(a11y) => <Input {...a11y} {...text('endsAt')} type="datetime-local" />}
          </FormField>
        </fieldset>

        <fieldset className="grid items-start gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">Limits</legend>
          <FormField
            id={f('usageLimit')}
            label="Uses in all"
            hint="Blank: no limit."
            error={errors.usageLimit}
          >
            {(a11y) => <Input {...a11y} {...text('usageLimit')} inputMode="numeric" autoComplete="off" />}
          </FormField>
          <FormField
            id={f('perCustomerLimit')}
            label="Uses per customer"
            hint="Blank: no limit."
            error={errors.perCustomerLimit}
          >
            {(a11y) => (
              <Input {...a11y} {...text('perCustomerLimit')} inputMode="numeric" autoComplete="off" />
            )}
          </FormField>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id={f('firstOrderOnly')}
              checked={values.firstOrderOnly}
              onCheckedChange={(c) => set('firstOrderOnly', c === true)}
            />
            <Label htmlFor={f('firstOrderOnly')}>Only for a customer&apos;s first order</Label>
          </div>
        </fieldset>

        <NamePicker
          kind="category"
          legend="Categories"
          selected={values.categories}
          onChange={(names) => set('categories', names)}
        />
        <NamePicker
          kind="brand"
          legend="Brands"
          selected={values.brands}
          onChange={(names) => set('brands', names)}
        />

        <div className="flex items-center gap-3">
          <Switch id={f('active')} checked={values.active} onCheckedChange={(c) => set('active', c)} />
          <Label htmlFor={f('active')}>Active: buyers may use it</Label>
        </div>
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {formError}
          </p>
        ) : null}
      </div>
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-auto flex justify-end gap-2 border-t border-neutral-200 bg-white px-6 py-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? 'Saving…' : discount ? 'Save changes' : 'Add code'}
        </Button>
      </div>
    </form>
  );
}

/** Categories or brands the code is limited to, as checkboxes; none ticked: every product. */
function NamePicker({
  kind,
  legend,
  selected,
  onChange,
}: {
  kind: 'category' | 'brand';
  legend: string;
  selected: string[];
  onChange: (names: string[]) => void;
}) {
  const list = useAdminCategories(kind);
  const id = useId();
  // A name the code holds that is no longer in the list stays shown, so saving does not drop it unseen.
  const names = [...new Set([...(list.data ?? []).map((c) => c.name), ...selected])];
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-neutral-600">
        None ticked: the code is for every {kind === 'brand' ? 'brand' : 'category'}.
      </p>
      {list.isError ? (
        <p className="text-sm text-red-700">
          Could not load the {kind === 'brand' ? 'brands' : 'categories'}.{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </p>
      ) : list.isPending ? (
        <p role="status" className="text-sm text-neutral-600">
          Loading…
        </p>
      ) : names.length === 0 ? (
        <p className="text-sm text-neutral-600">None yet.</p>
      ) : (
        <div className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-md border border-neutral-200 p-2 sm:grid-cols-2">
          {names.map((name, i) => {
            const boxId = `${id}-${i}`;
            const on = selected.includes(name);
            return (
              <div key={name} className="flex min-h-8 items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={on}
                  onCheckedChange={(c) =>
                    onChange(c === true ? [...selected, name] : selected.filter((n) => n !== name))
                  }
                />
                <Label htmlFor={boxId} className="font-normal">
                  {name}
                </Label>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
