// npm run test:mutation (3 of 7): StrykerJS mutates the order's pricing (the item rows priced from the product
// rows, the tax rates applied) in server/modules/orders/checkout/order-pricing.ts, whether a completed payment may
// confirm an order (payment-rules.ts), and the invoice's and credit note's figures and words
// (tax-document.ts, invoice-number.ts, common/amount-in-words.ts), how a refund is shared between a gift card and
// the way the order was paid (refund-split.ts, issue 47), and runs their unit tests against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('orders'),
  testRunner: 'vitest',
  vitest: { configFile: 'config/mutation/vitest.unit.config.ts' },
  mutate: [
    'server/modules/orders/checkout/order-pricing.ts',
    'server/modules/orders/payment/payment-rules.ts',
    'server/modules/orders/documents/tax-document.ts',
    'server/modules/orders/documents/invoice-number.ts',
    'common/amount-in-words.ts',
    'server/modules/orders/refunds/refund-split.ts',
  ],
  thresholds: { high: 95, low: 90, break: 90 },
};
