import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Gives focus back to whatever had it when a dialog or sheet opened (WCAG 2.4.3). Radix returns focus to the
 * dialog's Trigger, but most of the app's dialogs open from state (a lazily loaded panel, a row's button, a
 * confirmation asked in code) and have none, so focus fell to the page's start on close. A handler passed by
 * the caller runs first and may take over with preventDefault(); an opener no longer on the page is left to
 * Radix.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Runs as the content mounts, before Radix moves focus into it.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element || element === document.body || !element.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
