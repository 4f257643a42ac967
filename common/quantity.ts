import { onlyQuantityMessage } from './cart-rules';

// A typed quantity's rules, apart from cart-rules.ts (which the browsing pages' first load carries): the
// quantity field loads them with itself.

/** What a quantity that is not one says: the cart's API and its quantity fields give the same words. */
export const QUANTITY_MESSAGES = {
  number: 'Quantity must be a number',
  whole: 'Quantity must be a whole number',
  atLeastOne: 'Quantity must be at least 1',
} as const;

/**
 * A quantity as typed into a field (SPEC §5: at least 1, at most the stock). Digits, with thousands commas or
 * spaces, are a quantity; below 1 it is pinned at 1 and above `max` at `max`, saying why (above the stock with
 * SPEC's 'Only N quantity can be added for this item'); a decimal or anything else is refused (`quantity`
 * null) with the reason; a blank field is no answer at all (null, no message), so the field goes back.
 */
export function readQuantity(text: string, max: number): { quantity: number | null; message: string | null } {
  const typed = text.replace(/[\s,]/g, '');
  if (typed === '') return { quantity: null, message: null };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(typed)) return { quantity: null, message: QUANTITY_MESSAGES.number };
  const n = Number(typed);
  if (!Number.isInteger(n)) return { quantity: null, message: QUANTITY_MESSAGES.whole };
  if (n < 1) return { quantity: 1, message: QUANTITY_MESSAGES.atLeastOne };
  if (n > max) return { quantity: max, message: onlyQuantityMessage(max) };
  return { quantity: n, message: null };
}
