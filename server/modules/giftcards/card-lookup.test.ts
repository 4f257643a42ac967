import { describe, expect, it } from 'vitest';
import { GIFT_CARD_GUESS_LIMITS, WRONG_CODE_MESSAGE } from './card-lookup';

/** The guessing limit's own terms (issue 47): ten wrong codes an hour, per account and per address. */
describe('GIFT_CARD_GUESS_LIMITS', () => {
  it('counts per account (not per address) and per address, ten an hour each', () => {
    expect(GIFT_CARD_GUESS_LIMITS).toEqual({
      perAccount: {
        kind: 'giftcard-guess-account',
        perIp: false,
        windows: [{ max: 10, seconds: 3600, message: expect.any(Function) }],
      },
      perIp: {
        kind: 'giftcard-guess-ip',
        perIp: true,
        windows: [{ max: 10, seconds: 3600, message: expect.any(Function) }],
      },
    });
  });

  it('says how long to wait', () => {
    const [window] = GIFT_CARD_GUESS_LIMITS.perAccount.windows;
    expect(window!.message(600)).toBe('Too many wrong gift card codes. Please try again in 10 minutes.');
    expect(WRONG_CODE_MESSAGE).toBe('This gift card code is not valid. Please check it and try again.');
  });
});
