import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests that cover the money and GST modules, the order pricing, the payment rule, the invoice's figures and the delivery rules, alone: StrykerJS
 * (`npm run test:mutation`) runs them once per mutant, so they need no database, no global setup and no other project.
 */
export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'mutation',
    environment: 'node',
    include: [
      'common/money.test.ts',
      'common/gst/gst.test.ts',
      'server/modules/orders/checkout/order-pricing.test.ts',
      'server/modules/orders/payment/payment-rules.test.ts',
      'server/modules/orders/documents/tax-document.test.ts',
      'server/modules/orders/documents/invoice-number.test.ts',
      'common/amount-in-words.test.ts',
      'server/modules/orders/refunds/refund-split.test.ts',
      'common/delivery.test.ts',
      'common/returns.test.ts',
      'common/refunds.test.ts',
    ],
  },
});
