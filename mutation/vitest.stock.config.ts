import { defineConfig } from 'vitest/config';

/**
 * The database-backed tests StrykerJS runs against the stock module (mutation/stock.config.mjs): the
 * reservation repository's SQL on PGlite, started from the migrated template the global setup makes once.
 */
export default defineConfig({
  test: {
    name: 'mutation-db',
    environment: 'node',
    include: ['server/modules/orders/checkout/reservation.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
