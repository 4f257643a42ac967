import { FormSheet } from '../../../components/form-sheet';
import type { AdminDiscount } from '../types';
import { DiscountForm } from './discount-form';

/** The add/edit side sheet of the discounts screen: closes on save, and asks before dropping unsaved changes. */
export function DiscountSheet({
  open,
  discount,
  onOpenChange,
}: {
  open: boolean;
  /** The code being edited; null adds one. */
  discount: AdminDiscount | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={discount ? `Edit code ${discount.code}` : 'Add discount code'}
      description={
        discount && discount.used > 0
          ? `Used on ${discount.used} order${discount.used === 1 ? '' : 's'}: changes apply to orders placed from now on.`
          : 'Only the code, its kind and its value are needed; leave the rest blank for no limit.'
      }
      formKey={discount?._id ?? 'new'}
    >
      {(controls) => <DiscountForm discount={discount} {...controls} />}
    </FormSheet>
  );
}
