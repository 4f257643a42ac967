import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ConflictError, isUniqueViolation, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthUser } from '../../../common/contracts/auth';
import { findUserByEmail, insertCustomer } from './auth.repository';
import { LIMITS, release, takeSlots } from './rate-limit.service';
import { createSession, revokeSession, toAuthUser } from './session.service';
import { spendVerifyTime } from './timing';

export interface AuthDeps {
  db: Db;
  config: AppConfig;
}

export const REGISTERED_MESSAGE = 'Registration successful. Please log in.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please log in instead.';
export const LOGGED_IN_MESSAGE = 'Logged in successfully';
export const BAD_CREDENTIALS_MESSAGE = 'Incorrect email or password';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/** Creates a customer account (never an admin) with a unique email; does not log in (SPEC §2). */
export async function register(
  deps: AuthDeps,
  input: { userName: string; email: string; password: string },
  ip: string,
): Promise<AuthUser> {
  await takeSlots(deps.db, deps.config, [{ limit: LIMITS.registrationsPerIp, key: ip }]);
  if (await findUserByEmail(deps.db, input.email)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    return toAuthUser(await insertCustomer(deps.db, { userName: input.userName, email: input.email, passwordHash }));
  } catch (err) {
    // Two registrations of one email at once: the unique index decides.
    if (isUniqueViolation(err)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
}

/**
 * Checks email and password under the per-account and per-IP failure limits and starts a new session
 * (a fresh token every login; the token the browser came with is revoked). Wrong email and wrong password
 * get the same message and take the same time.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  meta: { ip: string; userAgent?: string; previousToken?: string },
): Promise<{ token: string; user: AuthUser }> {
  const slot = await takeSlots(deps.db, deps.config, [
    { limit: LIMITS.loginFailuresPerIp, key: meta.ip },
    { limit: LIMITS.loginFailuresPerAccount, key: input.email },
  ]);
  const user = await findUserByEmail(deps.db, input.email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await spendVerifyTime(input.password);
  if (!user || !ok) throw new UnauthorizedError(BAD_CREDENTIALS_MESSAGE);

  await release(deps.db, slot);
  if (meta.previousToken) await revokeSession(deps.db, meta.previousToken);
  const token = await createSession(deps.db, deps.config, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return { token, user: toAuthUser(user) };
}

/** Ends the session behind the cookie on the server, so the old cookie stops working everywhere. */
export async function logout(deps: AuthDeps, token: string | undefined): Promise<void> {
  if (token) await revokeSession(deps.db, token);
}
