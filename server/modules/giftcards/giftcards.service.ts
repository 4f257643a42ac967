import {
  GIFT_CARD_ADMIN_MESSAGES,
  type ApiBuyerGiftCard,
  type ApiGiftCard,
  type ApiGiftCardBalance,
  type ApiGiftCardDetail,
  type ApiGiftCardEntry,
  type ApiIssuedGiftCard,
  type GiftCardIssueInput,
  type GiftCardUpdateInput,
} from '../../../common/contracts/giftcards';
import {
  defaultGiftCardExpiry,
  formatGiftCardCode,
  giftCardExpiryProblem,
  giftCardLast4,
  giftCardState,
  GIFT_CARD_MAX_VALIDITY_DAYS,
} from '../../../common/giftcards';
import { fromPaise, toPaise } from '../../../common/money';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { queueMail, type MailDeps } from '../../mail/mailer';
import { isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors';
import { getShopName } from '../settings';
import { findCardForBuyer } from './card-lookup';
import { giftCardMail } from './giftcard-mail';
import { hashGiftCardCode, newGiftCardCode } from './giftcard-code';
import * as repo from './giftcards.repository';
import type { GiftCardEntryRow, GiftCardRow } from './giftcards.repository';

/**
 * Gift cards, the owner's side and the buyer's (issue 47, decision 033): issue a card (its code answered once and
 * mailed to the recipient, only its hash kept), list them, open one's ledger, disable or re-enable, move the
 * expiry later, adjust the balance with a note; the buyer's balance lookup and their cards. Every balance change
 * goes through repo.moveBalance.
 */

export function giftCardToApi(row: GiftCardRow, now: Date): ApiGiftCard {
  return {
    _id: row.id,
    last4: row.last4,
    source: row.source,
    initial: fromPaise(row.initialPaise),
    balance: fromPaise(row.balancePaise),
    expiresAt: row.expiresAt.toISOString(),
    active: row.active,
    state: giftCardState(row, now),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function entryToApi(row: GiftCardEntryRow): ApiGiftCardEntry {
  return {
    _id: row.id,
    kind: row.kind,
    amount: fromPaise(row.amountPaise),
    balanceAfter: fromPaise(row.balanceAfterPaise),
    orderNumber: row.orderNumber,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export type IssueDeps = MailDeps & { db: Db; config: MailDeps['config'] & Pick<AppConfig, 'publicUrl'> };

/** 400 with the sentence for an expiry the owner may not set at issue. */
function checkIssueExpiry(expiresAt: Date, now: Date): void {
  const problem = giftCardExpiryProblem(expiresAt, now);
  if (problem === 'tooEarly') throw new ValidationError(GIFT_CARD_ADMIN_MESSAGES.earlyExpiry);
  if (problem === 'tooLate') throw new ValidationError(GIFT_CARD_ADMIN_MESSAGES.lateExpiry);
}

/** Tries of a new code when one collides with a card's (78 random bits: never in practice). */
const CODE_TRIES = 3;

/**
 * A card the owner issues, with its `issued` entry; the recipient's mail (when an e-mail is given) goes after
 * the commit. Answers the code, formatted: the only time it leaves the server.
 */
export async function issueGiftCard(
  deps: IssueDeps,
  body: GiftCardIssueInput,
  actorId: string | null,
  now = new Date(),
  newCode: () => string = newGiftCardCode,
): Promise<ApiIssuedGiftCard> {
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : defaultGiftCardExpiry(now);
  checkIssueExpiry(expiresAt, now);
  const amountPaise = toPaise(body.amount);
  const message = body.message ?? '';
  const recipientEmail = body.recipientEmail ?? null;
  for (let attempt = 1; ; attempt++) {
    const code = newCode();
    try {
      const card = await deps.db.transaction((tx) =>
        repo.insertCard(
          tx,
          {
            codeHash: hashGiftCardCode(code),
            last4: giftCardLast4(code),
            source: 'issued',
            initialPaise: amountPaise,
            balancePaise: amountPaise,
            expiresAt,
            recipientName: body.recipientName,
            recipientEmail,
            message,
            createdAt: now,
            updatedAt: now,
          },
          { kind: 'issued', actorId },
        ),
      );
      const formatted = formatGiftCardCode(code);
      if (recipientEmail) {
        const shop = await getShopName(deps.db);
        void queueMail(
          deps,
          giftCardMail({
            to: recipientEmail,
            recipientName: body.recipientName,
            shop,
            publicUrl: deps.config.publicUrl,
            code: formatted,
            amountPaise,
            expiresAt,
            message,
            // A recipient who has an account reads it in their account's language.
            lang: await repo.languageOfEmail(deps.db, recipientEmail),
          }),
        );
      }
      return { ...giftCardToApi(card, now), code: formatted };
    } catch (err) {
      if (attempt < CODE_TRIES && isUniqueViolation(err, 'gift_cards_code_hash_uq')) continue;
      throw err;
    }
  }
}

export async function listGiftCards(db: DbOrTx, now = new Date()): Promise<ApiGiftCard[]> {
  return (await repo.listCards(db)).map((row) => giftCardToApi(row, now));
}

export async function getGiftCard(db: DbOrTx, id: string, now = new Date()): Promise<ApiGiftCardDetail> {
  const row = await repo.findCardById(db, id);
  if (!row) throw new NotFoundError(GIFT_CARD_ADMIN_MESSAGES.notFound);
  const entries = await repo.entriesOf(db, id);
  return { ...giftCardToApi(row, now), entries: entries.map(entryToApi) };
}

/**
 * The owner's change, all or nothing under the card's lock: active, a later expiry (at most ten years from now),
 * an adjustment with its note (an `adjusted` entry; a debit past the balance is a 400).
 */
export async function updateGiftCard(
  db: Db,
  id: string,
  body: GiftCardUpdateInput,
  actorId: string | null,
  now = new Date(),
): Promise<ApiGiftCardDetail> {
  if (body.active === undefined && body.expiresAt === undefined && body.adjustment === undefined)
    throw new ValidationError(GIFT_CARD_ADMIN_MESSAGES.nothing);
  await db.transaction(async (tx) => {
    const card = await repo.lockCard(tx, id);
    if (!card) throw new NotFoundError(GIFT_CARD_ADMIN_MESSAGES.notFound);
    const expiresAt = body.expiresAt === undefined ? undefined : new Date(body.expiresAt);
    if (expiresAt) {
      if (expiresAt.getTime() <= card.expiresAt.getTime())
        throw new ValidationError(GIFT_CARD_ADMIN_MESSAGES.expiryOnlyLater);
      if (expiresAt.getTime() > now.getTime() + GIFT_CARD_MAX_VALIDITY_DAYS * 86_400_000)
        throw new ValidationError(GIFT_CARD_ADMIN_MESSAGES.lateExpiry);
    }
    // What was not sent stays (undefined is not written).
    await repo.setCard(tx, id, { active: body.active, expiresAt, updatedAt: now });
    if (body.adjustment) {
      const moved = await repo.moveBalance(tx, {
        cardId: id,
        amountPaise: toPaise(body.adjustment.amount),
        kind: 'adjusted',
        now,
        note: body.adjustment.note,
        actorId,
      });
      if (!moved) throw new ValidationError(GIFT_CARD_ADMIN_MESSAGES.overdrawn);
    }
  });
  return getGiftCard(db, id, now);
}

// ---------------------------------------------------------------- the buyer's side

export interface Buyer {
  id: string;
  email: string;
}

/**
 * The balance of a card whose code a logged-in buyer typed (guessing limited by findCardForBuyer). A card nobody
 * holds yet (no account, no recipient's e-mail) becomes the buyer's, so it shows on their account page.
 */
export async function giftCardBalance(
  db: DbOrTx,
  config: Pick<AppConfig, 'rateLimits'>,
  typed: string,
  who: { userId: string; ip: string },
  now = new Date(),
): Promise<ApiGiftCardBalance> {
  const card = await findCardForBuyer(db, config, typed, who);
  await repo.linkToBuyer(db, card.id, who.userId);
  const api = giftCardToApi(card, now);
  return {
    last4: api.last4,
    balance: api.balance,
    expiresAt: api.expiresAt,
    active: api.active,
    state: api.state,
  };
}

/** The buyer's cards: theirs, or sent to their e-mail. */
export async function buyerGiftCards(
  db: DbOrTx,
  buyer: Buyer,
  now = new Date(),
): Promise<ApiBuyerGiftCard[]> {
  const rows = await repo.cardsOfBuyer(db, buyer.id, buyer.email.toLowerCase());
  return rows.map((row) => {
    const api = giftCardToApi(row, now);
    return {
      _id: api._id,
      last4: api.last4,
      source: api.source,
      balance: api.balance,
      expiresAt: api.expiresAt,
      state: api.state,
    };
  });
}
