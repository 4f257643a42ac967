import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The database-backed tests StrykerJS runs against the stock module (config/mutation/stock.config.mjs): the
 * reservation repository's SQL on PGlite, started from the migrated template the global setup makes once.
 */
export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'mutation-db',
    environment: 'node',
    include: ['server/modules/orders/core/reservation.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
