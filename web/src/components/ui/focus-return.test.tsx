import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTitle } from './alert-dialog';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { trackPresses } from './last-press';

// As the page's start does in the browser.
trackPresses();

/** A panel opened from state, without a Radix trigger, as the listing's filters and most of the app's are. */
function StatePanel({ kind, onClosed }: { kind: 'sheet' | 'dialog' | 'alert'; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(true);
  const content =
    kind === 'sheet' ? (
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle>Filters</SheetTitle>
          <input aria-label="Fans" type="checkbox" />
        </SheetContent>
      </Sheet>
    ) : kind === 'dialog' ? (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Order</DialogTitle>
        </DialogContent>
      </Dialog>
    ) : (
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>Delete this product?</AlertDialogTitle>
          <AlertDialogCancel
            onClick={() => {
              setShown(false);
              onClosed?.();
            }}
          >
            Delete
          </AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    );
  return (
    <>
      <button type="button">Before</button>
      {shown ? (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      ) : null}
      {content}
    </>
  );
}

async function openFrom(button: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') {
  button.focus();
  await act(async () => fireEvent.click(button));
  await waitFor(() => expect(screen.getByRole(role)).toBeInTheDocument());
}

describe('focus after a dialog opened without a trigger closes', () => {
  it.each(['sheet', 'dialog'] as const)('returns to the button that opened the %s (Escape)', async (kind) => {
    render(<StatePanel kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await openFrom(opener);
    expect(opener).not.toHaveFocus();
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it.each(['sheet', 'dialog'] as const)(
    'returns to the button pressed when the click left focus on the body, as Safari does (%s)',
    async (kind) => {
      render(<StatePanel kind={kind} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      // Safari does not focus a button it clicks: the press is all there is to go by.
      expect(document.activeElement).toBe(document.body);
      await act(async () => {
        fireEvent.pointerDown(opener);
        fireEvent.click(opener);
      });
      await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
      await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(opener).toHaveFocus();
    },
  );

  it('returns to the opener of a confirmation (Escape)', async () => {
    render(<StatePanel kind="alert" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await openFrom(opener, 'alertdialog');
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('leaves focus to Radix when the opener is gone from the page', async () => {
    render(<StatePanel kind="alert" />);
    await openFrom(screen.getByRole('button', { name: 'Open' }), 'alertdialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Before' })).not.toHaveFocus();
  });
});
