import { Fragment, useState, type ReactNode } from 'react';
import { useConfirm } from './confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from './ui/sheet';

/** What the form inside a FormSheet is given: tell the sheet it holds unsaved changes, and close it. */
export interface FormSheetControls {
  /** The form saved: close without asking. */
  onDone: () => void;
  /** Cancel pressed: close, after asking when there are unsaved changes. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The admin screens' add/edit side sheet (products, discount codes): closes on save, and on Escape, the X or
 * Cancel after asking when the form holds unsaved changes. The form is drawn only while the sheet is open, under
 * `formKey`, so no value of another record lingers.
 */
export function FormSheet({
  open,
  onOpenChange,
  title,
  description,
  formKey,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  formKey: string;
  children: (controls: FormSheetControls) => ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function requestClose() {
    if (dirty) {
      const discard = await confirm({
        title: 'Discard your changes?',
        description: 'What you typed in this form has not been saved.',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
        destructive: true,
      });
      if (!discard) return;
    }
    setDirty(false);
    onOpenChange(false);
  }

  const onDone = () => {
    setDirty(false);
    onOpenChange(false);
  };

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
            <SheetTitle>{title}</SheetTitle>
            <SheetDescription>{description}</SheetDescription>
          </SheetHeader>
          {open ? (
            <Fragment key={formKey}>
              {children({ onDone, onCancel: () => void requestClose(), onDirtyChange: setDirty })}
            </Fragment>
          ) : null}
        </SheetContent>
      </Sheet>
      {dialog}
    </>
  );
}
