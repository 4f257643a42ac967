import { useCallback, useRef } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
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
  const dirty = useRef(false);
  const { confirm, dialog } = useConfirm();
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);

  async function requestClose() {
    if (dirty.current) {
      const discard = await confirm({
        title: 'Discard your changes?',
        description: 'What you typed in this form has not been saved.',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
        destructive: true,
      });
      if (!discard) return;
    }
    dirty.current = false;
    onOpenChange(false);
  }

  return (
    <>
      <Sheet open={open} onOpenChange={(next) => (next ? onOpenChange(true) : void requestClose())}>
        <SheetContent
          side="right"
          className="w-full max-w-none gap-5 sm:max-w-2xl"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).focus();
          }}
        >
          <SheetHeader>
            <SheetTitle>{discount ? `Edit code ${discount.code}` : 'Add discount code'}</SheetTitle>
            <SheetDescription>
              {discount && discount.used > 0
                ? `Used on ${discount.used} order${discount.used === 1 ? '' : 's'}: changes apply to orders placed from now on.`
                : 'Only the code, its kind and its value are needed; leave the rest blank for no limit.'}
            </SheetDescription>
          </SheetHeader>
          {open ? (
            <DiscountForm
              key={discount?._id ?? 'new'}
              discount={discount}
              onDone={() => {
                dirty.current = false;
                onOpenChange(false);
              }}
              onCancel={() => void requestClose()}
              onDirtyChange={onDirtyChange}
            />
          ) : null}
        </SheetContent>
      </Sheet>
      {dialog}
    </>
  );
}
