import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authAttempts } from '../db/schema';

/** Serialises attempts on one kind/key until the surrounding transaction ends (all app instances share it). */
export async function lockKey(tx: DbOrTx, kind: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${key}`}))`);
}

export async function insertAttempt(db: DbOrTx, kind: string, key: string): Promise<string> {
  const [row] = await db.insert(authAttempts).values({ kind, key }).returning({ id: authAttempts.id });
  return row.id;
}

/**
 * For each window (in seconds): how many attempts of kind/key fall inside it, and in how many seconds the
 * oldest of them leaves it. Uses the database clock, so every app instance agrees.
 */
export async function countAttempts(
  db: DbOrTx,
  kind: string,
  key: string,
  windowsSeconds: number[],
): Promise<{ count: number; retryAfterSeconds: number }[]> {
  const longest = Math.max(...windowsSeconds);
  const inWindow = (w: number) => sql`${authAttempts.createdAt} > now() - make_interval(secs => ${w})`;
  const fields: Record<string, SQL<number>> = {};
  windowsSeconds.forEach((w, i) => {
    fields[`count${i}`] = sql<number>`(count(*) filter (where ${inWindow(w)}))::int`;
    fields[`retry${i}`] =
      sql<number>`coalesce(ceil(extract(epoch from (min(${authAttempts.createdAt}) filter (where ${inWindow(w)}) + make_interval(secs => ${w}) - now()))), 0)::int`;
  });
  const [row] = await db
    .select(fields)
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.key, key), inWindow(longest)));
  return windowsSeconds.map((_, i) => ({
    count: Number(row?.[`count${i}`] ?? 0),
    retryAfterSeconds: Math.max(1, Number(row?.[`retry${i}`] ?? 1)),
  }));
}

/**
 * How many attempts of kind/key fall in the last `windowSeconds`, and how many seconds ago the newest of them
 * was made (database clock; null when there is none).
 */
export async function recentAttempts(
  db: DbOrTx,
  kind: string,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; secondsSinceLast: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      since: sql<number | null>`extract(epoch from (now() - max(${authAttempts.createdAt})))::float8`,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.key, key),
        sql`${authAttempts.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  return { count: Number(row?.count ?? 0), secondsSinceLast: row?.since == null ? null : Number(row.since) };
}

export async function deleteAttempts(db: DbOrTx, ids: string[]) {
  if (ids.length) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

/** Forgets every attempt of kind/key (e.g. an account's failed logins once its password is reset). */
export async function clearAttempts(db: DbOrTx, kind: string, key: string) {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.key, key)));
}

/** Drops attempts older than any window we use, so the table stays small. */
export async function pruneAttempts(db: DbOrTx, olderThanSeconds: number) {
  await db
    .delete(authAttempts)
    .where(lt(authAttempts.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
