import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetCodes } from '../../db/schema';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;
/** A reset code confirms a new password; a cod code confirms the e-mail before a first cash-on-delivery order. */
export type CodePurpose = ResetCodeRow['purpose'];

const live = () => and(isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, sql`now()`));

/** Voids every unused code of the user for one purpose (a new code replaces them; a reset ends them). */
export async function voidCodes(db: DbOrTx, userId: string, purpose: CodePurpose = 'reset') {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.purpose, purpose),
        isNull(passwordResetCodes.usedAt),
      ),
    );
}

export async function insertCode(
  db: DbOrTx,
  row: { userId: string; otpHash: string; linkCodeHash: string; validSeconds: number; purpose?: CodePurpose },
) {
  await db.insert(passwordResetCodes).values({
    userId: row.userId,
    purpose: row.purpose ?? 'reset',
    otpHash: row.otpHash,
    linkCodeHash: row.linkCodeHash,
    expiresAt: sql`now() + make_interval(secs => ${row.validSeconds})`,
  });
}

/** The user's newest unused, unexpired code for a purpose (there is at most one: a new code voids the old). */
export async function findLiveCode(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose = 'reset',
): Promise<ResetCodeRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), eq(passwordResetCodes.purpose, purpose), live()))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The live reset code behind a link code's hash (a link stops working when its code is used, expired or out
 * of tries). Only reset codes have links that mean anything.
 */
export async function findLiveCodeByLinkHash(
  db: DbOrTx,
  linkCodeHash: string,
  maxTries: number,
): Promise<ResetCodeRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.linkCodeHash, linkCodeHash),
        eq(passwordResetCodes.purpose, 'reset'),
        live(),
        lt(passwordResetCodes.attempts, maxTries),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Spends one try of a live code, atomically: false when none is left, so no amount of concurrency gets
 * more than maxTries guesses.
 */
export async function spendTry(db: DbOrTx, codeId: string, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, codeId), live(), lt(passwordResetCodes.attempts, maxTries)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}

/** Marks a live code used; false when another request used it first (single use). */
export async function markUsed(db: DbOrTx, codeId: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.id, codeId), live()))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}
