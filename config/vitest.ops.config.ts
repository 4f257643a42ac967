import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Operations tests (tests/ops): real server processes (`node dist/app/main.js`, the compiled server, built
// first when stale with the web app: tests/helpers/build-app.ts) on PostgreSQL
// (TEST_DATABASE_URL, else 127.0.0.1:5432, else an embedded PostgreSQL started for the run:
// tests/helpers/pg-server.ts) and PGlite — two instances on one database, crashes, overload, nginx in front.
// One file at a time: each starts several processes on 2 shared cores.
export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'ops',
    environment: 'node',
    include: ['tests/ops/**/*.test.ts'],
    globalSetup: ['tests/helpers/build-app.ts', 'tests/helpers/pg-global-setup.ts'],
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
