import type { AdminProduct } from '../../../../../common/contracts/admin';
import { FormSheet } from '../../../components/form-sheet';
import { ProductForm } from './product-form';

/**
 * The add/edit side sheet of the products screen (SPEC §2): closes on success, and on Escape, the X or
 * Cancel, after asking when there are unsaved changes (components/form-sheet.tsx).
 */
export function ProductSheet({
  open,
  product,
  onOpenChange,
}: {
  open: boolean;
  /** The product being edited; null adds a new one. */
  product: AdminProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit product' : 'Add new product'}
      description={
        product
          ? `Changing “${product.title}”. The image cannot be replaced here.`
          : 'Every field marked * is needed. The price before GST is worked out from the sale price.'
      }
      // A new form per product (and per opening), so no value of another product lingers.
      formKey={product?._id ?? 'new'}
    >
      {(controls) => <ProductForm product={product} {...controls} />}
    </FormSheet>
  );
}
