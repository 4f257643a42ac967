import crypto from 'node:crypto';
import { generateGiftCardCode } from '../../../common/giftcards';

/** A new card's code, from the operating system's random source (decision 033). */
export function newGiftCardCode(): string {
  return generateGiftCardCode((n) => crypto.randomBytes(n));
}

/**
 * What is stored of a code: its SHA-256, hex. A code carries about 78 random bits, so no salt or slow hash is
 * needed to keep a stolen table from giving codes back; the hash only has to be one-way and fast to look up.
 */
export function hashGiftCardCode(normalisedCode: string): string {
  return crypto.createHash('sha256').update(normalisedCode).digest('hex');
}
