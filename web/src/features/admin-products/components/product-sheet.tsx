import { useCallback, useRef } from 'react';
import type { AdminProduct } from '../../../../../common/contracts/admin';
import { useConfirm } from '../../../components/confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { ProductForm } from './product-form';

/**
 * The add/edit side sheet of the products screen (SPEC §2): closes on success, and on Escape, the X or
 * Cancel, after asking when there are unsaved changes.
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
          // Focus the panel, not the first field: a focused, selected title would be replaced by the first key typed.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).focus();
          }}
        >
          <SheetHeader>
            <SheetTitle>{product ? 'Edit product' : 'Add new product'}</SheetTitle>
            <SheetDescription>
              {product
                ? `Changing “${product.title}”. The image cannot be replaced here.`
                : 'Every field marked * is needed. The price before GST is worked out from the sale price.'}
            </SheetDescription>
          </SheetHeader>
          {/* A new form per product (and per opening), so no value of another product lingers. */}
          {open ? (
            <ProductForm
              key={product?._id ?? 'new'}
              product={product}
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
