import { useRef } from 'react';
import { lastPressed } from './last-press';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * What is opening a dialog now: the focused element, else (Safari, which does not focus a button it clicks)
 * the control the pointer pressed.
 */
export function openerOf(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  const pressed = lastPressed();
  return pressed instanceof Element
    ? pressed.closest<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')
    : null;
}

/**
 * Gives focus back to whatever opened a dialog or sheet (WCAG 2.4.3): the one way the app's dialogs, the shop
 * header's panels and the quick view return focus. Radix returns focus to the dialog's Trigger, but most of the
 * app's dialogs open from state (a lazily loaded panel, a row's button, a confirmation asked in code) and have
 * none, so focus fell to the page's start on close. A handler passed by the caller runs first and may take over
 * with preventDefault(); an opener no longer on the page is left to Radix.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Runs as the content mounts, before Radix moves focus into it.
      opener.current = openerOf();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element || !element.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
