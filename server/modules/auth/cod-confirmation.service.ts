import crypto from 'node:crypto';
import { INVALID_CODE } from '../../../common/contracts/auth';
import { ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { release, takeSlots } from '../../lib/rate-limit';
import { queueMail } from '../../mail/mailer';
import { getShopName } from '../settings';
import { LIMITS } from './auth-limits';
import { findUserById, setCodVerified } from './auth.repository';
import { codConfirmationMail } from './password-reset.mail';
import * as codes from './password-reset.repository';
import { MAX_CODE_TRIES, newOtp, RESET_CODE_VALID_SECONDS, type ResetDeps } from './password-reset.service';
import { hashToken } from './session.service';

/**
 * Before an account's first cash-on-delivery order the buyer confirms the account's e-mail with a 6-digit code:
 * a cash order costs the shop a trip to the door, so it goes only to an address that reads its
 * mail. The codes are the password reset's (same table, tries, expiry and hashing) with their own purpose,
 * so a cash-on-delivery code never resets a password and a reset code never confirms cash on delivery.
 */

/** Whether the account has confirmed its e-mail for cash on delivery. */
export async function isCodVerified(deps: Pick<ResetDeps, 'db'>, userId: string): Promise<boolean> {
  return Boolean((await findUserById(deps.db, userId))?.codVerifiedAt);
}

/** Mails a fresh code to the account's own e-mail (voiding the previous one); 429 when asked too often. */
export async function sendCodCode(deps: ResetDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ValidationError(INVALID_CODE);
  await takeSlots(deps.db, deps.config, [{ limit: LIMITS.codCodeRequestsPerAccount, key: user.id }]);
  const otp = newOtp();
  const otpHash = await hashPassword(otp);
  await deps.db.transaction(async (tx) => {
    await codes.voidCodes(tx, user.id, 'cod');
    await codes.insertCode(tx, {
      userId: user.id,
      purpose: 'cod',
      otpHash,
      // The table wants a link; a cash-on-delivery code has none, so this one leads nowhere.
      linkCodeHash: hashToken(crypto.randomBytes(32).toString('base64url')),
      validSeconds: RESET_CODE_VALID_SECONDS,
    });
  });
  void queueMail(
    deps,
    codConfirmationMail({
      to: user.email,
      userName: user.userName,
      shopName: await getShopName(deps.db),
      otp,
      validMinutes: RESET_CODE_VALID_SECONDS / 60,
      lang: user.language,
    }),
  );
}

/**
 * Confirms the account's e-mail with the mailed code: 400 'Invalid or expired code' for a wrong, used or
 * expired one (each wrong try spends one of the code's five and counts against the address).
 */
export async function confirmCodCode(
  deps: ResetDeps,
  userId: string,
  otp: string,
  ip: string,
): Promise<void> {
  const { db } = deps;
  const slot = await takeSlots(db, deps.config, [{ limit: LIMITS.resetFailuresPerIp, key: ip }]);
  const code = await codes.findLiveCode(db, userId, 'cod');
  if (!code || !(await codes.spendTry(db, code.id, MAX_CODE_TRIES))) throw new ValidationError(INVALID_CODE);
  if (!(await verifyPassword(code.otpHash, otp))) throw new ValidationError(INVALID_CODE);
  const done = await db.transaction(async (tx) => {
    if (!(await codes.markUsed(tx, code.id))) return false;
    await setCodVerified(tx, userId, new Date());
    return true;
  });
  if (!done) throw new ValidationError(INVALID_CODE);
  await release(db, slot);
}
