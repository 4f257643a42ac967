import crypto from 'node:crypto';
import { mailLink } from '../../mail/words';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, INVALID_CODE } from '../../../common/contracts/auth';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { queueMailJob, type MailMessage } from '../../mail/mailer';
import { getShopName } from '../settings';
import { findUserByEmail, findUserById, updatePasswordHash, type UserRow } from './auth.repository';
import { passwordResetMail } from './password-reset.mail';
import * as codes from './password-reset.repository';
import { forget, pairKey, release, takeSlots } from '../../lib/rate-limit';
import { LIMITS } from './auth-limits';
import { hashToken, revokeAllSessions } from './session.service';
import { spendVerifyTime } from './timing';

export const RESET_CODE_VALID_SECONDS = 10 * 60;
export const MAX_CODE_TRIES = 5;
/** SPEC §8's success toast; the same whether or not the account exists. */
export const RESET_REQUESTED_MESSAGE = AUTH_MESSAGES.resetRequested;
export const RESET_DONE_MESSAGE = AUTH_MESSAGES.resetDone;

export interface ResetDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** 6 digits from the CSPRNG, leading zeros kept. */
export function newOtp(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Starts a reset. The answer depends only on the rate limits (keyed by email, existing or not); the
 * account lookup, the new code (voiding the old) and the mail happen after it, in the background, so
 * neither the answer nor its timing reveals whether the account exists.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string): Promise<void> {
  await takeSlots(deps.db, deps.config, [
    { limit: LIMITS.resetRequestsPerIp, key: ip },
    { limit: LIMITS.resetRequestsPerEmail, key: email },
  ]);
  void queueMailJob(deps, () => issueResetCode(deps, email));
}

/** For an existing account: a fresh code and link (voiding older ones) and the mail that carries them. */
async function issueResetCode(deps: ResetDeps, email: string): Promise<MailMessage | null> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return null;
  const otp = newOtp();
  const linkCode = crypto.randomBytes(32).toString('base64url');
  const otpHash = await hashPassword(otp);
  await deps.db.transaction(async (tx) => {
    await codes.voidCodes(tx, user.id);
    await codes.insertCode(tx, {
      userId: user.id,
      otpHash,
      linkCodeHash: hashToken(linkCode),
      validSeconds: RESET_CODE_VALID_SECONDS,
    });
  });
  // The reset page in the account's language: /hi/auth/reset-password for a Hindi account.
  const link = `${mailLink(deps.config.publicUrl, '/auth/reset-password', user.language)}?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(linkCode)}`;
  return passwordResetMail({
    to: user.email,
    userName: user.userName,
    shopName: await getShopName(deps.db),
    otp,
    link,
    validMinutes: RESET_CODE_VALID_SECONDS / 60,
    lang: user.language,
  });
}

export interface ConfirmResetInput {
  email?: string;
  otp?: string;
  code?: string;
  newPassword: string;
}

/** The code row and user behind an email + 6-digit code; spends one of the code's tries. */
async function checkOtp(db: Db, email: string, otp: string) {
  const user = await findUserByEmail(db, email);
  const code = user ? await codes.findLiveCode(db, user.id) : null;
  if (!user || !code) return spendVerifyTime(otp);
  if (!(await codes.spendTry(db, code.id, MAX_CODE_TRIES))) return spendVerifyTime(otp);
  if (!(await verifyPassword(code.otpHash, otp))) return false;
  return { user, code };
}

/** The code row and user behind a link code (256 random bits, looked up by its hash). */
async function checkLinkCode(db: Db, linkCode: string, email: string | undefined) {
  const code = await codes.findLiveCodeByLinkHash(db, hashToken(linkCode), MAX_CODE_TRIES);
  const user: UserRow | null = code ? await findUserById(db, code.userId) : null;
  if (!code || !user) return false;
  if (email && user.email.toLowerCase() !== email.toLowerCase()) return false;
  return { user, code };
}

/**
 * Completes a reset by the mailed code ({email, otp}) or link ({code}): sets the password, uses the code up,
 * voids any other, and ends every session of the account. Every failure is the same 'Invalid or expired code'.
 */
export async function confirmPasswordReset(
  deps: ResetDeps,
  input: ConfirmResetInput,
  ip: string,
): Promise<void> {
  const { db } = deps;
  // Wrong codes count against the address; a success gives its slot back.
  const slot = await takeSlots(db, deps.config, [{ limit: LIMITS.resetFailuresPerIp, key: ip }]);

  const otp = input.otp ?? (input.code && /^\d{6}$/.test(input.code) ? input.code : undefined);
  const found = otp
    ? input.email
      ? await checkOtp(db, input.email, otp)
      : false
    : await checkLinkCode(db, input.code ?? '', input.email);
  if (!found) throw new ValidationError(INVALID_CODE);

  const passwordHash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    if (!(await codes.markUsed(tx, found.code.id))) return false;
    await updatePasswordHash(tx, found.user.id, passwordHash);
    await codes.voidCodes(tx, found.user.id);
    await revokeAllSessions(tx, found.user.id);
    return true;
  });
  if (!done) throw new ValidationError(INVALID_CODE);

  // The owner proved control of the mailbox: end the account's burst and this address's wait on it.
  const email = found.user.email.toLowerCase();
  await forget(db, LIMITS.loginFailuresPerAccount, email);
  await forget(db, LIMITS.loginFailuresPerPair, pairKey(email, ip));
  await release(db, slot);
}
