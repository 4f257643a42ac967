import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../../common/contracts/auth';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import * as repo from './session.repository';

/** The session cookie's name over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'sid';
/** Its name when Secure: the browser then refuses it unless Secure, Path=/ and without Domain (no subdomain can set it). */
export const SECURE_SESSION_COOKIE = '__Host-sid';

/** The name the session cookie has under this config; the only name read back. */
export function sessionCookieName(config: Pick<AppConfig, 'cookieSecure'>): string {
  return config.cookieSecure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The signed-in user on request.user: the same shape every auth answer shows. */
export type SessionUser = AuthUser;

/** The user as every auth answer shows it (never the password hash); isAdmin follows the role. */
export function toAuthUser(row: {
  id: string;
  userName: string;
  email: string;
  role: AuthUser['role'];
  language: 'en' | 'hi';
}): AuthUser {
  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    role: row.role,
    isAdmin: row.role === 'admin',
    language: row.language,
  };
}

/** SHA-256 of a token: what the database keeps, so a leaked table holds no usable tokens. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Starts a session: a fresh 256-bit random token, stored hashed, with an absolute expiry. */
export async function createSession(
  db: DbOrTx,
  config: AppConfig,
  userId: string,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.session.absoluteSeconds * 1000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

/** Resolves a cookie token to its user, sliding the idle window at most once a minute. */
export async function resolveSession(
  db: DbOrTx,
  config: AppConfig,
  token: string,
): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const idleSince = new Date(Date.now() - config.session.idleSeconds * 1000);
  const row = await repo.findLiveSession(db, hashToken(token), idleSince);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > 60_000) await repo.touchSession(db, row.sessionId);
  return toAuthUser(row);
}

export async function revokeSession(db: DbOrTx, token: string) {
  await repo.revokeByTokenHash(db, hashToken(token));
}

export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await repo.revokeAllForUser(db, userId);
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.session.absoluteSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
}
