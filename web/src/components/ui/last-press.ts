let pressed: EventTarget | null = null;

/**
 * Remembers what the pointer presses, from the page's start. Safari does not focus a button it clicks (focus
 * stays on the body), so a dialog that button opens learns its opener from here (focus-return.ts).
 */
export function trackPresses() {
  document.addEventListener('pointerdown', (event) => (pressed = event.target), true);
}

/** What the pointer last pressed (an element, or the text or icon inside a control). */
export const lastPressed = () => pressed;
