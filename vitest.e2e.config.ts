import { defineConfig } from 'vitest/config';

// Browser journeys (tests/e2e): the built web app served by the real server on a fresh database, driven by
// Debian's Chromium through playwright-core. One file at a time: the machine is shared and Chromium is heavy.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/build-web.ts'],
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
  },
});
