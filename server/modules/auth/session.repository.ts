import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: DbOrTx,
  row: { userId: string; tokenHash: string; expiresAt: Date; ip?: string; userAgent?: string },
) {
  await db.insert(sessions).values(row);
}

/** The live session for a token hash with its user; null when unknown, revoked or expired. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, idleSince: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function touchSession(db: DbOrTx, sessionId: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function revokeByTokenHash(db: DbOrTx, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllForUser(db: DbOrTx, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
