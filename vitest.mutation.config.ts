import { defineConfig } from 'vitest/config';

/**
 * The unit tests that cover the money and GST modules, the order pricing and the payment rule, alone: StrykerJS
 * (`npm run test:mutation`) runs them once per mutant, so they need no database, no global setup and no other project.
 */
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include: [
      'common/money.test.ts',
      'common/gst/gst.test.ts',
      'server/modules/orders/order-pricing.test.ts',
      'server/modules/orders/payment-rules.test.ts',
    ],
  },
});
