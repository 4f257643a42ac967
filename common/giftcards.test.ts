import { describe, expect, it } from 'vitest';
import {
  defaultGiftCardExpiry,
  formatGiftCardCode,
  generateGiftCardCode,
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_ENTRY_KINDS,
  GIFT_CARD_GUESSES_PER_HOUR,
  GIFT_CARD_MAX_PAISE,
  GIFT_CARD_MAX_VALIDITY_DAYS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_PAISE,
  GIFT_CARD_NOTE_MAX,
  GIFT_CARD_SOURCES,
  GIFT_CARD_STATES,
  GIFT_CARD_VALIDITY_DAYS,
  giftCardExpiryProblem,
  giftCardLast4,
  giftCardRefusal,
  giftCardState,
  giveBackSplit,
  normaliseGiftCardCode,
  splitPayment,
} from './giftcards';

/** A source of "random" bytes that hands out `bytes` in order, again and again, counting its calls. */
function bytesFrom(bytes: number[]) {
  let i = 0;
  const asked: number[] = [];
  const source = (n: number) => {
    asked.push(n);
    return Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length]);
  };
  return Object.assign(source, { asked });
}

describe('the limits', () => {
  it('are what the issue says', () => {
    expect(GIFT_CARD_ALPHABET).toBe('ABCDEFGHJKMNPQRSTVWXYZ23456789');
    expect(GIFT_CARD_ALPHABET).toHaveLength(30);
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(30);
    for (const lookAlike of '0O1ILU') expect(GIFT_CARD_ALPHABET).not.toContain(lookAlike);
    expect(GIFT_CARD_CODE_LENGTH).toBe(16);
    expect([GIFT_CARD_MIN_PAISE, GIFT_CARD_MAX_PAISE]).toEqual([100, 1_000_000]);
    expect([GIFT_CARD_VALIDITY_DAYS, GIFT_CARD_MAX_VALIDITY_DAYS]).toEqual([365, 3650]);
    expect(GIFT_CARD_GUESSES_PER_HOUR).toBe(10);
    expect([GIFT_CARD_NOTE_MAX, GIFT_CARD_MESSAGE_MAX]).toEqual([200, 500]);
    expect(GIFT_CARD_SOURCES).toEqual(['issued', 'storeCredit']);
    expect(GIFT_CARD_ENTRY_KINDS).toEqual([
      'issued',
      'spent',
      'givenBack',
      'refundCredit',
      'expired',
      'adjusted',
    ]);
    expect(GIFT_CARD_STATES).toEqual(['active', 'disabled', 'expired', 'usedUp']);
  });
});

describe('generateGiftCardCode', () => {
  it('gives 16 symbols of the alphabet, byte b giving symbol b mod 30', () => {
    const code = generateGiftCardCode(bytesFrom(Array.from({ length: 32 }, (_, i) => i)));
    expect(code).toBe('ABCDEFGHJKMNPQRS');
    expect(code).toHaveLength(GIFT_CARD_CODE_LENGTH);
    expect(generateGiftCardCode(bytesFrom([29, 59, 89]))).toBe('9'.repeat(16));
  });

  it('keeps bytes up to 239 and throws away 240 to 255 (rejection sampling: 240 = 8 × 30)', () => {
    // 239 = 7 × 30 + 29: the last kept byte gives the last symbol; 240, the first thrown away, would give 'A'.
    expect(generateGiftCardCode(bytesFrom([240, 239]))).toBe('9'.repeat(16));
    expect(generateGiftCardCode(bytesFrom([255, 210]))).toBe('A'.repeat(16));
    // Each symbol is equally likely: every byte 0..239 once gives each symbol exactly 8 times.
    const counts = new Map<string, number>();
    for (let k = 0; k < 15; k++) {
      // Bytes 16k .. 16k+15, then bytes that are all thrown away: the code is exactly those sixteen.
      const chunk = [...Array.from({ length: 16 }, (_, i) => 16 * k + i), ...Array<number>(16).fill(255)];
      for (const ch of generateGiftCardCode(bytesFrom(chunk))) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...GIFT_CARD_ALPHABET].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('asks for more bytes until it has 16 symbols, and stops at 16', () => {
    // 32 bytes asked at a time; only every other one is kept here: exactly one call of 32 gives 16.
    const half = bytesFrom([250, 3]);
    expect(generateGiftCardCode(half)).toBe('D'.repeat(16));
    expect(half.asked).toEqual([32]);
    // Mostly thrown away: one kept in 8, so four calls.
    const rare = bytesFrom([1, 240, 241, 242, 243, 244, 245, 246]);
    expect(generateGiftCardCode(rare)).toBe('B'.repeat(16));
    expect(rare.asked).toEqual([32, 32, 32, 32]);
  });

  it('gives codes of the alphabet from real random bytes', () => {
    const code = generateGiftCardCode((n) => crypto.getRandomValues(new Uint8Array(n)));
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTVWXYZ23456789]{16}$/);
  });
});

