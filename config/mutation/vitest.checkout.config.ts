import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against checkout's limits and payment handling (config/mutation/checkout.config.mjs): the
 * service tests of what a payment does to an order and of the webhook and simulator, and the API tests of order
 * limits, of cash on delivery, of delivery and of discount codes (the pricing with a code, its use taken and
 * given back), all on PGlite started from the migrated template the global setup makes once. The slower journeys
 * (tests/api/payments-phonepe, late-payment, orders) cover the same code through HTTP in `npm test`.
 */
export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'mutation-checkout',
    environment: 'node',
    include: [
      'server/modules/orders/payment/order-payment.test.ts',
      'server/modules/orders/payment/payments.service.test.ts',
      'tests/api/order-limits.test.ts',
      'tests/api/cash-on-delivery.test.ts',
      'tests/api/delivery.test.ts',
      'tests/api/discounts.test.ts',
      'tests/api/giftcards-checkout.test.ts',
    ],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/close-after-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
