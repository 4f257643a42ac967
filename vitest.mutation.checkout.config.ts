import { defineConfig } from 'vitest/config';

/**
 * The API tests StrykerJS runs against checkout's limits and payment handling (stryker.checkout.config.mjs):
 * order limits, capture, the PhonePe webhook, the simulator, the sweeper and late payments, through app.inject on PGlite
 * started from the migrated template the global setup makes once.
 */
export default defineConfig({
  test: {
    name: 'mutation-checkout',
    environment: 'node',
    include: [
      'tests/api/order-limits.test.ts',
      'tests/api/payments-phonepe.test.ts',
      'tests/api/late-payment.test.ts',
      'tests/api/orders.test.ts',
    ],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