describe('formatGiftCardCode and giftCardLast4', () => {
  it('groups by four with hyphens; the last four', () => {
    expect(formatGiftCardCode('K7QM4XPA9TRD2WHN')).toBe('K7QM-4XPA-9TRD-2WHN');
    expect(formatGiftCardCode('ABCDE')).toBe('ABCD-E');
    expect(formatGiftCardCode('')).toBe('');
    expect(giftCardLast4('K7QM4XPA9TRD2WHN')).toBe('2WHN');
  });
});

describe('normaliseGiftCardCode', () => {
  it('takes lower case, spaces, tabs and hyphens anywhere', () => {
    const code = 'K7QM4XPA9TRD2WHN';
    expect(normaliseGiftCardCode('K7QM-4XPA-9TRD-2WHN')).toBe(code);
    expect(normaliseGiftCardCode('k7qm 4xpa 9trd 2whn')).toBe(code);
    expect(normaliseGiftCardCode(' \tK7QM--4XPA9TRD-2WHN \n')).toBe(code);
    expect(normaliseGiftCardCode(code)).toBe(code);
  });

  it('refuses 15 or 17 symbols, look-alikes and other characters', () => {
    expect(normaliseGiftCardCode('K7QM4XPA9TRD2WH')).toBeNull();
    expect(normaliseGiftCardCode('K7QM4XPA9TRD2WHNA')).toBeNull();
    expect(normaliseGiftCardCode('')).toBeNull();
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U', 'o', 'l', 'i', 'u'])
      expect(normaliseGiftCardCode(`K7QM4XPA9TRD2WH${lookAlike}`), lookAlike).toBeNull();
    expect(normaliseGiftCardCode('K7QM4XPA9TRD2WH_')).toBeNull();
    expect(normaliseGiftCardCode('K7QM4XPA9TRD2WH.')).toBeNull();
    expect(normaliseGiftCardCode('K7QM4XPA9TRD2WHÑ')).toBeNull();
  });
});

describe('splitPayment', () => {
  it('takes what the card has, up to the total; the rest is due', () => {
    expect(splitPayment(50_000, 0)).toEqual({ giftCardPaise: 0, amountDuePaise: 50_000 });
    expect(splitPayment(50_000, 49_999)).toEqual({ giftCardPaise: 49_999, amountDuePaise: 1 });
    expect(splitPayment(50_000, 50_000)).toEqual({ giftCardPaise: 50_000, amountDuePaise: 0 });
    expect(splitPayment(50_000, 50_001)).toEqual({ giftCardPaise: 50_000, amountDuePaise: 0 });
    expect(splitPayment(0, 50_000)).toEqual({ giftCardPaise: 0, amountDuePaise: 0 });
  });

  it('never takes below zero', () => {
    expect(splitPayment(50_000, -1)).toEqual({ giftCardPaise: 0, amountDuePaise: 50_000 });
  });
});

