import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { useT } from '../i18n/i18n';

export interface ConfirmOptions {
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
}

/**
 * Asks before something irreversible, as a real dialog (never window.confirm): `await confirm({...})`
 * resolves true when confirmed, false when cancelled or dismissed. Render `dialog` once in the screen.
 */
export function useConfirm() {
  const t = useT();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <AlertDialog open={options !== null} onOpenChange={(open) => (open ? undefined : settle(false))}>
      {options ? (
        <AlertDialogContent>
          <AlertDialogTitle>{options.title}</AlertDialogTitle>
          <AlertDialogDescription className={options.description ? undefined : 'sr-only'}>
            {options.description ?? options.title}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => settle(false)}>
              {options.cancelLabel ?? t('Cancel')}
            </AlertDialogCancel>
            <AlertDialogAction destructive={options.destructive} onClick={() => settle(true)}>
              {options.confirmLabel ?? (options.destructive ? t('Delete') : t('Confirm'))}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );

  return { confirm, dialog };
}
