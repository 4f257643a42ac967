import type { ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2, X } from 'lucide-react';
import type { AdminProduct } from '../../../../../common/contracts/admin';
import { ImageUpload } from '../../../components/image-upload';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useAdminCategories } from '../../../lib/admin-categories';
import { PresetsEditor } from './presets-editor';
import {
  clampPercentInput,
  computedPrice,
  subcategoriesOf,
  subcategoryAfterCategoryChange,
  type ProductFormValues,
} from './product-form-rules';

/** What each section of the product form is given: the form, its current values and each field's error. */
export interface ProductFormParts {
  form: UseFormReturn<ProductFormValues>;
  values: ProductFormValues;
  err: (name: keyof ProductFormValues) => string | undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4 border-t border-neutral-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The options of a select, with the current value kept even when the list no longer has it. */
function options(names: string[], current: string) {
  const all =
    current && !names.some((n) => n.toLowerCase() === current.toLowerCase()) ? [current, ...names] : names;
  return all.map((n) => (
    <option key={n} value={n}>
      {n}
    </option>
  ));
}

/** The main image (required) and up to 20 extra images; none can be uploaded while editing. */
export function ImagesSection({
  parts,
  editing,
  onBusyChange,
}: {
  parts: ProductFormParts;
  editing: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  const { values, err } = parts;
  const { setValue, getValues } = parts.form;
  return (
    <Section title="Images">
      <ImageUpload
        id="product-image"
        label="Product image *"
        value={values.image}
        onChange={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: false })}
        disabled={editing}
        disabledHint="The image cannot be changed while editing."
        onBusyChange={onBusyChange}
      />
      {err('image') ? <p className="text-sm text-red-700">{err('image')}</p> : null}
      <div className="grid gap-2">
        <p className="text-sm font-medium text-neutral-800">Extra images ({values.images.length})</p>
        {values.images.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Extra images">
            {values.images.map((url, i) => (
              <li key={`${url}-${i}`} className="relative">
                <img
                  src={url}
                  alt={`Extra image ${i + 1}`}
                  className="size-20 rounded-md border border-neutral-200 bg-white object-contain"
                />
                <Button
                  variant="outline"
                  size="icon"
                  className="absolute -right-2 -top-2 size-7 rounded-full"
                  aria-label={`Remove extra image ${i + 1}`}
                  onClick={() =>
                    setValue(
                      'images',
                      getValues('images').filter((_, j) => j !== i),
                      { shouldDirty: true },
                    )
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {values.images.length < 20 ? (
          <ImageUpload
            id="product-extra-image"
            label="Add an extra image"
            value=""
            onChange={(url) =>
              url && setValue('images', [...getValues('images'), url], { shouldDirty: true })
            }
            disabled={editing}
            disabledHint="Images cannot be uploaded while editing."
            onBusyChange={onBusyChange}
          />
        ) : null}
        {err('images') ? <p className="text-sm text-red-700">{err('images')}</p> : null}
      </div>
    </Section>
  );
}

/** Title, description, category and subcategory, brand, HSN and whether it is fragile. */
export function DetailsSection({ parts }: { parts: ProductFormParts }) {
  const { values, err } = parts;
  const { register, setValue, getValues } = parts.form;
  const categoriesQuery = useAdminCategories('category');
  const brandsQuery = useAdminCategories('brand');
  const categories = categoriesQuery.data ?? [];
  const brands = brandsQuery.data ?? [];
  const subcategories = subcategoriesOf(categories, values.category);
  const categoryFragile = categories.some(
    (c) => c.fragile && c.name.toLowerCase() === values.category.trim().toLowerCase(),
  );
  return (
    <Section title="Details">
      <FormField id="product-title" label="Title *" error={err('title')}>
        {(a) => <Input {...a} {...register('title')} placeholder="FR PVC House Wire 1.5 sq mm (90 m)" />}
      </FormField>
      <FormField id="product-description" label="Description *" error={err('description')}>
        {(a) => <Textarea {...a} rows={4} {...register('description')} />}
      </FormField>
      <FormField
        id="product-title-hi"
        label="Hindi title"
        hint="For the shop in Hindi; left empty, it shows the English title."
        error={err('titleHi')}
      >
        {(a) => (
          <Input
            {...a}
            lang="hi"
            {...register('titleHi')}
            placeholder="एफआर पीवीसी हाउस वायर 1.5 sq mm (90 मीटर)"
          />
        )}
      </FormField>
      <FormField
        id="product-description-hi"
        label="Hindi description"
        hint="Left empty, the Hindi page shows the English description."
        error={err('descriptionHi')}
      >
        {(a) => <Textarea {...a} lang="hi" rows={3} {...register('descriptionHi')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-category" label="Category *" error={err('category')}>
          {(a) => (
            <NativeSelect
              {...a}
              {...register('category', {
                onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                  setValue(
                    'subcategory',
                    subcategoryAfterCategoryChange(categories, e.target.value, getValues('subcategory')),
                    { shouldDirty: true },
                  ),
              })}
            >
              <option value="">{categoriesQuery.isPending ? 'Loading…' : 'Choose a category'}</option>
              {options(
                categories.map((c) => c.name),
                values.category,
              )}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="product-subcategory" label="Subcategory *" error={err('subcategory')}>
          {(a) => (
            <NativeSelect {...a} {...register('subcategory')} disabled={!values.category}>
              <option value="">
                {!values.category
                  ? 'Choose a category first'
                  : subcategories.length
                    ? 'Choose a subcategory'
                    : 'This category has no subcategories'}
              </option>
              {options(subcategories, values.subcategory)}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="product-brand" label="Brand" error={err('brand')}>
          {(a) => (
            <NativeSelect {...a} {...register('brand')}>
              <option value="">No brand</option>
              {options(
                brands.map((b) => b.name),
                values.brand,
              )}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="product-hsn" label="HSN *" error={err('hsn')}>
          {(a) => <Input {...a} {...register('hsn')} inputMode="numeric" placeholder="8544" />}
        </FormField>
      </div>
      <div className="grid gap-1">
        <div className="flex min-h-10 items-center gap-3">
          <Checkbox
            id="product-fragile"
            checked={values.fragile}
            onCheckedChange={(c) => setValue('fragile', c === true, { shouldDirty: true })}
            aria-describedby="product-fragile-hint"
          />
          <Label htmlFor="product-fragile" className="cursor-pointer py-2">
            Fragile (glass, sanitaryware: fragile packaging fee)
          </Label>
        </div>
        <p id="product-fragile-hint" className="text-xs text-neutral-600">
          {categoryFragile
            ? `Its category, ${values.category}, is fragile: the product is packed as fragile either way.`
            : 'An order with a fragile product pays the fragile packaging fee once.'}
        </p>
      </div>
    </Section>
  );
}

/** The sale price with GST, the price before GST computed from it, and the rates (clamped to 0–100). */
export function PriceSection({ parts }: { parts: ProductFormParts }) {
  const { values, err } = parts;
  const { register, setValue } = parts.form;
  const price = computedPrice(values.salePrice, values.cgstPercent, values.sgstPercent);
  const clampOnChange = (name: 'cgstPercent' | 'sgstPercent') => ({
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const clamped = clampPercentInput(e.target.value);
      if (clamped !== e.target.value) setValue(name, clamped, { shouldDirty: true });
    },
  });
  return (
    <Section title="Price and GST">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-sale-price" label="Sale price (₹, incl. GST) *" error={err('salePrice')}>
          {(a) => (
            <Input {...a} type="number" min={0} step="0.01" inputMode="decimal" {...register('salePrice')} />
          )}
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor="product-price">Price before GST (₹, computed)</Label>
          <Input
            id="product-price"
            readOnly
            value={price}
            placeholder="From the sale price"
            aria-describedby="product-price-hint"
            className="bg-neutral-100 font-semibold tabular-nums"
          />
          <p id="product-price-hint" className="text-xs text-neutral-600">
            Sale price ÷ (1 + (CGST + SGST) ÷ 100)
          </p>
        </div>
        <FormField id="product-cgst" label="CGST %" error={err('cgstPercent')}>
          {(a) => (
            <Input
              {...a}
              type="number"
              min={0}
              max={100}
              step="0.01"
              inputMode="decimal"
              {...register('cgstPercent', clampOnChange('cgstPercent'))}
            />
          )}
        </FormField>
        <FormField id="product-sgst" label="SGST %" error={err('sgstPercent')}>
          {(a) => (
            <Input
              {...a}
              type="number"
              min={0}
              max={100}
              step="0.01"
              inputMode="decimal"
              {...register('sgstPercent', clampOnChange('sgstPercent'))}
            />
          )}
        </FormField>
      </div>
    </Section>
  );
}

/** Stock, the average review (read only) and the estimator's price range. */
export function StockSection({ parts, product }: { parts: ProductFormParts; product: AdminProduct | null }) {
  const { values, err } = parts;
  const { register } = parts.form;
  return (
    <Section title="Stock and estimates">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-stock" label="Total stock *" error={err('totalStock')}>
          {(a) => (
            <Input {...a} type="number" min={0} step={1} inputMode="numeric" {...register('totalStock')} />
          )}
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor="product-average-review">Average review</Label>
          <Input
            id="product-average-review"
            readOnly
            value={`${values.averageReview.toFixed(2)}${product ? ` (${product.reviewCount} review${product.reviewCount === 1 ? '' : 's'})` : ''}`}
            className="bg-neutral-100"
          />
        </div>
        <FormField id="product-min-estimate" label="Min estimate price (₹) *" error={err('minEstimatePrice')}>
          {(a) => (
            <Input
              {...a}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...register('minEstimatePrice')}
            />
          )}
        </FormField>
        <FormField id="product-max-estimate" label="Max estimate price (₹) *" error={err('maxEstimatePrice')}>
          {(a) => (
            <Input
              {...a}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...register('maxEstimatePrice')}
            />
          )}
        </FormField>
      </div>
    </Section>
  );
}

/** The product's variants: size, packing, price per piece and whether each is active. */
export function VariantsSection({ parts }: { parts: ProductFormParts }) {
  const { values, err } = parts;
  const { register, setValue, control } = parts.form;
  const variants = useFieldArray({ control, name: 'variants' });
  return (
    <Section title="Variants">
      {variants.fields.length === 0 ? <p className="text-sm text-neutral-600">No variants.</p> : null}
      <ul className="grid gap-3">
        {variants.fields.map((field, i) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <FormField id={`variant-${i}-size`} label={`Variant ${i + 1} size`}>
              {(a) => <Input {...a} {...register(`variants.${i}.size`)} />}
            </FormField>
            <FormField id={`variant-${i}-packing`} label="Standard packing">
              {(a) => <Input {...a} {...register(`variants.${i}.stdPacking`)} />}
            </FormField>
            <FormField id={`variant-${i}-price`} label="Price per piece (₹)">
              {(a) => (
                <Input
                  {...a}
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  {...register(`variants.${i}.pricePerPiece`)}
                />
              )}
            </FormField>
            <div className="flex items-end gap-3 pb-1">
              <div className="flex h-10 items-center gap-2">
                <Checkbox
                  id={`variant-${i}-active`}
                  checked={values.variants[i]?.active ?? true}
                  onCheckedChange={(c) => setValue(`variants.${i}.active`, c === true, { shouldDirty: true })}
                />
                <Label htmlFor={`variant-${i}-active`}>Active</Label>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="text-red-700 hover:bg-red-50"
                aria-label={`Remove variant ${i + 1}`}
                onClick={() => variants.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {err('variants') ? <p className="text-sm text-red-700">{err('variants')}</p> : null}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => variants.append({ size: '', stdPacking: '', pricePerPiece: '', active: true })}
      >
        <Plus aria-hidden="true" /> Add variant
      </Button>
    </Section>
  );
}

/** The product's price tiers. */
export function TiersSection({ parts }: { parts: ProductFormParts }) {
  const { err } = parts;
  const { register, control } = parts.form;
  const tiers = useFieldArray({ control, name: 'priceTiers' });
  return (
    <Section title="Price tiers">
      {tiers.fields.length === 0 ? <p className="text-sm text-neutral-600">No price tiers.</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {tiers.fields.map((field, i) => (
          <li key={field.id} className="flex items-end gap-2">
            <div className="flex-1">
              <FormField id={`tier-${i}-price`} label={`Tier ${i + 1} price (₹)`}>
                {(a) => (
                  <Input
                    {...a}
                    type="number"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    {...register(`priceTiers.${i}.price`)}
                  />
                )}
              </FormField>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Remove tier ${i + 1}`}
              onClick={() => tiers.remove(i)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {err('priceTiers') ? <p className="text-sm text-red-700">{err('priceTiers')}</p> : null}
      <Button variant="outline" className="justify-self-start" onClick={() => tiers.append({ price: '' })}>
        <Plus aria-hidden="true" /> Add price tier
      </Button>
    </Section>
  );
}

/** The estimator's presets for the product. */
export function PresetsSection({ parts }: { parts: ProductFormParts }) {
  const { values, err } = parts;
  const { setValue } = parts.form;
  return (
    <Section title="Estimator presets">
      <PresetsEditor
        presets={values.estimatorPresets}
        onChange={(next) => setValue('estimatorPresets', next, { shouldDirty: true })}
      />
      {err('estimatorPresets') ? <p className="text-sm text-red-700">{err('estimatorPresets')}</p> : null}
    </Section>
  );
}
