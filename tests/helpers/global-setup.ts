import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, migrateDatabase } from '../../server/db/client';
import { adminQuery, databaseUrl } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tar) that each test file's database starts from. */
    pgTemplatePath: string;
    /** With TEST_DATABASE_URL: a migrated PostgreSQL database that each test file's database is copied from. */
    pgTemplateDatabase: string;
  }
}

/**
 * Runs initdb and the migrations once per test run, instead of once per test file: a migrated PGlite data dir
 * that each file's database is loaded from, and, when the tests run on PostgreSQL (TEST_DATABASE_URL), a
 * migrated template database that each file's database is created from (`create database … template …`
 * copies its files: a few tens of milliseconds against about a second of migrations).
 */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `shop-pg-template-${process.pid}.tar.gz`);
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  const pglite = (database as unknown as { pglite: import('@electric-sql/pglite').PGlite }).pglite;
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgTemplatePath', file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await createPostgresTemplate(serverUrl) : '';
  project.provide('pgTemplateDatabase', template);

  return async () => {
    fs.rmSync(file, { force: true });
    if (serverUrl && template)
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  };
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `shop_test_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: 'memory://' });
  try {
    await migrateDatabase(database);
  } finally {
    // A template must have no connection open while databases are copied from it.
    await database.close();
  }
  return name;
}
