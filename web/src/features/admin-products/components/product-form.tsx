import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ProductBody, type AdminProduct } from '../../../../../common/contracts/admin';
import { Button } from '../../../components/ui/button';
import { useDisabledReason, whatToAdd } from '../../../components/ui/disabled-reason';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAddProduct } from '../api/add-product';
import { useEditProduct } from '../api/edit-product';
import {
  canSubmit,
  missingForSubmit,
  EMPTY_PRODUCT_FORM,
  fieldErrorsFromMessage,
  formFieldOf,
  productToForm,
  toProductPayload,
  type ProductFormValues,
} from './product-form-rules';
import {
  DetailsSection,
  ImagesSection,
  PresetsSection,
  PriceSection,
  StockSection,
  TiersSection,
  VariantsSection,
  type ProductFormParts,
} from './product-form-sections';

/** SPEC §4 add success toast, word for word. */
export const PRODUCT_ADDED = 'Product add successfully';

/**
 * SPEC §3/§5 product form, add or edit mode. Submit is enabled only when every field except averageReview
 * and brand is filled; the base price is computed and read-only; CGST/SGST clamp to 0–100; the subcategory
 * resets when it is not in the chosen category; image upload is disabled in edit mode. On success the list
 * reloads and `onDone` closes the form; the server's 4xx messages show on the fields and as a toast.
 */
export function ProductForm({
  product,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  /** The product to edit; null to add one. */
  product: AdminProduct | null;
  onDone: () => void;
  onCancel: () => void;
  /** Told whether the form holds changes not saved yet (the sheet asks before throwing them away). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const editing = product !== null;
  const [uploads, setUploads] = useState(0);
  const [initial] = useState<ProductFormValues>(() =>
    product ? productToForm(product) : EMPTY_PRODUCT_FORM,
  );

  const form = useForm<ProductFormValues>({ defaultValues: initial });
  const { formState } = form;
  const values = { ...initial, ...useWatch({ control: form.control }) } as ProductFormValues;
  const save = useSaveProduct(form, product, initial, onDone);
  const busy = formState.isSubmitting || save.pending;
  const uploading = uploads > 0;
  useEffect(() => {
    onDirtyChange?.(formState.isDirty);
  }, [formState.isDirty, onDirtyChange]);
  const onBusyChange = (b: boolean) => setUploads((n) => Math.max(0, n + (b ? 1 : -1)));
  const parts: ProductFormParts = {
    form,
    values,
    err: (name) => formState.errors[name]?.message as string | undefined,
  };

  return (
    <form
      noValidate
      onSubmit={save.onSubmit}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={editing ? 'Edit product' : 'Add new product'}
    >
      <div className="grid min-w-0 grid-cols-1 gap-6 pb-6">
        <ImagesSection parts={parts} editing={editing} onBusyChange={onBusyChange} />
        <DetailsSection parts={parts} />
        <PriceSection parts={parts} />
        <StockSection parts={parts} product={product} />
        <VariantsSection parts={parts} />
        <TiersSection parts={parts} />
        <PresetsSection parts={parts} />
      </div>
      <ProductFormActions
        values={values}
        busy={busy}
        uploading={uploading}
        editing={editing}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * Saving: the form's values checked against the API's own schema first (each issue on its field), then added
 * or edited; the server's 4xx messages show on the fields they name, and every failure as a toast.
 */
function useSaveProduct(
  form: UseFormReturn<ProductFormValues>,
  product: AdminProduct | null,
  initial: ProductFormValues,
  onDone: () => void,
) {
  const addProduct = useAddProduct();
  const editProduct = useEditProduct();
  const { setError } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    const payload = toProductPayload(v);
    const checked = ProductBody.safeParse(payload);
    let invalid = false;
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = formFieldOf(issue.path);
        if (field) setError(field, { message: issue.message });
      }
      invalid = true;
    } else if ((checked.data.minEstimatePrice ?? 0) > (checked.data.maxEstimatePrice ?? 0)) {
      setError('maxEstimatePrice', { message: 'Max estimate price must be at least the min estimate price' });
      invalid = true;
    }
    if (invalid) {
      toast({ variant: 'destructive', title: 'Please correct the highlighted fields' });
      return;
    }
    try {
      if (product) {
        // Stock is sent only when changed: orders placed since the form opened took stock this copy does not know of.
        const { totalStock, ...rest } = payload;
        const patch = v.totalStock.trim() === initial.totalStock.trim() ? rest : { ...rest, totalStock };
        const res = await editProduct.mutateAsync({ id: product._id, patch });
        toast({ title: res.message || 'Product updated successfully' });
      } else {
        await addProduct.mutateAsync(payload);
        toast({ title: PRODUCT_ADDED });
      }
      onDone();
    } catch (error) {
      const message = errorMessage(error, 'The product could not be saved. Please try again.');
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        for (const [field, msg] of Object.entries(fieldErrorsFromMessage(message))) {
          setError(field as keyof ProductFormValues, { message: msg });
        }
      }
      toast({ variant: 'destructive', title: message });
    }
  });
  return { onSubmit, pending: addProduct.isPending || editProduct.isPending };
}

/** Cancel and the submit button, which says why it is disabled while a required field is empty. */
function ProductFormActions({
  values,
  busy,
  uploading,
  editing,
  onCancel,
}: {
  values: ProductFormValues;
  busy: boolean;
  uploading: boolean;
  editing: boolean;
  onCancel: () => void;
}) {
  const why = useDisabledReason(whatToAdd(missingForSubmit(values)));
  return (
    <div className="sticky -bottom-6 -mx-6 -mb-6 mt-auto grid gap-2 border-t border-neutral-200 bg-white px-6 py-3">
      {why.note}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          busy={busy}
          type="submit"
          disabled={!canSubmit(values) || busy || uploading}
          aria-describedby={why.describedBy}
        >
          {busy ? 'Saving…' : uploading ? 'Uploading image…' : editing ? 'Save changes' : 'Add product'}
        </Button>
      </div>
    </div>
  );
}
