import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { createPgDatabase, type PgDatabase } from '../helpers/server-process';

/** DB_STATEMENT_TIMEOUT_MS on PostgreSQL (decision 017): statement_timeout and idle_in_transaction_session_timeout. */

const LIMIT_MS = 300;
let pgDb: PgDatabase;
let database: Database;
beforeAll(async () => {
  pgDb = await createPgDatabase();
  database = await openDatabase({
    databaseUrl: pgDb.url,
    pgliteDir: 'memory://',
    statementTimeoutMs: LIMIT_MS,
  });
});
afterAll(async () => {
  await database.close();
  await pgDb.drop();
});

const codeOf = (err: unknown): unknown => {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code) return (e as { code: unknown }).code;
  }
  return undefined;
};

test('a statement running past the limit is cancelled by the server (query_canceled), one within it completes', async () => {
  const started = Date.now();
  const err = await database.db.execute(sql`select pg_sleep(2)`).catch((e: unknown) => e);
  expect(codeOf(err)).toBe('57014');
  expect(Date.now() - started).toBeLessThan(1500);
  await expect(database.db.execute(sql`select pg_sleep(0.05)`)).resolves.toBeTruthy();
});

test('a transaction left idle past the limit is ended, and its writes are not kept', async () => {
  await database.db.execute(sql`create table if not exists t_idle (n int)`);
  const err = await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into t_idle values (1)`);
      await new Promise((r) => setTimeout(r, LIMIT_MS * 3));
      await tx.execute(sql`select 1`);
    })
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(Error);
  const rows = (await database.db.execute(sql`select count(*)::int as n from t_idle`)) as unknown as {
    rows: { n: number }[];
  };
  expect(rows.rows[0].n).toBe(0);
  // The pool replaced the ended connection: the next statement works.
  await expect(database.db.execute(sql`select 1`)).resolves.toBeTruthy();
});

test('without a limit (0) a long statement runs to the end', async () => {
  const open = await openDatabase({ databaseUrl: pgDb.url, pgliteDir: 'memory://', statementTimeoutMs: 0 });
  try {
    await expect(open.db.execute(sql`select pg_sleep(${(LIMIT_MS * 2) / 1000})`)).resolves.toBeTruthy();
  } finally {
    await open.close();
  }
});
