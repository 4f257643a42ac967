/**
 * The demo shop as `npm start` serves it (production build, seeded catalog) on a throwaway data folder and
 * a free port of 127.0.0.1, for scripts that look at it: screenshots, Lighthouse.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { ensureAdmin, seedDemo } from '../server/db/seed';
import { ensureWebBuild } from '../server/web-build';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface DemoShop {
  url: string;
  admin: { email: string; password: string };
  customer: { email: string; password: string };
  close(): Promise<void>;
}

export async function startDemoShop(port = 3950): Promise<DemoShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-demo-'));
  const url = `http://127.0.0.1:${port}`;
  const admin = { email: 'admin@shop.local', password: 'demo-admin-password' };
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  await ensureWebBuild(config);
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  await migrateDatabase(database);
  const seed = await seedDemo(database.db, config);
  await ensureAdmin(database.db, config);
  const app = await buildApp(config, { database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    admin,
    customer: { email: seed.customer?.email ?? '', password: seed.customer?.generatedPassword ?? '' },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
