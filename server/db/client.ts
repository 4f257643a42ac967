import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take `Db | Tx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database is reachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool (migrations take a session lock on one of its connections). */
  pool?: pg.Pool;
  /** The pool's use, for /metrics (PostgreSQL only). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory ('memory://' for a throwaway one). */
  pgliteDir: string;
  /** A dumped, already migrated PGlite data dir to start from (tests). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL: the longest a statement may run, and a transaction may sit idle, before the server ends it
   * (statement_timeout, idle_in_transaction_session_timeout; DB_STATEMENT_TIMEOUT_MS). 0 or absent: no limit.
   * PGlite has no equivalent (decision 017).
   */
  statementTimeoutMs?: number;
}

/**
 * The embedded database's settings. PostgreSQL's default shared_buffers (128 MB) is WebAssembly memory that
 * PGlite touches and never gives back: 16 MB holds a shop's hot pages (the demo catalog's database is 41 MB on
 * disk, its products and indexes a few MB) and takes the server's resident memory from 466 to about 355 MB at
 * rest after a browse of every shop page; PGlite also opens about 0.3 s sooner (every test database).
 */
export const PGLITE_CONF = ["shared_buffers = '16MB'"];

/**
 * PGlite is PostgreSQL compiled to WebAssembly (9 MB). V8 compiles it with its baseline compiler (Liftoff),
 * then recompiles the functions that run often with its optimizing one (TurboFan) on background threads, and
 * malloc keeps what those compilations freed: a process that opened the demo shop's database held 180–200 MB
 * with both, 121–140 MB with Liftoff alone, and the server at rest after a browse of every shop page 229–269 MB
 * against 178–186 (decision 024). The price is in long queries: a sort of 300,000 rows takes about
 * 25 % longer once warm, and an uncached listing of 20,000 products serves 90 requests a second at 16
 * connections instead of 165; the first queries are quicker (nothing is recompiled), the caches answer most
 * pages, and a shop whose catalog outgrows that runs on PostgreSQL. Set before PGlite compiles its module;
 * V8 reads it then, so once per process is enough and PostgreSQL servers never compile any WebAssembly.
 */
function baselineWasmOnly() {
  v8.setFlagsFromString('--liftoff-only');
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const timeout = opts.statementTimeoutMs ?? 0;
    const max = 10;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max,
      ...(timeout > 0 ? { statement_timeout: timeout, idle_in_transaction_session_timeout: timeout } : {}),
    });
    // An idle client erroring (server restart) must not crash the process.
    pool.on('error', () => {});
    // Nor a checked-out one: the server ends a connection left idle in a transaction past the limit with a
    // FATAL the client emits as 'error' (an uncaught exception without a listener); its query fails anyway.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      pool,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  const onDisk = !opts.pgliteDir.startsWith('memory://');
  if (onDisk) fs.mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
  const unlock = onDisk ? lockPgliteDir(opts.pgliteDir) : () => {};
  let client: PGlite;
  baselineWasmOnly();
  try {
    client = await PGlite.create(opts.pgliteDir, {
      extensions: { pg_trgm },
      postgresqlconf: PGLITE_CONF,
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      unlock();
    },
    // Exposed for the test template (dumpDataDir).
    ...({ pglite: client } as object),
  };
}

/** True when a PGlite database has been created in the dir (PostgreSQL's PG_VERSION file is there). */
export function pgliteDirExists(dir: string): boolean {
  return dir.startsWith('memory://') || fs.existsSync(path.join(dir, 'PG_VERSION'));
}

export class DataDirInUseError extends Error {}

/**
 * PGlite is PostgreSQL in this process: two processes on one data dir would corrupt it, and PGlite itself
 * does not stop that. `<dir>.lock` holds the owner's pid; a lock whose process is gone (a crash, SIGKILL)
 * is taken over. The shop, db:migrate, db:backup, db:restore and mail:outbox all open the dir through here.
 */
export function lockPgliteDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirInUseError(
          `The PGlite data dir ${dir} is in use by process ${pid} (is the shop running?). Stop it first: PGlite is single-process.`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the PGlite data dir ${dir}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Key of the session advisory lock under which one of several instances starting at once migrates. */
const MIGRATION_LOCK = 7_240_000;

/**
 * Applies every pending migration (drizzle's migrator; drizzle-kit's own fails on the extension). On
 * PostgreSQL it runs under a session advisory lock: instances starting together on one database take
 * turns, the first migrates and the others find nothing left to do (drizzle's own `create schema/table if
 * not exists` is not safe when run concurrently).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  if (!database.pool) {
    await migratePg(database.db as never, { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** How many of this release's migrations the database has not applied yet (all of them on a new database). */
export async function migrationsPending(database: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const exists = await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!rowsOf<{ t: string | null }>(exists)[0]?.t) return migrations.length;
  const last = await database.db.execute(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const lastAt = Number(rowsOf<{ at: string | null }>(last)[0]?.at ?? 0);
  // drizzle's rule: a migration is applied when the last one recorded is at least as recent.
  return migrations.filter((m) => m.folderMillis > lastAt).length;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
