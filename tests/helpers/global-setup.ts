import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, migrateDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tar) that each test file's database starts from. */
    pgTemplatePath: string;
  }
}

/** Runs initdb and the migrations once per test run, instead of once per test file. */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `shop-pg-template-${process.pid}.tar.gz`);
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  const pglite = (database as unknown as { pglite: import('@electric-sql/pglite').PGlite }).pglite;
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgTemplatePath', file);
  return () => fs.rmSync(file, { force: true });
}
