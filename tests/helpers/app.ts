import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig, type AppConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The whole app on a fresh database, for `app.inject` tests. Call close() in afterAll. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
