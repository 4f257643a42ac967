import type { Messages } from '../i18n';

/** Hindi for the storefront's "checkout" area (issue 50): English text as the code has it → Hindi as a shopkeeper says it. */
export default {} satisfies Messages;