describe('giveBackSplit', () => {
  it('gives the card its part first, up to what it paid and has not had back; the rest to the payment', () => {
    expect(giveBackSplit(10_000, 0, 0)).toEqual({ toCardPaise: 0, toPaymentPaise: 10_000 });
    expect(giveBackSplit(10_000, 10_000, 0)).toEqual({ toCardPaise: 10_000, toPaymentPaise: 0 });
    expect(giveBackSplit(10_000, 9_999, 0)).toEqual({ toCardPaise: 9_999, toPaymentPaise: 1 });
    expect(giveBackSplit(10_000, 10_001, 0)).toEqual({ toCardPaise: 10_000, toPaymentPaise: 0 });
    expect(giveBackSplit(0, 10_000, 0)).toEqual({ toCardPaise: 0, toPaymentPaise: 0 });
  });

  it('counts what the card already had back', () => {
    expect(giveBackSplit(5_000, 10_000, 5_000)).toEqual({ toCardPaise: 5_000, toPaymentPaise: 0 });
    expect(giveBackSplit(5_000, 10_000, 5_001)).toEqual({ toCardPaise: 4_999, toPaymentPaise: 1 });
    expect(giveBackSplit(5_000, 10_000, 10_000)).toEqual({ toCardPaise: 0, toPaymentPaise: 5_000 });
    // More given back than paid (never should be): nothing to the card, never below zero.
    expect(giveBackSplit(5_000, 10_000, 10_001)).toEqual({ toCardPaise: 0, toPaymentPaise: 5_000 });
    expect(giveBackSplit(-1, 10_000, 0)).toEqual({ toCardPaise: 0, toPaymentPaise: -1 });
  });
});

describe('giftCardRefusal and giftCardState', () => {
  const expiresAt = new Date('2027-11-28T18:29:59.999Z');
  const card = { active: true, expiresAt, balancePaise: 1 };
  const before = new Date(expiresAt.getTime() - 1);

  it('lets an active card with a balance pay until 1 ms before its expiry', () => {
    expect(giftCardRefusal(card, before)).toBeNull();
    expect(giftCardState(card, before)).toBe('active');
  });

  it('refuses at the expiry instant and after', () => {
    expect(giftCardRefusal(card, expiresAt)).toBe('This gift card has expired');
    expect(giftCardState(card, expiresAt)).toBe('expired');
    expect(giftCardState(card, new Date(expiresAt.getTime() + 1))).toBe('expired');
  });

  it('refuses a disabled card first, then an expired one, then one with no balance', () => {
    expect(giftCardRefusal({ ...card, active: false, balancePaise: 0 }, expiresAt)).toBe(
      'This gift card has been disabled',
    );
    expect(giftCardState({ ...card, active: false, balancePaise: 0 }, expiresAt)).toBe('disabled');
    expect(giftCardRefusal({ ...card, balancePaise: 0 }, expiresAt)).toBe('This gift card has expired');
    expect(giftCardState({ ...card, balancePaise: 0 }, expiresAt)).toBe('expired');
    expect(giftCardRefusal({ ...card, balancePaise: 0 }, before)).toBe('This gift card has no balance left');
    expect(giftCardState({ ...card, balancePaise: 0 }, before)).toBe('usedUp');
    expect(giftCardRefusal({ ...card, balancePaise: -1 }, before)).toBe('This gift card has no balance left');
    expect(giftCardState({ ...card, balancePaise: -1 }, before)).toBe('usedUp');
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-28T10:00:00.000Z');
  const DAY = 86_400_000;

  it('defaults to 365 days after issue', () => {
    expect(defaultGiftCardExpiry(now)).toEqual(new Date('2027-11-28T10:00:00.000Z'));
  });

  it('takes 365 days to 3650 days, to the millisecond', () => {
    expect(giftCardExpiryProblem(new Date(now.getTime() + 365 * DAY), now)).toBeNull();
    expect(giftCardExpiryProblem(new Date(now.getTime() + 365 * DAY - 1), now)).toBe('tooEarly');
    expect(giftCardExpiryProblem(now, now)).toBe('tooEarly');
    expect(giftCardExpiryProblem(new Date(now.getTime() + 3650 * DAY), now)).toBeNull();
    expect(giftCardExpiryProblem(new Date(now.getTime() + 3650 * DAY + 1), now)).toBe('tooLate');
  });
});
