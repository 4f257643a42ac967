import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The test files under `dirs` that need modules of their own: those that replace a module (`vi.mock`, which
 * cannot reach a module another file in the same worker imported first) or say so with an
 * `@vitest-isolate` comment (a test of what a module does when it is first loaded). The rest share one module
 * graph per worker (`isolate: false`): each file still gets its own database and DOM, but React, Fastify,
 * Drizzle and the shop's code are imported once per worker instead of once per file, which took more than a
 * quarter of the run's time (imports, setup and environment: 390 s of worker time in a 12-minute run).
 */
function ownModules(dirs: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(rel);
      } else if (
        pattern.test(entry.name) &&
        /\bvi\.mock\(|@vitest-isolate/.test(fs.readFileSync(path.join(ROOT, rel), 'utf8'))
      )
        found.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

const SERVER_TESTS = [
  'common/**/*.test.ts',
  'server/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const SERVER_OWN = ownModules(['common', 'server', 'tests/api', 'scripts'], /\.test\.ts$/);
const WEB_TESTS = ['web/**/*.test.{ts,tsx}'];
const WEB_OWN = ownModules(['web'], /\.test\.tsx?$/);

export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: ROOT,
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, and every file in
    // turn. Each file's database is its own in-memory PGlite, so files run side by side on every core.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      ...[
        { name: 'server', include: SERVER_TESTS, exclude: SERVER_OWN, isolate: false },
        { name: 'server-isolated', include: SERVER_OWN, isolate: true },
      ].map(({ exclude = [], ...project }) => ({
        test: {
          ...project,
          exclude: ['**/node_modules/**', ...exclude],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/close-after-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
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
      ...[
        { name: 'web', include: WEB_TESTS, exclude: WEB_OWN, isolate: false },
        { name: 'web-isolated', include: WEB_OWN, isolate: true },
      ].map(({ exclude = [], ...project }) => ({
        plugins: [react()],
        test: {
          ...project,
          exclude: ['**/node_modules/**', ...exclude],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/web-setup.ts', 'tests/helpers/fail-on-console-error.ts'],
          testTimeout: 20_000,
        },
      })),
    ],
  },
});
