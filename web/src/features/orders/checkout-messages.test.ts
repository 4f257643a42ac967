import { describe, expect, it } from 'vitest';
import {
  COD_MESSAGES,
  CodVerifyBody,
  ContactEmail,
  ContactName,
  ORDER_MESSAGES,
  readBuyerGstin,
  shortStockMessage,
} from '../../../../common/contracts/orders';
import { translate } from '../../i18n/i18n';
import { hindiFor } from '../../test/hindi';

const hi = hindiFor('shop/checkout');
import { knownMessage } from '../../i18n/known-messages';
import { CHECKOUT_MESSAGES } from './checkout-messages';

const inHindi = (message: string) => knownMessage((t, v) => translate(hi, t, v), CHECKOUT_MESSAGES, message);
const inEnglish = (message: string) =>
  knownMessage((t, v) => translate({}, t, v), CHECKOUT_MESSAGES, message);
const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

/** What checkout's own checks say (checkout-rules.ts, the contact fields, the COD code), made by common/ itself. */
const made = [
  ORDER_MESSAGES.cartEmpty,
  ORDER_MESSAGES.amountZero,
  ORDER_MESSAGES.address,
  ORDER_MESSAGES.createFailed,
  first(ContactName.safeParse('M')),
  first(ContactName.safeParse('Meera\nJoshi')),
  first(ContactEmail.safeParse('meera')),
  readBuyerGstin('27ABC').message,
  readBuyerGstin('99AAPFU0939F1ZV').message,
  readBuyerGstin('27AAPFU0939F1ZX').message,
  shortStockMessage('PVC Pipe 20 mm', 3),
  shortStockMessage('PVC Pipe 20 mm', 0),
  COD_MESSAGES.verify,
  first(CodVerifyBody.safeParse({ code: '12345' })),
];

describe('checkout’s own messages', () => {
  it('are made by the bad inputs (and a 2-character name, a real GSTIN pass)', () => {
    expect(made.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
    expect(ContactName.safeParse('Me').success).toBe(true);
    expect(readBuyerGstin('27AAPFU0939F1ZV').message).toBeNull();
  });

  it('each has its Hindi, with the product and the quantity put back, and stays as it is in English', () => {
    for (const message of made as string[]) {
      expect(inEnglish(message)).toBe(message);
      expect(inHindi(message), message).toMatch(/[\u0900-\u097f]/);
    }
    expect(inHindi('Only 3 quantity available for PVC Pipe 20 mm')).toBe('PVC Pipe 20 mm के सिर्फ़ 3 नग बचे हैं');
    expect(inHindi('PVC Pipe 20 mm is out of stock')).toBe('PVC Pipe 20 mm स्टॉक में नहीं है');
  });
});
