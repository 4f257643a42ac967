import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onlyQuantityMessage } from '../../common/cart-rules';
import { AddressFields, unknownPincodeMessage } from '../../common/contracts/address';
import { RegisterBody } from '../../common/contracts/auth';
import { shortStockMessage } from '../../common/contracts/orders';
import { WISHLIST_FULL } from '../../common/contracts/wishlist';
import { DISCOUNT_MESSAGES } from '../../common/discounts';
import { LIMITS } from '../modules/auth/auth-limits';
import { checkCartLimits } from '../modules/orders/checkout/order-limits';
import { CANCEL_MESSAGES, RETURN_MESSAGES } from '../modules/orders/returns/returns.service';
import { translateMessage } from './api-messages';
import { MESSAGES_HI, PATTERNS_HI } from './messages-hi';

/**
 * The catalogue does not rot: every exact message is written in the server's or the contracts' source, and
 * every pattern matches a message the real code makes (the samples below come from the functions that make
 * them). And what those functions make comes out in Hindi, with no English sentence left.
 */
const ROOT = path.resolve(__dirname, '../..');
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && !p.includes(`${path.sep}i18n${path.sep}`)
      ? [fs.readFileSync(p, 'utf8')]
      : [];
  });
}
const SOURCE = [...sources(path.join(ROOT, 'server')), ...sources(path.join(ROOT, 'common'))].join('\n');

const caught = (f: () => void): string => {
  try {
    f();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
};
const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error!.issues[0]!.message;
const limits = { maxLines: 2, maxLineQuantity: 10, maxAmountPaise: 100_000 } as Parameters<
  typeof checkCartLimits
>[0];
const line = (quantity: number, title = 'Pipe') => ({ productId: 'p', title, quantity }) as never;

const rateLimitMessages = Object.values(LIMITS)
  .flatMap((l) => [
    ...('windows' in l ? l.windows : []).flatMap((w) =>
      [1, 45, 60, 61, 600, 3600, 7200].map((s) => w.message(s)),
    ),
    ...('backoff' in l && l.backoff ? [1, 2, 90, 300].map((s) => l.backoff.message(s)) : []),
  ])
  .filter((m) => m !== 'Already alerted.'); // the burst mail's own counter: never an answer

const SAMPLES = [
  onlyQuantityMessage(3),
  shortStockMessage('PVC Pipe 20mm', 2),
  shortStockMessage('PVC Pipe 20mm', 0),
  caught(() => checkCartLimits(limits, [line(1), line(1), line(1)], 100)),
  caught(() => checkCartLimits(limits, [line(11, 'MCB 16A')], 100)),
  caught(() => checkCartLimits(limits, [line(1)], 200_000)),
  DISCOUNT_MESSAGES.onlyFor('Havells'),
  CANCEL_MESSAGES.window(1),
  CANCEL_MESSAGES.window(24),
  RETURN_MESSAGES.window(1),
  RETURN_MESSAGES.window(7),
  RETURN_MESSAGES.tooMany('MCB 16A', 2),
  RETURN_MESSAGES.already('MCB 16A'),
  DISCOUNT_MESSAGES.short(2800),
  WISHLIST_FULL,
  unknownPincodeMessage('110001'),
  'No such endpoint: GET /api/shop/nothing',
  // Written inline where they are made (app.ts, delivery.service.ts, order-limits.ts): checked against the source below.
  'We could not find pincode 999999. Please check it.',
  'You already have 3 orders waiting for payment. Please pay for one of them, or try again in 12 minutes when they expire.',
  'Your items have been held for 60 minutes without payment, so they have been released for other customers. Please try again in a minute.',
  issue(RegisterBody.safeParse({ userName: 'a', email: 'a@b.in', password: 'short' })),
  issue(RegisterBody.safeParse({ userName: 'a', email: 'a@b.in', password: 'x'.repeat(200) })),
  issue(RegisterBody.safeParse({ userName: 'a'.repeat(61), email: 'a@b.in', password: 'long-enough' })),
  issue(AddressFields.address.safeParse('')),
  issue(AddressFields.city.safeParse('x'.repeat(101))),
  issue(AddressFields.notes.safeParse('a\u0007b')),
  ...rateLimitMessages,
];

describe('the Hindi catalogue of API messages', () => {
  it.each(Object.keys(MESSAGES_HI))('%s is a message the server sends', (english) => {
    expect(SOURCE).toContain(english);
  });

  it.each(PATTERNS_HI.map((p) => [p.en.source, p] as const))('%s matches a real message', (_, p) => {
    expect(SAMPLES.some((s) => p.en.test(s))).toBe(true);
  });

  it.each(SAMPLES)('%s comes out in Hindi, its values kept', (english) => {
    const hi = translateMessage(english, 'hi');
    expect(hi).not.toBe(english);
    // No English sentence left: only names, codes, amounts and the like stay in Latin letters.
    expect(hi.replace(/PVC Pipe 20mm|MCB 16A|Havells|GET \/api\/shop\/nothing/g, '')).not.toMatch(
      /[a-z]{4,}/,
    );
    for (const n of english.match(/₹[\d,.]+|\d+/g) ?? []) expect(hi).toContain(n);
  });

  it('the inline messages are the source’s', () => {
    expect(SOURCE).toContain('`No such endpoint: ${request.method} ${urlPath}`');
    expect(SOURCE).toContain('`We could not find pincode ${pincode}. Please check it.`');
    expect(SOURCE).toContain(
      '`You already have ${count} orders waiting for payment. Please pay for one of them, or try again in ${inMinutes(wait)} when they expire.`',
    );
    expect(SOURCE).toContain(
      '`Your items have been held for ${deps.config.orders.holdMaxMinutes} minutes without payment, so they have been released for other customers. ` +\n      `Please try again in ${inMinutes(wait)}.`',
    );
  });

  it('validation answers are translated message by message, the field names kept', () => {
    expect(
      translateMessage('email: Please enter a valid email address; password: Password is required', 'hi'),
    ).toBe('email: कृपया सही ईमेल पता लिखें; password: पासवर्ड लिखें');
    expect(translateMessage('Invalid querystring. page: Must be a number', 'hi')).toBe(
      'Invalid querystring. page: Must be a number',
    );
  });

  it('English stays exactly as it is, and an unknown message passes through', () => {
    for (const english of [...Object.keys(MESSAGES_HI), ...SAMPLES])
      expect(translateMessage(english, 'en')).toBe(english);
    expect(translateMessage('Something only the owner sees', 'hi')).toBe('Something only the owner sees');
  });
});
