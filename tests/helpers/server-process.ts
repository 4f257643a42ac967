import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { adminQuery, databaseUrl } from './pg-admin';
import { freePort } from './ports';

export { freePort };

/**
 * Real server processes for the operations tests (tests/ops): `node dist/app/main.js`, the compiled server
 * that `npm start` and the systemd unit run (built by the global setup, tests/helpers/build-app.ts), in one
 * process (so SIGKILL kills the server itself, not a wrapper), on its own port.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
import { SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from './server-entry';
export { SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_PROCESS_ENV };

// The data dirs made here are removed after the test file (restarts within a file reuse them).
const madeDirs = new Set<string>();
afterAll(() => {
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
  madeDirs.clear();
});

/**
 * The PostgreSQL server the ops tests create their databases on: TEST_DATABASE_URL, else the local one, else
 * an embedded one the run started (tests/helpers/pg-global-setup.ts).
 */
export const PG_SERVER_URL = inject('pgServerUrl');

export interface PgDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database (not migrated: the servers migrate it at start, as in production). */
export async function createPgDatabase(): Promise<PgDatabase> {
  const name = `shop_ops_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(PG_SERVER_URL, `create database ${name}`);
  return {
    url: databaseUrl(PG_SERVER_URL, name),
    drop: () => adminQuery(PG_SERVER_URL, `drop database if exists ${name} with (force)`),
  };
}

export interface ServerProcess {
  port: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit (SIGKILL after timeoutMs). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

export interface StartOptions {
  /** Extra environment (DATABASE_URL, TRUST_PROXY, …); PORT, HOST, DATA_DIR and quiet defaults are set here. */
  env?: Record<string, string>;
  /** Reuse a data dir (PGlite files, uploads) to restart on the same data. */
  dataDir?: string;
  port?: number;
  /** How long to wait for /api/health (ms). */
  readyTimeoutMs?: number;
}

/** The environment a test server runs with: production, its own port and data, no demo catalog, a known admin. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...SERVER_PROCESS_ENV,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'owner@shop.test',
    ADMIN_PASSWORD: 'owner-password-1',
  };
}

/** Starts a server process and waits until /api/health answers 200. */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ops-'));
    madeDirs.add(dataDir);
  }
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...serverEnv(port, dataDir), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    port,
    url,
    dataDir,
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await proc.stop('SIGKILL');
  throw new Error(`server on port ${port} did not become healthy:\n${out}`);
}
