import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig, type AppConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { createTestDatabase } from './db';
import { createAdmin, loginAs } from './factories';
import { closeWhenDone } from './teardown';

export interface TestAppOptions {
  /** Overrides of testConfig(). */
  config?: Partial<AppConfig>;
  /** Sign in a new admin: `adminCookie`. */
  admin?: boolean;
  /** Keep the app's log lines (JSON, one a line) in `logs`; the level is config.logLevel, else info. */
  logs?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** A cookie header of a signed-in admin (`admin: true`). */
  adminCookie: string;
  /** The log lines written so far (`logs: true`); empty it with `logs.length = 0`. */
  logs: string[];
  /** Closes now instead of at teardown (closing twice is harmless). */
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, for `app.inject` tests. It closes itself: called from a test, when the
 * test finishes; called from a beforeAll, after the file's last test (tests/helpers/teardown.ts).
 */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig({
    ...(options.logs ? { logLevel: 'info' as const } : {}),
    ...options.config,
  });
  const lines: string[] = [];
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    database,
    ...(options.logs ? { logStream: { write: (line: string) => void lines.push(line) } } : {}),
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    })());
  closeWhenDone(close);
  await app.ready();
  const adminCookie = options.admin ? await loginAs(app, await createAdmin(database.db)) : undefined;
  return {
    app,
    db: database.db,
    database,
    config,
    get adminCookie() {
      if (adminCookie === undefined) throw new Error('testApp({ admin: true }) signs in an admin');
      return adminCookie;
    },
    get logs() {
      if (!options.logs) throw new Error('testApp({ logs: true }) keeps the log');
      return lines;
    },
    close,
  };
}
