import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys (tests/e2e): the built web app served by the real server on a fresh database, driven by
// Debian's Chromium through playwright-core. Each file has its own shop (server and database) and its own
// browser, so independent journeys run side by side, one file per core.
export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/build-web.ts'],
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 90_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
  },
});
