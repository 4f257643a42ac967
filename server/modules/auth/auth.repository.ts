import { eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../common/lang';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** By email, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a customer; the role is fixed here so no input can ever create an admin. */
export async function insertCustomer(
  db: DbOrTx,
  values: { userName: string; email: string; passwordHash: string; language: Lang },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'customer' })
    .returning();
  return row;
}

/** The language of the account's mails (issue 50). */
export async function updateLanguage(db: DbOrTx, userId: string, language: Lang): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** The language of a user's mails; English for an unknown user. */
export async function languageOf(db: DbOrTx, userId: string | null): Promise<Lang> {
  if (!userId) return 'en';
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The shop's admins (for security notices). */
export async function listAdmins(db: DbOrTx): Promise<Pick<UserRow, 'email' | 'userName'>[]> {
  return db
    .select({ email: users.email, userName: users.userName })
    .from(users)
    .where(eq(users.role, 'admin'));
}

/** Records that the account confirmed its e-mail with a code (asked before a first cash-on-delivery order). */
export async function setCodVerified(db: DbOrTx, userId: string, at: Date) {
  await db.update(users).set({ codVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
}
