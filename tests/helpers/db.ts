import fs from 'node:fs';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client';
import { adminQuery, databaseUrl } from './pg-admin';

/**
 * A fresh, migrated database for one test file: PGlite started from the run's template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database copied from the run's template database on that server
 * and dropped at close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated template (global-setup.ts); a file run alone without it migrates its own.
    const template = inject('pgTemplateDatabase');
    await adminQuery(
      serverUrl,
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    );
    const database = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, name),
      pgliteDir: 'memory://',
    });
    if (!template) await migrateDatabase(database);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const template = fs.readFileSync(inject('pgTemplatePath'));
  return openDatabase({ pgliteDir: 'memory://', loadDataDir: new Blob([template]) });
}
