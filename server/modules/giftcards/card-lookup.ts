import { GIFT_CARD_GUESSES_PER_HOUR, normaliseGiftCardCode } from '../../../common/giftcards';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { inMinutes, release, takeSlots, type Limit } from '../../lib/rate-limit';
import { hashGiftCardCode } from './giftcard-code';
import { findCardByHash, type GiftCardRow } from './giftcards.repository';

/**
 * Finding a card by the code a buyer typed, with guessing limited (issue 47, decision 033): every lookup takes a
 * slot per account and per address; a right code gives its slots back, so only wrong codes stay counted, and the
 * eleventh wrong code in an hour is answered 429 with the wait. The balance lookup and checkout's preview and
 * order both come through here, so neither is an oracle the other's limit does not cover.
 */

const HOUR = 3600;
const message = (s: number) => `Too many wrong gift card codes. Please try again in ${inMinutes(s)}.`;

export const GIFT_CARD_GUESS_LIMITS: { perAccount: Limit; perIp: Limit } = {
  perAccount: {
    kind: 'giftcard-guess-account',
    perIp: false,
    windows: [{ max: GIFT_CARD_GUESSES_PER_HOUR, seconds: HOUR, message }],
  },
  perIp: {
    kind: 'giftcard-guess-ip',
    perIp: true,
    windows: [{ max: GIFT_CARD_GUESSES_PER_HOUR, seconds: HOUR, message }],
  },
};

export const WRONG_CODE_MESSAGE = 'This gift card code is not valid. Please check it and try again.';

/**
 * The card a logged-in buyer typed the code of. 400 when the text cannot be a code, 404 when no card has it (both
 * count as wrong guesses), 429 past the limit (nothing looked up). Whether the card can pay is the caller's
 * question (common/giftcards.ts giftCardRefusal).
 */
export async function findCardForBuyer(
  db: DbOrTx,
  config: Pick<AppConfig, 'rateLimits'>,
  typed: string,
  who: { userId: string; ip: string },
): Promise<GiftCardRow> {
  const slot = await takeSlots(db, config, [
    { limit: GIFT_CARD_GUESS_LIMITS.perAccount, key: who.userId },
    { limit: GIFT_CARD_GUESS_LIMITS.perIp, key: who.ip },
  ]);
  const code = normaliseGiftCardCode(typed);
  if (!code) throw new ValidationError(WRONG_CODE_MESSAGE);
  const card = await findCardByHash(db, hashGiftCardCode(code));
  if (!card) throw new NotFoundError(WRONG_CODE_MESSAGE);
  await release(db, slot);
  return card;
}
