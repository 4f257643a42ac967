// npm run test:mutation (3 of 5): StrykerJS mutates the order's pricing (the item rows priced from the product
// rows, the tax rates applied) in server/modules/orders/order-pricing.ts, whether a completed payment may
// confirm an order (payment-rules.ts), and the invoice's and credit note's figures and words
// (tax-document.ts, invoice-number.ts, common/amount-in-words.ts), and runs their unit tests against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'server/modules/orders/order-pricing.ts',
    'server/modules/orders/payment-rules.ts',
    'server/modules/orders/tax-document.ts',
    'server/modules/orders/invoice-number.ts',
    'common/amount-in-words.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/orders.html' },
  jsonReporter: { fileName: 'reports/mutation/orders.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 90 },
};
