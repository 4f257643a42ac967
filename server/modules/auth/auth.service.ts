import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ConflictError, isUniqueViolation, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { AUTH_MESSAGES, type AuthUser } from '../../../common/contracts/auth';
import type { Lang } from '../../../common/lang';
import { queueMail, queueMailJob } from '../../mail/mailer';
import { mailLink } from '../../mail/words';
import { getShopName } from '../settings';
import { findUserByEmail, insertCustomer, listAdmins, updateLanguage } from './auth.repository';
import { loginBurstMail } from './login-alert.mail';
import { countRecent, forget, pairKey, release, takeSlots, type Slot } from '../../lib/rate-limit';
import { LIMITS, LOGIN_BURST } from './auth-limits';
import { createSession, revokeSession, toAuthUser } from './session.service';
import { spendVerifyTime } from './timing';

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

// The messages the web app shows as they are: one source, common/contracts/auth.ts.
export const REGISTERED_MESSAGE = AUTH_MESSAGES.registered;
export const DUPLICATE_EMAIL_MESSAGE = AUTH_MESSAGES.duplicateEmail;
export const LOGGED_IN_MESSAGE = AUTH_MESSAGES.loggedIn;
export const BAD_CREDENTIALS_MESSAGE = AUTH_MESSAGES.badCredentials;
export const LOGGED_OUT_MESSAGE = AUTH_MESSAGES.loggedOut;

/**
 * Creates a customer account (never an admin) with a unique email; does not log in (SPEC §2). `language` is the
 * page's the buyer registered on: their mails come in it.
 */
export async function register(
  deps: AuthDeps,
  input: { userName: string; email: string; password: string },
  ip: string,
  language: Lang = 'en',
): Promise<AuthUser> {
  await takeSlots(deps.db, deps.config, [{ limit: LIMITS.registrationsPerIp, key: ip }]);
  if (await findUserByEmail(deps.db, input.email)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    return toAuthUser(
      await insertCustomer(deps.db, {
        userName: input.userName,
        email: input.email,
        passwordHash,
        language,
      }),
    );
  } catch (err) {
    // Two registrations of one email at once: the unique index decides.
    if (isUniqueViolation(err)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
}

/**
 * Checks email and password and starts a new session (a fresh token every login; the token the browser came
 * with is revoked). Wrong email and wrong password get the same message and take the same time.
 *
 * Limits (auth-limits.ts): failures per account and address and per address earn growing waits (429
 * with Retry-After), never a lock of the account; failures per account from anywhere are counted, and a
 * burst of them only takes the free tries away from addresses that already failed on it and mails the
 * holder and the admins. So the right password from an address with no recent failure on the account always
 * gets through (unless that address itself is guessing across accounts). Successes per address are capped
 * too; that slot is taken before the password is checked, so a 429 never tells a right password from a wrong one.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  meta: { ip: string; userAgent?: string; previousToken?: string },
): Promise<{ token: string; user: AuthUser }> {
  const { db, config } = deps;
  const email = input.email.toLowerCase();
  const burst =
    (await countRecent(db, LIMITS.loginFailuresPerAccount, email, LOGIN_BURST.windowSeconds)) >=
    LOGIN_BURST.failures;
  const failure = await takeSlots(db, config, [
    { limit: LIMITS.loginFailuresPerIp, key: meta.ip },
    {
      limit: burst ? LIMITS.loginFailuresPerPairDuringBurst : LIMITS.loginFailuresPerPair,
      key: pairKey(email, meta.ip),
    },
    { limit: LIMITS.loginFailuresPerAccount, key: email },
  ]);
  let success: Slot;
  try {
    success = await takeSlots(db, config, [{ limit: LIMITS.loginSuccessesPerIp, key: meta.ip }]);
  } catch (err) {
    await release(db, failure);
    throw err;
  }

  const user = await findUserByEmail(db, email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await spendVerifyTime(input.password);
  if (!user || !ok) {
    await release(db, success);
    // After the answer, for known and unknown emails alike, so its timing says nothing.
    void queueMailJob(deps, () => mailOnBurst(deps, email));
    throw new UnauthorizedError(BAD_CREDENTIALS_MESSAGE);
  }

  // The right password: this attempt was no failure, and this address's earlier failures on the account are
  // forgiven (the per-address count is not: logging in to one's own account must not reset guessing at others).
  await release(db, failure);
  await forget(db, LIMITS.loginFailuresPerPair, pairKey(email, meta.ip));
  if (meta.previousToken) await revokeSession(db, meta.previousToken);
  const token = await createSession(db, config, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return { token, user: toAuthUser(user) };
}

/**
 * When an existing account has seen LOGIN_BURST.failures failures within the window, mails its holder and
 * every admin, once per account per window (the alert is itself a counted slot, so instances agree).
 */
async function mailOnBurst(deps: AuthDeps, email: string): Promise<null> {
  const failures = await countRecent(
    deps.db,
    LIMITS.loginFailuresPerAccount,
    email,
    LOGIN_BURST.windowSeconds,
  );
  if (failures < LOGIN_BURST.failures) return null;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return null;
  try {
    await takeSlots(deps.db, deps.config, [{ limit: LIMITS.loginAlertsPerAccount, key: email }]);
  } catch (err) {
    if (err instanceof TooManyRequestsError) return null;
    throw err;
  }
  const shopName = await getShopName(deps.db);
  const common = {
    shopName,
    accountEmail: user.email,
    failures,
    minutes: LOGIN_BURST.windowSeconds / 60,
    resetLink: `${deps.config.publicUrl}/auth/forgot-password`,
  };
  // The holder's notice in their language, with the Hindi page's link for a Hindi account.
  const holder = {
    ...common,
    to: user.email,
    userName: user.userName,
    holder: true,
    lang: user.language,
    resetLink: mailLink(deps.config.publicUrl, '/auth/forgot-password', user.language),
  };
  deps.log.warn({ loginBurst: { userId: user.id, failures } }, 'Burst of failed logins on one account');
  void queueMail(deps, loginBurstMail(holder));
  for (const admin of await listAdmins(deps.db)) {
    if (admin.email.toLowerCase() === user.email.toLowerCase()) continue;
    void queueMail(
      deps,
      loginBurstMail({ ...common, to: admin.email, userName: admin.userName, holder: false }),
    );
  }
  return null;
}

/** Ends the session behind the cookie on the server, so the old cookie stops working everywhere. */
export async function logout(deps: AuthDeps, token: string | undefined): Promise<void> {
  if (token) await revokeSession(deps.db, token);
}

/** A buyer's own settings (the language of their mails); answers the user as check-auth shows it. */
export async function updateProfile(
  deps: Pick<AuthDeps, 'db'>,
  userId: string,
  input: { language: Lang },
): Promise<AuthUser> {
  const row = await updateLanguage(deps.db, userId, input.language);
  if (!row) throw new UnauthorizedError();
  return toAuthUser(row);
}
