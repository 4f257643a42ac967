import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, and every file in
    // turn. Each file's database is its own in-memory PGlite, so files run side by side on every core.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/close-after-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Pages rendered by the real build (built first when stale), over HTTP without a browser.
        test: {
          name: 'ssr',
          environment: 'node',
          include: ['tests/ssr/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/build-web.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/close-after-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/web-setup.ts', 'tests/helpers/fail-on-console-error.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
