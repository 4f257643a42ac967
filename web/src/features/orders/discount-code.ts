/**
 * Where the buyer's discount code stands at checkout: none applied; waiting for an address to price the
 * order for; being checked; applied (its amount off); refused with the server's reason; or not checked
 * because the check failed (offline).
 */
export type CodeCheck =
  | { state: 'none' | 'waiting' | 'checking' | 'failed' }
  | { state: 'applied'; code: string; amount: number }
  | { state: 'refused'; message: string };

/** A code as the buyer typed it, as it is sent: spaces gone, in capitals (the server matches it without case). */
export const normaliseCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();
